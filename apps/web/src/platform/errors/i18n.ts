const esMX = {
  configTitle: 'Error parsing environment variables',
  notAvailableTitle: 'No disponible para esta demo',
  notAvailableBody: 'Esta sección aún no está disponible en esta demo.',
  chunkUpdated: 'Disculpa la interrupción, hubo que actualizar a la última versión...',
  chunkTechnical: 'Disculpa la interrupción, tuvimos un problema técnico.',
};

const enUS: typeof esMX = {
  configTitle: 'Error parsing environment variables',
  notAvailableTitle: 'Not available for this demo',
  notAvailableBody: 'This section is not available in this demo yet.',
  chunkUpdated: 'Sorry for the interruption, we had to update to the latest version...',
  chunkTechnical: 'Sorry for the interruption, we had a technical problem.',
};

/** The `errors` namespace in both languages. */
export const errors = { namespace: 'errors', 'es-MX': esMX, 'en-US': enUS } as const;
