const esMX = {};

const enUS: typeof esMX = {};

/** The `shell` namespace in both languages. */
export const shell = { 'es-MX': esMX, 'en-US': enUS };
