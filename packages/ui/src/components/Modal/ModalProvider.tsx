import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import type { ModalMode, ModalSize } from './Modal.tsx';
import { type ModalSlot, ModalSlotContext, type ModalStack, ModalStackContext } from './modal-context.ts';

/** How a modal opened with `useModal().open()` ended. */
export type ModalAnswer<T = true> = { status: 'closed' } | { status: 'answered'; value: T };

/** Given to the content of an imperatively opened modal. */
export interface ModalControls<T> {
  /** Closes the modal with an answer. */
  answer: (value: T) => void;
  /** Closes the modal without an answer (`{ status: 'closed' }`). */
  close: () => void;
}

/** `open(render)`: return a `<Modal>` (without `open`); the provider opens and closes it. */
export type ModalRender<T> = (controls: ModalControls<T>) => ReactNode;

/** `open(options)`: a standard modal; its confirm button answers with `confirmValue`. */
export interface ModalOpenOptions<T = true> {
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  mode?: ModalMode;
  /** The body: a node, or a function of the controls (to answer from inside, e.g. a form submit). */
  content?: ReactNode | ModalRender<T>;
  /** Replaces the default footer; `null` for none. May be a function of the controls. */
  footer?: ReactNode | ModalRender<T>;
  /**
   * What the confirm button answers (default `true`). A function is called on confirm; while its
   * promise is pending the button shows progress; if it rejects the modal stays open.
   */
  confirmValue?: T | (() => T | Promise<T>);
  /** Hides the confirm button (default footer: only 'Cancelar'); not in confirm mode. */
  hideConfirm?: boolean;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  confirmVariant?: 'primary' | 'danger';
  className?: string;
}

export interface ModalApi {
  /**
   * Opens a modal and resolves with how it ended. Opening one closes the current one (resolved as
   * `{ status: 'closed' }`): SPEC 2.3, one modal at a time.
   */
  open: <T = true>(renderOrOptions: ModalRender<T> | ModalOpenOptions<T>) => Promise<ModalAnswer<T>>;
  /** Closes every open modal (imperative and declarative ones under this provider). */
  closeAll: () => void;
  /** A confirm-mode modal (no Escape, no backdrop, no close control) resolving `true` when confirmed. */
  confirm: (
    options: Omit<ModalOpenOptions<true>, 'mode' | 'confirmValue' | 'hideConfirm'>,
  ) => Promise<boolean>;
  /** '¿Desea descartar los cambios sin guardar?' — `true` to discard. */
  confirmDiscardChanges: (options?: Partial<ModalOpenOptions<true>>) => Promise<boolean>;
  /** '¿Salir de la app?' — `true` to exit. */
  confirmExitApp: (options?: Partial<ModalOpenOptions<true>>) => Promise<boolean>;
}

interface Entry {
  id: number;
  render: ModalRender<unknown>;
  settle: (answer: ModalAnswer<unknown>) => void;
}

const ModalApiContext = createContext<ModalApi | null>(null);

// The standard modal (and with it the dialog primitives) loads the first time one opens.
const OptionsModal = lazy(() => import('./OptionsModal.tsx'));

