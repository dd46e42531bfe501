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
  // Sign-in failures (`signInErrorKey`) and why a session ended (`SignOutReason`).
  wrongPassword: 'Contraseña incorrecta. Por favor, inténtalo nuevamente.',
  passwordNotAllowed: 'El inicio de sesión con contraseña no está disponible en estos momentos.',
  tooManyRequests: 'Demasiados intentos. Espera un momento e inténtalo nuevamente.',
  networkError: 'No pudimos conectarnos. Revisa tu conexión e inténtalo nuevamente.',
  popupBlocked:
    'El navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes e inténtalo nuevamente.',
  popupClosed: 'Cancelaste el inicio de sesión.',
  adminRestricted: 'Solo un administrador puede crear esta cuenta. Contacta al administrador.',
  federatedInProgress: 'Ya hay un inicio de sesión en curso. Termínalo antes de iniciar otro.',
  emailInUse: 'El correo electrónico ya está en uso',
  userDisabled: 'Tu cuenta fue deshabilitada. Contacta al administrador.',
  noEmail: 'Firebase user has no email',
  linkInvalid: 'El vínculo no es válido o ya fue usado. Solicita uno nuevo.',
  linkExpired: 'El vínculo expiró. Solicita uno nuevo.',
  codeInvalid: 'Código incorrecto. Por favor, vuelve a intentarlo.',
  codeExpired: 'El código expiró. Solicita uno nuevo.',
  codeRequestsLimited:
    'Ya enviamos varios códigos a este correo. Podrás pedir otro {{wait, relativetime(minute)}}.',
  signInLocked: 'Demasiados códigos incorrectos. Podrás volver a intentarlo {{wait, relativetime(minute)}}.',
  notMember: 'No perteneces a la organización',
  unexpected: 'Vaya, algo salió mal. Inténtalo nuevamente.',
  sessionRevoked: 'Tu sesión ha sido revocada por el sistema, probablemente no perteneces a la organización.',
  sessionExpired: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
  // Controls the server refuses while impersonating (403 IMPERSONATING).
  notWhileImpersonating: 'No disponible mientras actúas como otra persona.',
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
  wrongPassword: 'Wrong password. Please try again.',
  passwordNotAllowed: 'Password sign-in is not available right now.',
  tooManyRequests: 'Too many attempts. Wait a moment and try again.',
  networkError: 'We could not connect. Check your connection and try again.',
  popupBlocked: 'The browser blocked the sign-in window. Allow pop-ups and try again.',
  popupClosed: 'Sign in canceled by user.',
  adminRestricted: 'Only an administrator can create this account. Contact your administrator.',
  federatedInProgress: 'Another federated sign-in method is already in progress.',
  emailInUse: 'The email address is already in use',
  userDisabled: 'Your account was disabled. Contact your administrator.',
  noEmail: 'Firebase user has no email',
  linkInvalid: 'The link is not valid or was already used. Ask for a new one.',
  linkExpired: 'The link has expired. Ask for a new one.',
  codeInvalid: 'Wrong code. Please try again.',
  codeExpired: 'The code has expired. Ask for a new one.',
  codeRequestsLimited:
    'We already sent several codes to this address. You can ask for another {{wait, relativetime(minute)}}.',
  signInLocked: 'Too many wrong codes. You can try again {{wait, relativetime(minute)}}.',
  notMember: 'You do not belong to the organization',
  unexpected: 'Oops, something went wrong. Please try again.',
  sessionRevoked: 'Your session was revoked by the system; you probably do not belong to the organization.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notWhileImpersonating: 'Not available while acting as someone else.',
};

/**
 * The `session` namespace: sign-in method names, the logout confirmation, an unknown organisation,
 * sign-in failures and sign-out reasons, in both languages. It loads at start, so any screen can
 * explain a failed sign-in or impersonation without the sign-in screens' texts.
 */
export const session = { namespace: 'session', 'es-MX': esMX, 'en-US': enUS } as const;
