import { handleChunkFailure } from './chunk-failure';

/**
 * Vite's `vite:preloadError` (a chunk's dependencies failed to preload) follows the same SPEC 4
 * policy as a failed dynamic import; the error, rethrown afterwards, reaches the route's error
 * element, which sees the decision already taken for it.
 */
export function installPreloadErrorHandler() {
  window.addEventListener('vite:preloadError', (event) => {
    handleChunkFailure((event as Event & { payload?: unknown }).payload);
  });
}
