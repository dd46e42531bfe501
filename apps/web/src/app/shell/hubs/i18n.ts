const esMX = {
  tools: {
    title: 'Herramientas',
    description: 'Las áreas de trabajo del día a día.',
    empty: 'Aún no hay herramientas para ti',
    emptyHint: 'Cuando tu organización active un área de trabajo para ti, aparecerá aquí.',
  },
  advanced: {
    title: 'Avanzado',
    description: 'La administración de tu organización.',
    empty: 'No hay opciones avanzadas para ti',
    emptyHint: 'Las herramientas de administración aparecen aquí cuando tienes permiso para usarlas.',
  },
  list: 'Áreas',
};

const enUS: typeof esMX = {
  tools: {
    title: 'Tools',
    description: 'The work areas of every day.',
    empty: 'No tools for you yet',
    emptyHint: 'When your organization turns on a work area for you, it will show here.',
  },
  advanced: {
    title: 'Advanced',
    description: 'Your organization’s administration.',
    empty: 'No advanced options for you',
    emptyHint: 'Administration tools show here when you have permission to use them.',
  },
  list: 'Areas',
};

export const hubs = { namespace: 'hubs', 'es-MX': esMX, 'en-US': enUS } as const;
