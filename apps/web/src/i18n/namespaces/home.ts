const esMX = {
  greeting: 'Hola, {{name}}',
  organization: 'Organización',
  signedInAs: 'Sesión iniciada como {{email}}',
  shortcuts: 'Accesos rápidos',
};

const enUS: typeof esMX = {
  greeting: 'Hello, {{name}}',
  organization: 'Organization',
  signedInAs: 'Signed in as {{email}}',
  shortcuts: 'Shortcuts',
};

/** The `home` namespace in both languages. */
export const home = { 'es-MX': esMX, 'en-US': enUS };
