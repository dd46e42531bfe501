import { Button, ClockIcon, IconButton, MinusIcon, PlusIcon, useUiLocale, visuallyHidden } from '@faena/ui';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import type ZoomScroll from 'diagram-js/lib/navigation/zoomscroll/ZoomScroll';
import { type RefObject, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ElementExecutionStats } from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import { loadBpmnViewer } from '../load-bpmn-viewer.ts';
import * as styles from './BpmnViewer.css.ts';
import { viewerMessages } from './messages.ts';
import { type ElementLike, ExecutionOverlays, fitViewport, summaryRows } from './overlays.ts';

export interface BpmnViewerProps {
  /** BPMN 2.0 XML to show (with diagram information). */
  xml: string;
  'aria-label': string;
  /** Per-element execution figures drawn as badges; updating them does not re-import the diagram. */
  stats?: ElementExecutionStats[];
  /** Give the viewer its size here: the diagram fills what the legend and table leave. */
  className?: string;
  /** Defaults to the nearest `UiTextProvider`'s locale. */
  locale?: StudioLocale;
  /** The bpmn-js instance once created (null when destroyed). */
  onViewer?: (viewer: NavigatedViewer | null) => void;
  /** An element was clicked on the diagram or chosen in the summary table. */
  onElementClick?: (elementId: string) => void;
}

type ViewerStatus = { state: 'loading' } | { state: 'ready' } | { state: 'error'; message: string };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A read-only BPMN diagram with execution overlays: how many executions visited each element and
 * where executions wait now. bpmn-js's NavigatedViewer is fetched on mount (see loadBpmnViewer).
 */
