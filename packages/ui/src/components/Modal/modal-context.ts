import { createContext } from 'react';

/**
 * Internal wiring between `Modal` and `ModalProvider` (SPEC 2.3: one modal open at a time).
 */
export interface ModalStack {
  /** An open modal registers how to close it; this closes every other open modal. Returns the unregister. */
  register: (close: () => void) => () => void;
}

export const ModalStackContext = createContext<ModalStack | null>(null);

/** Given to a `Modal` rendered by `useModal().open(render)`: the provider drives its open state. */
export interface ModalSlot {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const ModalSlotContext = createContext<ModalSlot | null>(null);
