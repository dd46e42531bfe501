export { BpmnModeler, type BpmnModelerProps } from './BpmnModeler.tsx';
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
export { LazyBpmnModeler } from './LazyBpmnModeler.ts';
export { loadBpmnJs as preloadBpmnJs } from './load-bpmn-js.ts';
export * from './kanban/index.ts';
export * from './panel/index.ts';
