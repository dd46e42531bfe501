import type { createFaenaModeler } from './faena/create-modeler.ts';

export type CreateFaenaModeler = typeof createFaenaModeler;

let loading: Promise<CreateFaenaModeler> | undefined;

/**
 * Loads bpmn-js's Modeler, its stylesheets and the Faena modules. Only this dynamic import reaches
 * bpmn-js (~165 kB gzip JS + 51 kB CSS), so bundlers put it in its own chunk, fetched by the first
 * diagram on screen. Call it early (e.g. on hovering a link to the editor) to warm the chunk.
 */
export function loadBpmnJs(): Promise<CreateFaenaModeler> {
  loading ??= import('./faena/create-modeler.ts').then(
    (module) => module.createFaenaModeler,
    (error: unknown) => {
      loading = undefined; // a failed chunk fetch may succeed later (deploy, flaky network): allow a retry
      throw error;
    },
  );
  return loading;
}