export function BpmnViewer({
  xml,
  'aria-label': ariaLabel,
  stats,
  className,
  locale: localeProp,
  onViewer,
  onElementClick,
}: BpmnViewerProps) {
  const uiLocale = useUiLocale();
  const locale: StudioLocale = localeProp ?? (uiLocale === 'en-US' ? 'en-US' : 'es-MX');
  const t = viewerMessages[locale];

  const canvasRef = useRef<HTMLDivElement>(null);
  const [viewer, setViewer] = useState<NavigatedViewer | null>(null);
  const [status, setStatus] = useState<ViewerStatus>({ state: 'loading' });
  /** Increases after every successful import: overlays and names are read from the new diagram. */
  const [imported, setImported] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [tableShown, setTableShown] = useState(false);
  const importQueue = useRef<Promise<unknown>>(Promise.resolve());
  /** The view right after the last fit: while nobody moved it, a resize fits the diagram again. */
  const fitted = useRef<string | undefined>(undefined);
  const tableId = useId();

  const onViewerRef = useRef(onViewer);
  const onElementClickRef = useRef(onElementClick);
  useEffect(() => {
    onViewerRef.current = onViewer;
    onElementClickRef.current = onElementClick;
  }, [onViewer, onElementClick]);

  // One viewer per mounted component; StrictMode's mount/unmount/mount gets two, the first destroyed.
  useEffect(() => {
    let disposed = false;
    let instance: NavigatedViewer | undefined;

    loadBpmnViewer().then(
      (createViewer) => {
        if (disposed || !canvasRef.current) return;
        const created = createViewer(canvasRef.current);
        instance = created;
        const eventBus = created.get<EventBus>('eventBus');
        eventBus.on('canvas.viewbox.changed', (event: { viewbox: { scale: number } }) => {
          if (!disposed) setZoom(event.viewbox.scale);
        });
        eventBus.on('element.click', (event: { element: ElementLike }) => {
          const element = event.element.labelTarget ?? event.element;
          if (element.parent) onElementClickRef.current?.(element.id);
        });
        setViewer(created);
        onViewerRef.current?.(created);
      },
      (error: unknown) => {
        if (!disposed) setStatus({ state: 'error', message: errorMessage(error) });
      },
    );

    return () => {
      disposed = true;
      if (instance) onViewerRef.current?.(null);
      instance?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!viewer) return;
    let superseded = false;
    setStatus({ state: 'loading' });
    // Imports run one at a time: a slow earlier parse must not render over a newer diagram.
    importQueue.current = importQueue.current.then(async () => {
      if (superseded) return;
      try {
        await viewer.importXML(xml);
        if (superseded) return;
        const canvas = viewer.get<Canvas>('canvas');
        fitted.current = undefined;
        // A hidden container (a closed panel) has no size to fit to; the resize below fits it later.
        if (canvas.getContainer().clientWidth > 0) fitAndRemember(canvas, fitted);
        setImported((count) => count + 1);
        setStatus({ state: 'ready' });
      } catch (error) {
        if (!superseded) setStatus({ state: 'error', message: errorMessage(error) });
      }
    });
    return () => {
      superseded = true;
    };
  }, [viewer, xml]);

  // The panel opens, the table shows, the window turns: keep a fitted diagram fitted.
  useEffect(() => {
    const stage = canvasRef.current;
    if (!viewer || !stage) return;
    const canvas = viewer.get<Canvas>('canvas');
    const observer = new ResizeObserver(() => {
      const untouched = fitted.current === undefined || fitted.current === viewboxKey(canvas);
      canvas.resized();
      if (untouched && stage.clientWidth > 0 && canvas.getRootElement().children.length > 0)
        fitAndRemember(canvas, fitted);
    });
    observer.observe(stage);
    return () => observer.disconnect();
  }, [viewer]);

  // The canvas is focusable (arrow keys pan it): give it a name.
  useEffect(() => {
    viewer?.get<Canvas>('canvas').getContainer().querySelector('svg')?.setAttribute('aria-label', t.canvas);
  }, [viewer, t]);

  // One set of overlays per imported diagram (a new import drops the old elements with theirs).
  const executionOverlays = useRef<ExecutionOverlays | null>(null);
  useLayoutEffect(() => {
    if (!viewer || imported === 0) return;
    const drawn = new ExecutionOverlays(viewer);
    executionOverlays.current = drawn;
    return () => {
      drawn.clear();
      executionOverlays.current = null;
    };
  }, [viewer, imported]);

  // Badges and markers follow `stats` (and the locale of their titles) without re-importing; drawn
  // in the same commit as the state that shows the diagram ready.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `imported` brings the new diagram's overlays
  useLayoutEffect(() => {
    executionOverlays.current?.update(stats ?? [], {
      countTitle: (count) => t.countBadge.replace('{count}', count),
      waitingTitle: (count) => t.waitingBadge.replace('{count}', count),
      format: new Intl.NumberFormat(locale).format,
    });
  }, [imported, stats, t, locale]);

  const rows = useMemo(
    () => (viewer && imported > 0 && stats ? summaryRows(viewer, stats, locale, t.sequenceFlow) : []),
    [viewer, imported, stats, locale, t],
  );
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const percent = useMemo(() => new Intl.NumberFormat(locale, { style: 'percent' }), [locale]);

  const zoomBy = (delta: 1 | -1) => viewer?.get<ZoomScroll>('zoomScroll').stepZoom(delta);
  const fit = () => {
    if (!viewer) return;
    const canvas = viewer.get<Canvas>('canvas');
    fitAndRemember(canvas, fitted);
  };
  const showElement = (elementId: string) => {
    if (viewer) {
      const element = viewer.get<ElementRegistry>('elementRegistry').get(elementId);
      if (element) {
        viewer.get<Selection>('selection').select(element);
        viewer.get<Canvas>('canvas').scrollToElement(element);
      }
    }
    onElementClickRef.current?.(elementId);
  };

  const ready = status.state === 'ready';
  const tableVisible = tableShown && ready;
  const elementsClickable = tableVisible && onElementClick !== undefined;

  return (
    <section
      aria-label={ariaLabel}
      aria-busy={status.state === 'loading'}
      data-state={status.state}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <div className={styles.stage}>
        <div ref={canvasRef} className={styles.canvas} />
        {ready && (
          <fieldset className={styles.controls}>
            <legend className={visuallyHidden}>{t.controls}</legend>
            <IconButton size="sm" label={t.zoomOut} icon={<MinusIcon />} onClick={() => zoomBy(-1)} />
            <span className={styles.zoomLevel} aria-live="polite" aria-atomic="true">
              <span className={visuallyHidden}>{t.zoomLevel}: </span>
              {percent.format(zoom)}
            </span>
            <IconButton size="sm" label={t.zoomIn} icon={<PlusIcon />} onClick={() => zoomBy(1)} />
            <IconButton size="sm" label={t.fit} icon={<FitIcon />} onClick={fit} />
          </fieldset>
        )}
        {status.state === 'loading' && (
          <p role="status" className={styles.state}>
            {t.loading}
          </p>
        )}
        {status.state === 'error' && (
          <div role="alert" className={styles.state}>
            <p className={styles.errorTitle}>{t.importError}</p>
            <pre className={styles.errorDetail}>{status.message}</pre>
          </div>
        )}
      </div>
      {ready && stats && (
        <>
          <div className={styles.footer}>
            <ul aria-label={t.legend} className={styles.legend}>
              <li className={styles.legendItem}>
                <span className={styles.countBadge} aria-hidden="true">
                  #
                </span>
                {t.legendCount}
              </li>
              <li className={styles.legendItem}>
                <span className={styles.waitingBadge} aria-hidden="true">
                  <ClockIcon />
                </span>
                {t.legendWaiting}
              </li>
            </ul>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? t.hideSummary : t.showSummary}
            </Button>
          </div>
          {/* Always in the accessibility tree; on screen only when asked for. */}
          {/* Shown, it scrolls on its own: focusable so keyboard users can scroll it too. */}
          <div
            id={tableId}
            className={tableVisible ? styles.tableWrap : visuallyHidden}
            {...(tableVisible && { tabIndex: 0, role: 'region', 'aria-label': t.summary })}
          >
            <table className={styles.table}>
              <caption className={styles.caption}>{t.summary}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.headerCell}>
                    {t.element}
                  </th>
                  <th scope="col" className={styles.numericHeaderCell}>
                    {t.count}
                  </th>
                  <th scope="col" className={styles.numericHeaderCell}>
                    {t.waiting}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={3} className={styles.cell}>
                      {t.noStats}
                    </td>
                  </tr>
                ) : (
                  rows.map((row) => (
                    <tr key={row.elementId} data-element-id={row.elementId}>
                      <th scope="row" className={styles.cell}>
                        {elementsClickable ? (
                          <button
                            type="button"
                            className={styles.elementButton}
                            onClick={() => showElement(row.elementId)}
                          >
                            {row.name}
                          </button>
                        ) : (
                          row.name
                        )}
                      </th>
                      <td className={styles.numericCell}>{number.format(row.count)}</td>
                      <td className={styles.numericCell}>{number.format(row.waiting)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** Fits the diagram and remembers the fitted view. */
function fitAndRemember(canvas: Canvas, fitted: RefObject<string | undefined>) {
  fitViewport(canvas);
  fitted.current = viewboxKey(canvas);
}

/** The current view as a comparable key. */
function viewboxKey(canvas: Canvas): string {
  const { x, y, scale } = canvas.viewbox();
  return `${Math.round(x)}:${Math.round(y)}:${scale.toFixed(4)}`;
}

/** Four corners: fit the whole diagram. */
function FitIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}
