const esMX = {
  tabs: { activities: 'Actividades', reports: 'Reportes' },
  loadingNavigation: 'Cargando navegación…',
  workflowTypesError: 'No se pudieron cargar tus flujos de trabajo.',
  siteConfigError: 'No se pudo cargar tu configuración.',
  badge: 'Gestor de tareas',
  fallbackView: 'Vista simple',
  fallbackViewHint: 'Pulsa Shift dos veces para volver a la vista normal.',
  fallbackViewExit: 'Volver a la vista normal',
  chunkApology: 'Disculpa la interrupción, hubo que actualizar a la última versión.',
  skipToContent: 'Saltar al contenido',
};

const enUS: typeof esMX = {
  tabs: { activities: 'Activities', reports: 'Reports' },
  loadingNavigation: 'Loading navigation…',
  workflowTypesError: 'Your workflows could not be loaded.',
  siteConfigError: 'Your configuration could not be loaded.',
  badge: 'Task manager',
  fallbackView: 'Simple view',
  fallbackViewHint: 'Press Shift twice to return to the normal view.',
  fallbackViewExit: 'Back to the normal view',
  chunkApology: 'Sorry for the interruption, we had to update to the latest version.',
  skipToContent: 'Skip to content',
};

/** The `shell` namespace in both languages. */
export const shell = { namespace: 'shell', 'es-MX': esMX, 'en-US': enUS } as const;
