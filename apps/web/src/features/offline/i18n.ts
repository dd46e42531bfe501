const esMX = {
  offline: 'Sin conexión — mostrando lo guardado en este dispositivo',
  newVersion: 'Hay una nueva versión de Faena',
  update: 'Actualizar',
  later: 'Más tarde',
  updating: 'Actualizando…',
};

const enUS: typeof esMX = {
  offline: 'Offline — showing what this device has saved',
  newVersion: 'A new version of Faena is available',
  update: 'Update',
  later: 'Later',
  updating: 'Updating…',
};

/** The `offline` namespace in both languages. */
export const offline = { namespace: 'offline', 'es-MX': esMX, 'en-US': enUS } as const;
