/** The read-only viewer's texts (the execution side panel), es-MX first. */
const esMX = {
  loading: 'Cargando diagrama…',
  importError: 'No se pudo abrir el diagrama',
  /** The diagram itself: focus it and move around with Ctrl (⌘ on a Mac) and the arrow keys. */
  canvas: 'Diagrama; desplázate con Ctrl (⌘) y las flechas',
  controls: 'Controles del diagrama',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  fit: 'Ajustar a la pantalla',
  zoomLevel: 'Nivel de zoom',
  legend: 'Leyenda',
  legendCount: 'Ejecuciones',
  legendWaiting: 'En espera',
  /** Titles of the badges on the diagram. */
  countBadge: 'Ejecuciones: {count}',
  waitingBadge: 'En espera: {count}',
  summary: 'Ejecuciones por elemento',
  showSummary: 'Mostrar tabla',
  hideSummary: 'Ocultar tabla',
  element: 'Elemento',
  count: 'Ejecuciones',
  waiting: 'En espera',
  noStats: 'Sin ejecuciones registradas',
  /** An unnamed sequence flow in the summary. */
  sequenceFlow: 'Flujo de secuencia',
};

export type ViewerMessages = typeof esMX;

export const viewerMessages = {
  'es-MX': esMX,
  'en-US': {
    loading: 'Loading diagram…',
    importError: 'The diagram could not be opened',
    canvas: 'Diagram; move around with Ctrl (⌘) and the arrow keys',
    controls: 'Diagram controls',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit to screen',
    zoomLevel: 'Zoom level',
    legend: 'Legend',
    legendCount: 'Executions',
    legendWaiting: 'Waiting',
    countBadge: 'Executions: {count}',
    waitingBadge: 'Waiting: {count}',
    summary: 'Executions per element',
    showSummary: 'Show table',
    hideSummary: 'Hide table',
    element: 'Element',
    count: 'Executions',
    waiting: 'Waiting',
    noStats: 'No executions recorded',
    sequenceFlow: 'Sequence flow',
  },
} satisfies Record<'es-MX' | 'en-US', ViewerMessages>;
