/**
 * The `ui` i18next namespace, as plain objects: this package does not depend on i18next. An app
 * registers them with `i18n.addResourceBundle(locale, UI_NAMESPACE, uiResources[locale])`, layers
 * tenant wording on top, and feeds the result to `<UiTextProvider>`.
 */

export const UI_NAMESPACE = 'ui';

export const UI_LOCALES = ['es-MX', 'en-US'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'es-MX';

const esMX = {
  button: {
    loading: 'Cargando…',
  },
  textField: {
    optional: 'opcional',
  },
  modal: {
    cancel: 'Cancelar',
    confirm: 'Aceptar',
    close: 'Cerrar',
    discardChanges: '¿Desea descartar los cambios sin guardar?',
    discard: 'Descartar',
    exitApp: '¿Salir de la app?',
    exit: 'Salir',
  },
  spinner: {
    loading: 'Cargando…',
  },
  select: {
    placeholder: 'Selecciona una opción',
  },
  searchBox: {
    label: 'Buscar',
    clear: 'Limpiar búsqueda',
  },
  toast: {
    // Not 'Notificaciones': that is the product's inbox, and two landmarks may not share a name.
    region: 'Avisos',
    close: 'Cerrar',
  },
  // Patterns (src/patterns). Placeholders use i18next's {{name}} syntax.
  statusBadge: {
    SCHEDULED: 'Programada',
    ACTIVE: 'Activa',
    COMPLETED: 'Completada',
    EXPIRED: 'Vencida',
    CANCELLED: 'Cancelada',
  },
  priority: {
    label: 'Prioridad: {{name}}',
    reminder: 'Recordatorio',
    critical: 'Crítica',
    veryHigh: 'Muy alta',
    high: 'Alta',
    medium: 'Media',
    low: 'Baja',
    veryLow: 'Muy baja',
    lowest: 'Mínima',
  },
  logo: {
    defaultAlt: 'Faena',
    home: '{{name}}, ir al inicio',
  },
  impersonation: {
    region: 'Suplantación de usuario',
    message: 'IMPORTANTE: Suplantando a {{name}}',
    exit: 'Salir',
  },
  notFound: {
    webTitle: 'Pagina no encontrada',
    nativeTitle: 'Pantalla no encontrada',
    webDescription: 'La dirección que buscas no existe o ya no está disponible.',
    nativeDescription: 'Esta pantalla no existe o ya no está disponible.',
    goHome: 'Ir al inicio',
  },
  errorScreen: {
    title: 'Vaya, algo salió mal',
    description: 'Ocurrió un error inesperado. Puedes intentar lo siguiente:',
    reload: 'Recarga la página.',
    reloadAction: 'Recargar',
    goHome: 'Vuelve al inicio.',
    goHomeAction: 'Ir al inicio',
    restart: 'Cierra la aplicación y vuelve a abrirla.',
    clearData: 'Borra los datos de la aplicación y vuelve a iniciar sesión.',
    clearDataAction: 'Borrar datos',
    tryLater: 'Si el problema continúa, inténtalo de nuevo más tarde.',
    details: 'Detalles técnicos',
    download: 'Descargar detalles',
    support: '¿Necesitas ayuda? Contacta a soporte:',
    reportTitle: 'Informe de error',
    reportTime: 'Fecha',
    reportUrl: 'Dirección',
    reportMessage: 'Mensaje',
    reportStack: 'Traza',
    reportUserAgent: 'Navegador',
  },
  notificationBell: {
    label: 'Notificaciones',
    unread: 'Notificaciones, {{count}} sin leer',
  },
  profileMenu: {
    trigger: 'Menú de perfil',
    editProfile: 'Editar perfil',
    settings: 'Configuración',
    logout: 'Cerrar sesión',
  },
  sideDrawer: {
    title: 'Menú',
    close: 'Cerrar menú',
    settings: 'Configuración',
    logout: 'Cerrar sesión',
    version: 'Versión {{version}}',
  },
  topBar: {
    menu: 'Abrir menú',
    search: 'Buscar',
    profile: 'Mi perfil',
  },
  bottomTabBar: {
    label: 'Navegación principal',
    more: 'Más secciones',
    allTabs: 'Todas las secciones',
    close: 'Cerrar',
  },
  navigationRail: {
    label: 'Navegación principal',
    home: 'Inicio',
    tools: 'Herramientas',
    organization: 'Organización',
    advanced: 'Avanzado',
    myAccount: 'Mi cuenta',
  },
};

export type UiTexts = typeof esMX;

// `satisfies` makes a key missing in en-US a type error; the i18n test catches it at runtime too.
export const uiResources = {
  'es-MX': esMX,
  'en-US': {
    button: {
      loading: 'Loading…',
    },
    textField: {
      optional: 'optional',
    },
    modal: {
      cancel: 'Cancel',
      confirm: 'OK',
      close: 'Close',
      discardChanges: 'Discard unsaved changes?',
      discard: 'Discard',
      exitApp: 'Exit the app?',
      exit: 'Exit',
    },
    spinner: {
      loading: 'Loading…',
    },
    select: {
      placeholder: 'Select an option',
    },
    searchBox: {
      label: 'Search',
      clear: 'Clear search',
    },
    toast: {
      region: 'Alerts',
      close: 'Close',
    },
    // Patterns (src/patterns).
    statusBadge: {
      SCHEDULED: 'Scheduled',
      ACTIVE: 'Active',
      COMPLETED: 'Completed',
      EXPIRED: 'Overdue',
      CANCELLED: 'Canceled',
    },
    priority: {
      label: 'Priority: {{name}}',
      reminder: 'Reminder',
      critical: 'Critical',
      veryHigh: 'Very high',
      high: 'High',
      medium: 'Medium',
      low: 'Low',
      veryLow: 'Very low',
      lowest: 'Lowest',
    },
    logo: {
      defaultAlt: 'Faena',
      home: '{{name}}, go to home',
    },
    impersonation: {
      region: 'User impersonation',
      message: 'IMPORTANT: Impersonating {{name}}',
      exit: 'Exit',
    },
    notFound: {
      webTitle: 'Page not found',
      nativeTitle: 'Screen not found',
      webDescription: 'The address you are looking for does not exist or is no longer available.',
      nativeDescription: 'This screen does not exist or is no longer available.',
      goHome: 'Go to home',
    },
    errorScreen: {
      title: 'Oops, something went wrong',
      description: 'An unexpected error occurred. You can try the following:',
      reload: 'Reload the page.',
      reloadAction: 'Reload',
      goHome: 'Go back to the home page.',
      goHomeAction: 'Go to home',
      restart: 'Close the app and open it again.',
      clearData: 'Clear the app data and sign in again.',
      clearDataAction: 'Clear data',
      tryLater: 'If the problem persists, try again later.',
      details: 'Technical details',
      download: 'Download details',
      support: 'Need help? Contact support:',
      reportTitle: 'Error report',
      reportTime: 'Date',
      reportUrl: 'Address',
      reportMessage: 'Message',
      reportStack: 'Stack trace',
      reportUserAgent: 'Browser',
    },
    notificationBell: {
      label: 'Notifications',
      unread: 'Notifications, {{count}} unread',
    },
    profileMenu: {
      trigger: 'Profile menu',
      editProfile: 'Edit profile',
      settings: 'Settings',
      logout: 'Log out',
    },
    sideDrawer: {
      title: 'Menu',
      close: 'Close menu',
      settings: 'Settings',
      logout: 'Log out',
      version: 'Version {{version}}',
    },
    topBar: {
      menu: 'Open menu',
      search: 'Search',
      profile: 'My profile',
    },
    bottomTabBar: {
      label: 'Main navigation',
      more: 'More sections',
      allTabs: 'All sections',
      close: 'Close',
    },
    navigationRail: {
      label: 'Main navigation',
      home: 'Home',
      tools: 'Tools',
      organization: 'Organization',
      advanced: 'Advanced',
      myAccount: 'My account',
    },
  } satisfies UiTexts,
} satisfies Record<UiLocale, UiTexts>;

/** Maps an app language (`'en'`, `'en-GB'`, `'es'`, `'es-MX'`…) onto a locale this package ships. */
export function resolveUiLocale(language: string | undefined): UiLocale {
  if (!language) return DEFAULT_UI_LOCALE;
  if ((UI_LOCALES as readonly string[]).includes(language)) return language as UiLocale;
  return language.toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_UI_LOCALE;
}
