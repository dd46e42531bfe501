import { useSyncExternalStore } from 'react';

type ConnectionScope = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator: Pick<Navigator, 'onLine'>;
};

/** Whether the browser says it has a connection, following its `online` / `offline` events. */
export function useOnline(scope: ConnectionScope = window): boolean {
  return useSyncExternalStore(
    (changed) => {
      scope.addEventListener('online', changed);
      scope.addEventListener('offline', changed);
      return () => {
        scope.removeEventListener('online', changed);
        scope.removeEventListener('offline', changed);
      };
    },
    () => scope.navigator.onLine,
  );
}
