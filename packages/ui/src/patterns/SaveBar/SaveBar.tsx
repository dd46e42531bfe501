import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import * as styles from './SaveBar.css.ts';

/** The bar's words, given by the app in the page's language. */
export interface SaveBarLabels {
  /** The region's accessible name, e.g. 'Guardar cambios'. */
  region: string;
  /** Shown while there are unsaved edits, e.g. 'Tienes cambios sin guardar'. */
  dirty: string;
  /** Shown while nothing changed, e.g. 'No hay cambios por guardar'. */
  clean: string;
  save: string;
  saving: string;
  discard: string;
}

export interface SaveBarProps {
  /** Whether the form has unsaved edits: the save and discard buttons work only then. */
  dirty: boolean;
  /** A save is under way: the save button shows progress. */
  saving?: boolean;
  labels: SaveBarLabels;
  /** Puts the form back as it was saved; without it there is no discard button. */
  onDiscard?: () => void;
  /** A message about the whole form (e.g. why it was not saved), announced as an alert. */
  error?: ReactNode;
  /** The id of the error element, so the form can point `aria-describedby` at it. */
  errorId?: string;
  /** The form the save button submits when the bar is rendered outside it. */
  form?: string;
  className?: string;
}

/** The CSS variable on `<html>` with the room the save bar and the chrome under it take at the bottom. */
export const SAVE_BAR_INSET_VARIABLE = '--faena-bottom-inset';

/** Marks chrome fixed (or sticky) at the bottom of the viewport that the save bar must stay above. */
export const BOTTOM_CHROME_ATTRIBUTE = 'data-bottom-chrome';

function heightOf(element: Element | null): number {
  if (!element) return 0;
  const { position } = getComputedStyle(element);
  return position === 'fixed' || position === 'sticky' ? element.getBoundingClientRect().height : 0;
}

/**
 * Sticks the bar just above the bottom chrome (the phone's tab bar and impersonation banner), and
 * tells the page (`--faena-bottom-inset`, read by the toasts) how much room both take.
 */
function useAboveBottomChrome(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const place = () => {
      const chrome = document.querySelector(`[${BOTTOM_CHROME_ATTRIBUTE}]`);
      const offset = heightOf(chrome);
      bar.style.setProperty('--faena-save-bar-offset', `${offset}px`);
      // The bar's own `bottom` (the chrome's height and a small gap) plus its height.
      const bottom = Number.parseFloat(getComputedStyle(bar).bottom);
      const above = Number.isFinite(bottom) && bottom > offset ? bottom : offset;
      root.style.setProperty(SAVE_BAR_INSET_VARIABLE, `${above + bar.getBoundingClientRect().height}px`);
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(bar);
    const chrome = document.querySelector(`[${BOTTOM_CHROME_ATTRIBUTE}]`);
    if (chrome) observer?.observe(chrome);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      root.style.removeProperty(SAVE_BAR_INSET_VARIABLE);
    };
  }, [ref]);
}

/**
 * A form's save bar (SPEC 2.3): always reachable at the bottom of the viewport — above the phone's
 * bottom tab bar — with what state the form is in, 'Guardar cambios' (disabled while nothing
 * changed, and saying so) and 'Descartar'. Render it as the last child of the `<form>`.
 */
export function SaveBar({
  dirty,
  saving = false,
  labels,
  onDiscard,
  error,
  errorId,
  form,
  className,
}: SaveBarProps) {
  const ref = useRef<HTMLElement>(null);
  const statusId = useId();
  const ownErrorId = useId();
  useAboveBottomChrome(ref);

  return (
    <section
      ref={ref}
      aria-label={labels.region}
      data-state={dirty ? 'dirty' : 'clean'}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div id={errorId ?? ownErrorId} role="alert" className={styles.error}>
        {error ?? ''}
      </div>
      <div className={styles.row}>
        <p id={statusId} className={styles.status} aria-live="polite">
          {dirty ? labels.dirty : labels.clean}
        </p>
        <div className={styles.actions}>
          {onDiscard ? (
            <Button type="button" variant="secondary" disabled={!dirty || saving} onClick={onDiscard}>
              {labels.discard}
            </Button>
          ) : null}
          <Button type="submit" form={form} loading={saving} disabled={!dirty} aria-describedby={statusId}>
            {saving ? labels.saving : labels.save}
          </Button>
        </div>
      </div>
    </section>
  );
}
