const esMX = {
  title: 'Mi cuenta',
  summary: 'Resumen de la cuenta',
  organization: 'Organización',
  profile: 'Ver perfil',
  settings: 'Configuración',
  impersonation: 'Suplantar a una persona',
};

const enUS: typeof esMX = {
  title: 'My account',
  summary: 'Account summary',
  organization: 'Organization',
  profile: 'View profile',
  settings: 'Settings',
  impersonation: 'Impersonate a person',
};

/** The `account` namespace in both languages. */
export const account = { namespace: 'account', 'es-MX': esMX, 'en-US': enUS } as const;
