import { cx } from 'class-variance-authority';
import {
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { CloseIcon } from '../Icons/Icons.tsx';
import * as styles from './Toast.css.ts';

export type ToastTone = 'default' | 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** SPEC 4: `default` (3 s), `success`, `warning` (3 s), `info` (light blue, 10 s, closable), `error` (red, 10 s, closable). */
  tone?: ToastTone;
  /** Milliseconds on screen (the time it is hovered or focused does not count). `Infinity`: until closed. */
  duration?: number;
  /** Shows the close button ('Cerrar'); default for `info`, `error` and toasts that never expire. */
  closable?: boolean;
}

export interface ToastApi {
  /** Queues a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes a toast (shown or queued). */
  dismiss: (id: string) => void;
  /** Removes every toast. */
  dismissAll: () => void;
}

/** SPEC 4 durations. */
export const TOAST_DURATIONS: Record<ToastTone, number> = {
  default: 3000,
  success: 3000,
  warning: 3000,
  info: 10000,
  error: 10000,
};

interface ToastRecord {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  tone: ToastTone;
  duration: number;
  closable: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** How many toasts show at once (default 3); the rest wait in a queue. */
  max?: number;
}

let counter = 0;

/**
 * Holds the toast queue and renders the stack. Mount once near the root; `useToast()` reaches it.
 * Toasts pause while the pointer is over the stack or focus is in it; Escape closes the focused one.
 */
export function ToastProvider({ children, max = 3 }: ToastProviderProps) {
  const texts = useUiText();
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const dismissAll = useCallback(() => setToasts([]), []);
  const show = useCallback((options: ToastOptions) => {
    counter += 1;
    const id = `faena-toast-${counter}`;
    const tone = options.tone ?? 'default';
    const duration = options.duration ?? TOAST_DURATIONS[tone];
    const closable = options.closable ?? (tone === 'error' || tone === 'info' || !Number.isFinite(duration));
    setToasts((current) => [
      ...current,
      { id, title: options.title, description: options.description, tone, duration, closable },
    ]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss, dismissAll }), [show, dismiss, dismissAll]);
  const visible = toasts.slice(0, Math.max(1, max));
  const paused = hovered || focused;

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const render = (toast: ToastRecord) => (
    <ToastItem
      key={toast.id}
      toast={toast}
      paused={paused}
      onDismiss={dismiss}
      closeLabel={texts.toast.close}
    />
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        className={styles.viewport}
        aria-label={texts.toast.region}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={handleBlur}
      >
        {/* Live regions exist before any toast, so screen readers announce each one added. */}
        <div className={styles.group} role="status" aria-live="polite" data-slot="polite">
          {visible.filter((toast) => toast.tone !== 'error').map(render)}
        </div>
        <div className={styles.group} role="alert" aria-live="assertive" data-slot="assertive">
          {visible.filter((toast) => toast.tone === 'error').map(render)}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  paused,
  onDismiss,
  closeLabel,
}: {
  toast: ToastRecord;
  paused: boolean;
  onDismiss: (id: string) => void;
  closeLabel: string;
}) {
  const remaining = useRef(toast.duration);
  const { id, duration } = toast;

  // The clock runs only while the toast is shown and not paused; pausing keeps what is left.
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, duration, id, onDismiss]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss(id);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the toast that holds focus.
    <div
      className={cx(styles.toast, styles.tone[toast.tone])}
      data-tone={toast.tone}
      data-toast-id={id}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.text}>
        <div className={styles.title}>{toast.title}</div>
        {toast.description ? <div className={styles.description}>{toast.description}</div> : null}
      </div>
      {toast.closable ? (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onDismiss(id)}>
          <CloseIcon width="1.1rem" height="1.1rem" />
        </button>
      ) : null}
    </div>
  );
}

/** `toast.show({ title, description?, tone?, duration?, closable? })`, `toast.dismiss(id)`, `toast.dismissAll()`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
