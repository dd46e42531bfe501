const esMX = {};

const enUS: typeof esMX = {};

/** The `settings` namespace in both languages. */
export const settings = { 'es-MX': esMX, 'en-US': enUS };
