const esMX = {};

const enUS: typeof esMX = {};

/** The `onboarding` namespace in both languages. */
export const onboarding = { 'es-MX': esMX, 'en-US': enUS };