/**
 * Mount once near the root (inside `UiTextProvider`). Enables `useModal()` and makes every
 * `Modal` below it exclusive: opening one closes the others (SPEC 2.3).
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const texts = useUiText();
  const [entry, setEntry] = useState<Entry | null>(null);
  const current = useRef<Entry | null>(null);
  const nextId = useRef(0);
  const openModals = useRef(new Set<() => void>());

  // Where focus goes back when the imperative modals are done (they have no trigger).
  const returnFocus = useRef<HTMLElement | null>(null);

  const settleCurrent = useCallback((answer: ModalAnswer<unknown>, restoreFocus = true) => {
    const active = current.current;
    if (!active) return;
    current.current = null;
    setEntry(null);
    active.settle(answer);
    const target = returnFocus.current;
    if (!restoreFocus || !target) return;
    returnFocus.current = null;
    // After Radix's own close handling; only if focus was left nowhere (not taken by another modal).
    setTimeout(() => {
      const active = document.activeElement;
      if (target.isConnected && (!active || active === document.body)) target.focus();
    }, 0);
  }, []);

  const stack = useMemo<ModalStack>(
    () => ({
      register: (close) => {
        for (const other of [...openModals.current]) other();
        openModals.current.add(close);
        return () => {
          openModals.current.delete(close);
        };
      },
    }),
    [],
  );

  const open = useCallback(
    <T,>(renderOrOptions: ModalRender<T> | ModalOpenOptions<T>): Promise<ModalAnswer<T>> => {
      if (!current.current && document.activeElement instanceof HTMLElement) {
        returnFocus.current = document.activeElement;
      }
      settleCurrent({ status: 'closed' }, false);
      for (const close of [...openModals.current]) close();
      return new Promise<ModalAnswer<T>>((resolve) => {
        nextId.current += 1;
        const render: ModalRender<T> =
          typeof renderOrOptions === 'function'
            ? renderOrOptions
            : (controls) => (
                <OptionsModal
                  options={renderOrOptions as ModalOpenOptions<unknown>}
                  controls={controls as ModalControls<unknown>}
                />
              );
        const created: Entry = {
          id: nextId.current,
          render: render as ModalRender<unknown>,
          settle: resolve as (answer: ModalAnswer<unknown>) => void,
        };
        current.current = created;
        setEntry(created);
      });
    },
    [settleCurrent],
  );

  const closeAll = useCallback(() => {
    settleCurrent({ status: 'closed' });
    for (const close of [...openModals.current]) close();
  }, [settleCurrent]);

  const api = useMemo<ModalApi>(() => {
    const confirm: ModalApi['confirm'] = (options) =>
      open<true>({ size: 'sm', ...options, mode: 'confirm' }).then((answer) => answer.status === 'answered');
    return {
      open,
      closeAll,
      confirm,
      confirmDiscardChanges: (options) =>
        confirm({
          title: texts.modal.discardChanges,
          confirmLabel: texts.modal.discard,
          confirmVariant: 'danger',
          ...options,
        }),
      confirmExitApp: (options) =>
        confirm({ title: texts.modal.exitApp, confirmLabel: texts.modal.exit, ...options }),
    };
  }, [open, closeAll, texts]);

  return (
    <ModalApiContext.Provider value={api}>
      <ModalStackContext.Provider value={stack}>
        {children}
        {entry ? (
          <Suspense fallback={null}>
            <ImperativeModal key={entry.id} entry={entry} onSettle={settleCurrent} current={current} />
          </Suspense>
        ) : null}
      </ModalStackContext.Provider>
    </ModalApiContext.Provider>
  );
}

function ImperativeModal({
  entry,
  onSettle,
  current,
}: {
  entry: Entry;
  onSettle: (answer: ModalAnswer<unknown>) => void;
  current: { current: Entry | null };
}) {
  // Settles only while this entry is still the current one.
  const settle = useCallback(
    (answer: ModalAnswer<unknown>) => {
      if (current.current === entry) onSettle(answer);
    },
    [current, entry, onSettle],
  );
  const controls = useMemo<ModalControls<unknown>>(
    () => ({
      answer: (value) => settle({ status: 'answered', value }),
      close: () => settle({ status: 'closed' }),
    }),
    [settle],
  );
  const slot = useMemo<ModalSlot>(
    () => ({
      open: true,
      onOpenChange: (next) => {
        if (!next) settle({ status: 'closed' });
      },
    }),
    [settle],
  );
  return <ModalSlotContext.Provider value={slot}>{entry.render(controls)}</ModalSlotContext.Provider>;
}

/** `open`, `closeAll`, `confirm`, `confirmDiscardChanges`, `confirmExitApp`. Needs a `ModalProvider`. */
export function useModal(): ModalApi {
  const api = useContext(ModalApiContext);
  if (!api) throw new Error('useModal() needs a <ModalProvider> above it.');
  return api;
}
