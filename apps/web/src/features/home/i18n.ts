const esMX = {
  greeting: 'Hola, {{name}}',
  organization: 'Organización',
  signedInAs: 'Sesión iniciada como {{email}}',
  shortcuts: 'Accesos rápidos',
  tab: 'Inicio',
};

const enUS: typeof esMX = {
  greeting: 'Hello, {{name}}',
  organization: 'Organization',
  signedInAs: 'Signed in as {{email}}',
  shortcuts: 'Shortcuts',
  tab: 'Home',
};

/** The `home` namespace in both languages. */
export const home = { namespace: 'home', 'es-MX': esMX, 'en-US': enUS } as const;
