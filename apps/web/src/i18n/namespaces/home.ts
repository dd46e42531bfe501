const esMX = {
  greeting: 'Hola, {{name}}',
  organization: 'Organización',
  signedInAs: 'Sesión iniciada como {{email}}',
};

const enUS: typeof esMX = {
  greeting: 'Hello, {{name}}',
  organization: 'Organization',
  signedInAs: 'Signed in as {{email}}',
};

/** The `home` namespace in both languages. */
export const home = { 'es-MX': esMX, 'en-US': enUS };
