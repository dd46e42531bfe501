import { classifyChunkFailure, isChunkLoadError, onChunkFailure } from './chunk-reload';

export type ChunkOutcome =
  | { kind: 'reloading' }
  | { kind: 'error'; reason: Promise<'updated' | 'technical'> };

const handled = new WeakMap<object, ChunkOutcome>();

/**
 * SPEC 4: decides once per failure (renders may repeat) whether to reload the page or show the
 * error, and starts the reload.
 */
export function handleChunkFailure(error: unknown): ChunkOutcome | null {
  if (!isChunkLoadError(error)) return null;
  const key = error as object;
  const known = handled.get(key);
  if (known) return known;
  const outcome: ChunkOutcome =
    onChunkFailure(sessionStorage, Date.now()) === 'reload'
      ? { kind: 'reloading' }
      : { kind: 'error', reason: classifyChunkFailure(error) };
  handled.set(key, outcome);
  if (outcome.kind === 'reloading') window.location.reload();
  return outcome;
}
