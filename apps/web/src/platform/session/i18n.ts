const esMX = {
  methodMagicLink: 'vínculo mágico',
  methodPassword: 'correo y contraseña',
  methodCode: 'código de 6 dígitos',
  methodUnknown: '[método desconocido]',
  logoutTitle: '¿Cerrar sesión?',
  providerSessionStaysOpen:
    'Cerrarás tu sesión en esta app, pero tu sesión en {{provider}} seguirá abierta en este navegador.',
  logoutConfirm: 'Cerrar sesión',
  organizationNotFound: 'No encontramos la organización {{subdomain}}.',
  organizationNotFoundHint: 'Si el problema persiste, contacta al administrador.',
  unexpected: 'Vaya, algo salió mal. Inténtalo nuevamente.',
};

const enUS: typeof esMX = {
  methodMagicLink: 'magic link',
  methodPassword: 'email and password',
  methodCode: '6-digit code',
  methodUnknown: '[unknown method]',
  logoutTitle: 'Sign out?',
  providerSessionStaysOpen:
    'You will sign out of this app, but your {{provider}} session stays open in this browser.',
  logoutConfirm: 'Sign out',
  organizationNotFound: 'We could not find the organization {{subdomain}}.',
  organizationNotFoundHint: 'If the problem persists, contact your administrator.',
  unexpected: 'Oops, something went wrong. Please try again.',
};

/** The `session` namespace: sign-in method names, the logout confirmation and an unknown organisation, in both languages. */
export const session = { namespace: 'session', 'es-MX': esMX, 'en-US': enUS } as const;
