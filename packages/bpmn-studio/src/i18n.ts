/**
 * The `studio` i18next namespace. Plain objects so the package works without i18next; the app
 * registers them with `i18n.addResourceBundle(locale, STUDIO_NAMESPACE, studioResources[locale])`.
 */
export const STUDIO_NAMESPACE = 'studio';

export const STUDIO_LOCALES = ['es-MX', 'en-US'] as const;
export type StudioLocale = (typeof STUDIO_LOCALES)[number];

const esMX = {
  modeler: {
    loading: 'Cargando diagrama…',
    importError: 'No se pudo abrir el diagrama',
  },
  palette: {
    label: 'Elementos del flujo',
    create: 'Crear: {element}',
    append: 'Agregar: {element}',
    replace: 'Cambiar a: {element}',
  },
  notice: {
    tasksUpgraded: 'Las tareas simples no se permiten; se convirtieron en tareas de usuario: {names}',
    dismiss: 'Cerrar aviso',
  },
  /** bpmn-js's own texts still shown by the studio (context pad, tools), keyed by their English source. */
  bpmnJs: {
    Delete: 'Eliminar',
    'Change element': 'Cambiar elemento',
    'Connect to other element': 'Conectar con otro elemento',
    'Activate hand tool': 'Activar la herramienta de mano',
    'Activate lasso tool': 'Activar la herramienta de lazo',
    'Activate create/remove space tool': 'Activar la herramienta de crear/quitar espacio',
    'Activate global connect tool': 'Activar la herramienta de conexión',
    'Toggle non-interrupting': 'Alternar no interruptor',
  },
};

export type StudioMessages = typeof esMX;

export const studioResources = {
  'es-MX': esMX,
  'en-US': {
    modeler: {
      loading: 'Loading diagram…',
      importError: 'The diagram could not be opened',
    },
    palette: {
      label: 'Workflow elements',
      create: 'Create: {element}',
      append: 'Append: {element}',
      replace: 'Change to: {element}',
    },
    notice: {
      tasksUpgraded: 'Plain tasks are not allowed; they were turned into user tasks: {names}',
      dismiss: 'Dismiss notice',
    },
    bpmnJs: {
      Delete: 'Delete',
      'Change element': 'Change element',
      'Connect to other element': 'Connect to other element',
      'Activate hand tool': 'Activate hand tool',
      'Activate lasso tool': 'Activate lasso tool',
      'Activate create/remove space tool': 'Activate create/remove space tool',
      'Activate global connect tool': 'Activate global connect tool',
      'Toggle non-interrupting': 'Toggle non-interrupting',
    },
  },
} satisfies Record<StudioLocale, StudioMessages>;
