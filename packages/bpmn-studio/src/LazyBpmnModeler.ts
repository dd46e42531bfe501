import { lazy } from 'react';
import { BpmnModeler } from './BpmnModeler.tsx';
import { loadBpmnJs } from './load-bpmn-js.ts';

/**
 * `BpmnModeler` that suspends until the bpmn-js chunk is loaded, for routes that show a
 * `<Suspense>` fallback instead of the modeler's own loading state.
 */
export const LazyBpmnModeler = lazy(async () => {
  await loadBpmnJs();
  return { default: BpmnModeler };
});
