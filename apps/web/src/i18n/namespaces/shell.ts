const esMX = {
  tabs: { home: 'Inicio', activities: 'Actividades', reports: 'Reportes' },
  loadingNavigation: 'Cargando navegación…',
  workflowTypesError: 'No se pudieron cargar tus flujos de trabajo.',
  siteConfigError: 'No se pudo cargar tu configuración.',
  badge: 'Gestor de tareas',
  fallbackView: 'Vista simple',
  fallbackViewHint: 'Pulsa Shift dos veces para volver a la vista normal.',
  fallbackViewExit: 'Volver a la vista normal',
  chunkApology: 'Disculpa la interrupción, hubo que actualizar a la última versión.',
  skipToContent: 'Saltar al contenido',
  profile: {
    title: 'Mi perfil',
    signInMethod: 'Método de inicio de sesión',
    edit: 'Editar perfil',
    editTitle: 'Editar perfil',
    editManaged: 'Tu nombre y tu correo electrónico los administra tu organización.',
  },
  account: {
    title: 'Mi cuenta',
    summary: 'Resumen de la cuenta',
    organization: 'Organización',
    profile: 'Ver perfil',
    settings: 'Configuración',
    impersonation: 'Suplantar a una persona',
  },
};

const enUS: typeof esMX = {
  tabs: { home: 'Home', activities: 'Activities', reports: 'Reports' },
  loadingNavigation: 'Loading navigation…',
  workflowTypesError: 'Your workflows could not be loaded.',
  siteConfigError: 'Your configuration could not be loaded.',
  badge: 'Task manager',
  fallbackView: 'Simple view',
  fallbackViewHint: 'Press Shift twice to return to the normal view.',
  fallbackViewExit: 'Back to the normal view',
  chunkApology: 'Sorry for the interruption, we had to update to the latest version.',
  skipToContent: 'Skip to content',
  profile: {
    title: 'My profile',
    signInMethod: 'Sign-in method',
    edit: 'Edit profile',
    editTitle: 'Edit profile',
    editManaged: 'Your name and email address are managed by your organization.',
  },
  account: {
    title: 'My account',
    summary: 'Account summary',
    organization: 'Organization',
    profile: 'View profile',
    settings: 'Settings',
    impersonation: 'Impersonate a person',
  },
};

/** The `shell` namespace in both languages. */
export const shell = { 'es-MX': esMX, 'en-US': enUS };
