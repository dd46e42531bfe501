const esMX = {
  appName: 'Faena',
  loading: 'Cargando…',
  retry: 'Reintentar',
  goHome: 'Ir al inicio',
  logout: 'Cerrar sesión',
  version: 'Versión {{version}}',
  name: 'Nombre',
  email: 'Correo electrónico',
  cancel: 'Cancelar',
  close: 'Cerrar',
  picker: {
    placeholder: 'Buscar…',
    searching: 'Buscando…',
    failed: 'No pudimos buscar. Escribe de nuevo para reintentar.',
    none: 'Sin resultados',
  },
};

const enUS: typeof esMX = {
  appName: 'Faena',
  loading: 'Loading…',
  retry: 'Retry',
  goHome: 'Go home',
  logout: 'Log out',
  version: 'Version {{version}}',
  name: 'Name',
  email: 'Email',
  cancel: 'Cancel',
  close: 'Close',
  picker: {
    placeholder: 'Search…',
    searching: 'Searching…',
    failed: 'We could not search. Type again to retry.',
    none: 'No results',
  },
};

/** The `common` namespace in both languages. */
export const common = { namespace: 'common', 'es-MX': esMX, 'en-US': enUS } as const;
