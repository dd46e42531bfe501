import * as Dialog from '@radix-ui/react-dialog';
import {
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './Modal.css.ts';
import { ModalSlotContext, ModalStackContext } from './modal-context.ts';

export type ModalSize = 'sm' | 'md' | 'lg';
/** `confirm`: the user must answer; Escape and backdrop clicks do not close, there is no header close button. */
export type ModalMode = 'default' | 'confirm';

/** Returning `false` (or a promise of it) from `onConfirm` keeps the modal open. */
// biome-ignore lint/suspicious/noConfusingVoidType: return position; plain `() => void` handlers must fit.
export type ModalConfirmHandler = () => void | boolean | Promise<void | boolean>;

export interface ModalProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element (usually a `Button`) that opens the modal; it gets focus back on close. */
  trigger?: ReactElement;
  /** The accessible name of the dialog, shown as its heading. */
  title: ReactNode;
  /** Optional text under the title, linked as the dialog's description. */
  description?: ReactNode;
  /** SPEC 2.3: sm (max 500px), md (650px, default), lg (800px). */
  size?: ModalSize;
  mode?: ModalMode;
  /** The body. */
  children?: ReactNode;
  /**
   * Replaces the default footer (Cancelar + the confirm button). `null` renders no footer; use
   * `ModalClose` inside a custom footer to close.
   */
  footer?: ReactNode;
  /** The confirm button's action. The modal closes afterwards unless it returns `false`. */
  onConfirm?: ModalConfirmHandler;
  /** Called when the modal closes without a confirmation (Cancelar, close button, Escape, backdrop). */
  onCancel?: () => void;
  /** Defaults to the `ui` text `modal.confirm` ('Aceptar'). */
  confirmLabel?: ReactNode;
  /** Defaults to the `ui` text `modal.cancel` ('Cancelar'). */
  cancelLabel?: ReactNode;
  confirmVariant?: 'primary' | 'danger';
  /** Extra class on the dialog panel. */
  className?: string;
}

/** Closes the surrounding `Modal` (Radix `Dialog.Close`); use `asChild` to wrap your own button. */
export const ModalClose = Dialog.Close;

function CloseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A modal dialog on Radix Dialog: focus trap, focus return, scroll lock, `aria-modal`. */
export function Modal({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  size = 'md',
  mode = 'default',
  children,
  footer,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  className,
}: ModalProps) {
  const texts = useUiText();
  // Inside `useModal().open(render)` the provider drives the open state.
  const slot = useContext(ModalSlotContext);
  const stack = useContext(ModalStackContext);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? slot?.open ?? uncontrolledOpen;
  const isConfirm = mode === 'confirm';
  const blocksDismiss = isConfirm || pending;

  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined && !slot) setUncontrolledOpen(next);
      slot?.onOpenChange(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange, slot],
  );

  // SPEC 2.3: under a `ModalProvider` only one modal is open; opening this one closes the others.
  const closeFromOutside = useRef(() => {});
  closeFromOutside.current = () => {
    onCancel?.();
    setOpen(false);
  };
  useEffect(() => {
    if (!isOpen || !stack) return;
    return stack.register(() => closeFromOutside.current());
  }, [isOpen, stack]);

  // Radix reports every dismissal (Escape, backdrop, close buttons) through here.
  const handleOpenChange = (next: boolean) => {
    if (!next) {
      if (pending) return;
      onCancel?.();
    }
    setOpen(next);
  };

  const handleConfirm = async () => {
    let result: unknown;
    try {
      const maybe = onConfirm?.();
      if (maybe instanceof Promise) {
        setPending(true);
        result = await maybe;
      } else {
        result = maybe;
      }
    } finally {
      setPending(false);
    }
    if (result !== false) setOpen(false);
  };

  const preventIfBlocking = (event: Event) => {
    if (blocksDismiss) event.preventDefault();
  };

  const showConfirm = isConfirm || onConfirm !== undefined;
  const defaultFooter = (
    <div className={styles.footer}>
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={pending}>
          {cancelLabel ?? texts.modal.cancel}
        </Button>
      </Dialog.Close>
      {showConfirm ? (
        <Button variant={confirmVariant} loading={pending} onClick={handleConfirm}>
          {confirmLabel ?? texts.modal.confirm}
        </Button>
      ) : null}
    </div>
  );
  const hasDescription = description !== undefined && description !== null && description !== '';

  return (
    // A modal nested in this one's content is not driven by the provider's slot.
    <ModalSlotContext.Provider value={null}>
      <Dialog.Root open={isOpen} onOpenChange={handleOpenChange}>
        {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} data-slot="overlay" />
          <Dialog.Content
            className={[styles.content, styles.size[size], className].filter(Boolean).join(' ')}
            role={isConfirm ? 'alertdialog' : 'dialog'}
            aria-modal="true"
            data-size={size}
            data-mode={mode}
            onEscapeKeyDown={preventIfBlocking}
            onPointerDownOutside={preventIfBlocking}
            onInteractOutside={preventIfBlocking}
            // Without a description, tell Radix there is none on purpose.
            {...(hasDescription ? {} : { 'aria-describedby': undefined })}
          >
            <div className={styles.header}>
              <div className={styles.headings}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                {hasDescription ? (
                  <Dialog.Description className={styles.description}>{description}</Dialog.Description>
                ) : null}
              </div>
              {isConfirm ? null : (
                <Dialog.Close className={styles.close} aria-label={texts.modal.close}>
                  <CloseIcon />
                </Dialog.Close>
              )}
            </div>
            {children !== undefined && children !== null ? (
              <div className={styles.body}>{children}</div>
            ) : null}
            {footer === undefined ? defaultFooter : footer}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </ModalSlotContext.Provider>
  );
}
