const esMX = {
  appName: 'Faena',
  loading: 'Cargando…',
  retry: 'Reintentar',
  goHome: 'Ir al inicio',
  logout: 'Cerrar sesión',
  version: 'Versión {{version}}',
};

const enUS: typeof esMX = {
  appName: 'Faena',
  loading: 'Loading…',
  retry: 'Retry',
  goHome: 'Go home',
  logout: 'Sign out',
  version: 'Version {{version}}',
};

/** The `common` namespace in both languages. */
export const common = { 'es-MX': esMX, 'en-US': enUS };
