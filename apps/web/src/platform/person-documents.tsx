/**
 * A person's files, shown on their profile's documents tab: the people feature shows whatever
 * the files feature provides here (features never import one another), loaded on first use.
 */
import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';

export type PersonDocumentsView = ComponentType<{ personId: string }>;
type Loader = () => Promise<{ default: PersonDocumentsView }>;

let provided: PersonDocumentsView | null = null;
const listeners = new Set<() => void>();

/** Called by the feature that shows a person's files (from its `onStart`); returns the withdrawal. */
export function providePersonDocuments(load: Loader): () => void {
  const View = lazy(load);
  const wrapped: PersonDocumentsView = ({ personId }) => (
    <Suspense fallback={null}>
      <View personId={personId} />
    </Suspense>
  );
  provided = wrapped;
  for (const listener of listeners) listener();
  return () => {
    if (provided !== wrapped) return;
    provided = null;
    for (const listener of listeners) listener();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The person's files view, when a feature provides one. */
export function usePersonDocumentsView(): PersonDocumentsView | null {
  return useSyncExternalStore(
    subscribe,
    () => provided,
    () => provided,
  );
}
