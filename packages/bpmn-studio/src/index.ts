export { BpmnModeler, type BpmnModelerProps } from './BpmnModeler.tsx';
export {
  type AudienceOption,
  type KanbanColumn,
  type KanbanConfig,
  type StoredDefinition,
  type StudioAudiencesAdapter,
  StudioConflictError,
  type StudioFormsAdapter,
  type StudioPersistence,
} from './contract.ts';
export { EMPTY_DIAGRAM_XML } from './empty-diagram.ts';
export {
  ALLOWED_CONNECTIONS,
  ALLOWED_ELEMENTS,
  type AllowedElement,
  allowedElementOf,
  isAllowedShape,
  isPlainTask,
} from './faena/allow-list.ts';
export {
  STUDIO_LOCALES,
  STUDIO_NAMESPACE,
  type StudioLocale,
  type StudioMessages,
  studioResources,
} from './i18n.ts';
export * from './kanban/index.ts';
export { LazyBpmnModeler } from './LazyBpmnModeler.ts';
export { loadBpmnJs as preloadBpmnJs } from './load-bpmn-js.ts';
export { loadBpmnViewer as preloadBpmnViewer } from './load-bpmn-viewer.ts';
export * from './panel/index.ts';
export * from './studio/index.ts';
export { BpmnViewer, type BpmnViewerProps } from './viewer/BpmnViewer.tsx';
export { type ViewerMessages, viewerMessages } from './viewer/messages.ts';
