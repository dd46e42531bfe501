import type { createFaenaViewer } from './faena/create-viewer.ts';

export type CreateFaenaViewer = typeof createFaenaViewer;

let loading: Promise<CreateFaenaViewer> | undefined;

/**
 * Loads bpmn-js's NavigatedViewer and its stylesheets for the read-only viewer. Only this dynamic
 * import reaches it, so bundlers put it in a chunk of its own, fetched by the first viewer on
 * screen. Call it early (e.g. when an execution list renders) to warm the chunk.
 */
export function loadBpmnViewer(): Promise<CreateFaenaViewer> {
  loading ??= import('./faena/create-viewer.ts').then(
    (module) => module.createFaenaViewer,
    (error: unknown) => {
      loading = undefined; // a failed chunk fetch may succeed later (deploy, flaky network): allow a retry
      throw error;
    },
  );
  return loading;
}
