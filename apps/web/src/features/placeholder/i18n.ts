/** The `placeholder` namespace: SPEC's placeholder screen (/lorem-ipsum/{title}/{id}). */
const esMX = {
  title: 'Pantalla de ejemplo',
  idLabel: 'Identificador',
  lorem:
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Esta pantalla ocupa el lugar de un contenido que aún no existe: muestra el título y el identificador con los que se abrió.',
  back: 'Volver al inicio',
};

const enUS: typeof esMX = {
  title: 'Placeholder screen',
  idLabel: 'Identifier',
  lorem:
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit. This screen stands in for content that does not exist yet: it shows the title and the identifier it was opened with.',
  back: 'Back to the start',
};

export const placeholder = { namespace: 'placeholder', 'es-MX': esMX, 'en-US': enUS } as const;
