const esMX = {
  configTitle: 'Error parsing environment variables',
  notAvailableTitle: 'No disponible para esta demo',
  notAvailableBody: 'Esta sección aún no está disponible en esta demo.',
};

const enUS: typeof esMX = {
  configTitle: 'Error parsing environment variables',
  notAvailableTitle: 'Not available for this demo',
  notAvailableBody: 'This section is not available in this demo yet.',
};

/** The `errors` namespace in both languages. */
export const errors = { 'es-MX': esMX, 'en-US': enUS };
