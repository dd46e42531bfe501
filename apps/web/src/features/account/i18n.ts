const esMX = {
  title: 'Mi cuenta',
  summary: 'Resumen de la cuenta',
  organization: 'Organización',
  profile: 'Ver perfil',
  settings: 'Configuración',
  impersonation: 'Suplantar a una persona',
  impersonateSearch: 'Buscar persona',
  impersonateSearchHint: 'Escribe el nombre o correo de la persona.',
  impersonateAction: 'Suplantar a {{name}}',
  impersonateConfirmTitle: '¿Suplantar a {{name}}?',
  impersonateConfirm:
    'Verás la app y actuarás como {{name}}. Todo lo que hagas quedará registrado. Para terminar, usa «Salir» en el aviso inferior.',
  impersonateStart: 'Suplantar',
  impersonateNoResults: 'No encontramos personas con «{{search}}».',
  impersonateDisabled: 'Deshabilitada',
  impersonateFailed: 'No pudimos iniciar la suplantación.',
};

const enUS: typeof esMX = {
  title: 'My account',
  summary: 'Account summary',
  organization: 'Organization',
  profile: 'View profile',
  settings: 'Settings',
  impersonation: 'Impersonate a person',
  impersonateSearch: 'Search person',
  impersonateSearchHint: "Type the person's name or email.",
  impersonateAction: 'Impersonate {{name}}',
  impersonateConfirmTitle: 'Impersonate {{name}}?',
  impersonateConfirm:
    'You will see the app and act as {{name}}. Everything you do is recorded. To finish, use "Exit" in the bottom notice.',
  impersonateStart: 'Impersonate',
  impersonateNoResults: 'We found no people matching "{{search}}".',
  impersonateDisabled: 'Disabled',
  impersonateFailed: 'We could not start the impersonation.',
};

/** The `account` namespace in both languages. */
export const account = { namespace: 'account', 'es-MX': esMX, 'en-US': enUS } as const;
