const esMX = {};

const enUS: typeof esMX = {};

/** The `organization` namespace in both languages. */
export const organization = { 'es-MX': esMX, 'en-US': enUS };
