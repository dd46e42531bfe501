/// <reference path="./css-modules.d.ts" />
import type Modeler from 'bpmn-js/lib/Modeler';

export type ModelerConstructor = typeof Modeler;

let loading: Promise<ModelerConstructor> | undefined;

/**
 * Loads bpmn-js's Modeler and its stylesheets. Only dynamic imports reach bpmn-js (~165 kB gzip JS
 * + 51 kB CSS), so bundlers put it in its own chunk, fetched by the first diagram on screen.
 * Call it early (e.g. on hovering a link to the editor) to warm the chunk.
 */
export function loadBpmnJs(): Promise<ModelerConstructor> {
  loading ??= Promise.all([
    import('bpmn-js/lib/Modeler'),
    import('bpmn-js/dist/assets/diagram-js.css'),
    import('bpmn-js/dist/assets/bpmn-js.css'),
    import('bpmn-js/dist/assets/bpmn-font/css/bpmn.css'),
  ]).then(
    ([module]) => module.default,
    (error: unknown) => {
      loading = undefined; // a failed chunk fetch may succeed later (deploy, flaky network): allow a retry
      throw error;
    },
  );
  return loading;
}
