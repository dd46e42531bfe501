import { IconButton, MinusIcon, PlusIcon } from '@faena/ui';
import { select } from 'd3-selection';
import { type ZoomBehavior, type ZoomTransform, zoom, zoomIdentity } from 'd3-zoom';
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CARD, type ChartLayout, cardsIn, linksPath, type Placed } from './layout';
import { NodeCard } from './NodeCard';
import type { OrgTreeStore } from './store';

/** Below this zoom the cards are too small to read: the chart draws them on a canvas instead. */
export const OVERVIEW_BELOW = 0.4;
const SCALE_EXTENT: [number, number] = [0.02, 2];
/** Cards this far (screen pixels) outside the viewport are rendered too, so panning shows no gaps. */
const MARGIN = 160;
/** The viewport where it cannot be measured (no layout engine). */
const FALLBACK_SIZE = { width: 1024, height: 640 };
const PADDING = 24;

export interface ChartViewHandle {
  /** Centres a node (zooming in to reading size when the chart is in overview). */
  centerOn(id: string): void;
}

export interface ChartViewProps {
  store: OrgTreeStore;
  layout: ChartLayout;
  version: number;
  focusedId: string | null;
  highlightedId: string | null;
  /** The node whose DOM element should take focus once rendered. */
  pendingFocus: RefObject<string | null>;
  onFocusNode: (id: string) => void;
  onToggle: (id: string) => void;
  onKey: (event: KeyboardEvent<HTMLElement>, id: string) => void;
  ref?: RefObject<ChartViewHandle | null>;
}

const sameSize = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  a.width === b.width && a.height === b.height;

/**
 * The 2-D chart: a zoomable, pannable layer (d3-zoom: wheel, pinch, drag; buttons) holding only the
 * cards inside the viewport plus a margin, and one SVG path for their links. Zoomed far out it
 * draws plain rectangles on a canvas, so the DOM stays small at any zoom and any tree size.
 */
export function ChartView({
  store,
  layout,
  version,
  focusedId,
  highlightedId,
  pendingFocus,
  onFocusNode,
  onToggle,
  onKey,
  ref,
}: ChartViewProps) {
  const { t } = useTranslation('orgChart');
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const zoomRef = useRef<ZoomBehavior<HTMLDivElement, unknown> | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  // A node kept at the same place on screen while the layout moves around it (expand, collapse).
  const anchor = useRef<{ id: string; sx: number; sy: number } | null>(null);
  const [size, setSize] = useState(FALLBACK_SIZE);
  const [transform, setTransform] = useState<ZoomTransform>(
    zoomIdentity.translate(FALLBACK_SIZE.width / 2, PADDING),
  );
  const transformRef = useRef(transform);
  transformRef.current = transform;
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const layoutRef = useRef(layout);
  layoutRef.current = layout;

  const apply = useCallback((next: ZoomTransform) => {
    const container = containerRef.current;
    if (container && zoomRef.current) select(container).call(zoomRef.current.transform, next);
  }, []);

  // d3-zoom on the container; its transform drives what is rendered.
  useLayoutEffect(() => {
    const container = containerRef.current as HTMLDivElement;
    const measured = { width: container.clientWidth, height: container.clientHeight };
    const initialSize = measured.width > 0 && measured.height > 0 ? measured : FALLBACK_SIZE;
    setSize(initialSize);
    const behaviour = zoom<HTMLDivElement, unknown>()
      .scaleExtent(SCALE_EXTENT)
      .on('zoom', (event: { transform: ZoomTransform; sourceEvent: unknown }) => {
        if (event.sourceEvent) anchor.current = null; // the person moved the chart
        setTransform(event.transform);
      });
    zoomRef.current = behaviour;
    select(container).call(behaviour).on('dblclick.zoom', null);
    select(container).call(behaviour.transform, zoomIdentity.translate(initialSize.width / 2, PADDING));
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            const next = { width: container.clientWidth, height: container.clientHeight };
            if (next.width > 0 && next.height > 0)
              setSize((previous) => (sameSize(previous, next) ? previous : next));
          });
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      select(container).on('.zoom', null);
    };
  }, []);

  // Keep the anchored node where it was when the layout changes.
  useLayoutEffect(() => {
    const held = anchor.current;
    const placed = held && layout.byId.get(held.id);
    if (!held || !placed) return;
    const { k, x, y } = transformRef.current;
    const nx = held.sx - k * placed.x;
    const ny = held.sy - k * placed.y;
    if (Math.abs(nx - x) > 0.5 || Math.abs(ny - y) > 0.5) apply(zoomIdentity.translate(nx, ny).scale(k));
  }, [layout, apply]);

  const hold = useCallback((id: string) => {
    const placed = layoutRef.current.byId.get(id);
    if (!placed) return;
    const { k, x, y } = transformRef.current;
    anchor.current = { id, sx: x + k * placed.x, sy: y + k * placed.y };
  }, []);

  const centerOn = useCallback(
    (id: string) => {
      const placed = layoutRef.current.byId.get(id);
      if (!placed) return;
      const { width, height } = sizeRef.current;
      const k = Math.max(transformRef.current.k, 1);
      const sx = width / 2;
      const sy = height / 2 - (k * CARD.height) / 2;
      anchor.current = { id, sx, sy };
      apply(zoomIdentity.translate(sx - k * placed.x, sy - k * placed.y).scale(k));
    },
    [apply],
  );

  /** Pans just enough to bring a node fully into view (keyboard focus). */
  const reveal = useCallback(
    (id: string) => {
      const placed = layoutRef.current.byId.get(id);
      if (!placed) return;
      const { k, x, y } = transformRef.current;
      if (k < OVERVIEW_BELOW) return centerOn(id);
      const { width, height } = sizeRef.current;
      const left = x + k * (placed.x - CARD.width / 2);
      const top = y + k * placed.y;
      const right = left + k * CARD.width;
      const bottom = top + k * CARD.height;
      let dx = 0;
      let dy = 0;
      if (left < PADDING) dx = PADDING - left;
      else if (right > width - PADDING) dx = width - PADDING - right;
      if (top < PADDING) dy = PADDING - top;
      else if (bottom > height - PADDING) dy = height - PADDING - bottom;
      if (dx !== 0 || dy !== 0) {
        anchor.current = null;
        apply(zoomIdentity.translate(x + dx, y + dy).scale(k));
      }
    },
    [apply, centerOn],
  );

  useImperativeHandle(ref, () => ({ centerOn }), [centerOn]);

  const zoomBy = (factor: number) => {
    const container = containerRef.current;
    if (container && zoomRef.current) select(container).call(zoomRef.current.scaleBy, factor);
  };
  const fit = () => {
    const { minX, maxX, minY, maxY } = layout.bounds;
    const { width, height } = size;
    const k = Math.min(
      SCALE_EXTENT[1],
      1,
      Math.max(
        SCALE_EXTENT[0],
        Math.min((width - 2 * PADDING) / (maxX - minX || 1), (height - 2 * PADDING) / (maxY - minY || 1)),
      ),
    );
    anchor.current = null;
    apply(
      zoomIdentity
        .translate(width / 2 - k * ((minX + maxX) / 2), height / 2 - k * ((minY + maxY) / 2))
        .scale(k),
    );
  };

  const overview = transform.k < OVERVIEW_BELOW;
  // The cards in (or near) the viewport: a few binary searches, whatever the tree's size.
  const visible = useMemo(() => {
    const { k, x, y } = transform;
    const margin = MARGIN / k;
    return cardsIn(layout, {
      x0: -x / k - margin,
      y0: -y / k - margin,
      x1: (size.width - x) / k + margin,
      y1: (size.height - y) / k + margin,
    });
  }, [layout, transform, size]);
  const cards = useMemo(() => {
    if (!overview) return visible;
    // In overview only the focused and the highlighted node stay in the DOM (focus lives there).
    return [focusedId, highlightedId].flatMap((id) => {
      const placed = id ? layout.byId.get(id) : undefined;
      return placed ? [placed] : [];
    });
  }, [overview, visible, focusedId, highlightedId, layout]);
  // The roving tab stop must be rendered even when it is off-screen.
  const withFocus = useMemo(() => {
    if (!focusedId || cards.some((card) => card.id === focusedId)) return cards;
    const placed = layout.byId.get(focusedId);
    return placed ? [...cards, placed] : cards;
  }, [cards, focusedId, layout]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks changes inside the store
  const links = useMemo(
    () => (overview ? '' : linksPath(layout, visible, store)),
    [overview, layout, visible, store, version],
  );

  // Overview: rectangles and links on a canvas the size of the viewport.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !overview) return;
    const context = typeof canvas.getContext === 'function' ? canvas.getContext('2d') : null;
    if (!context) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(size.width * ratio);
    canvas.height = Math.round(size.height * ratio);
    const style = getComputedStyle(canvas);
    const color = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    const { k, x, y } = transform;
    context.setTransform(ratio * k, 0, 0, ratio * k, ratio * x, ratio * y);
    context.lineWidth = 1.5 / k;
    context.strokeStyle = color('--faena-color-border-strong', '#8a8f98');
    context.stroke(new Path2D(linksPath(layout, visible, store)));
    context.fillStyle = color('--faena-color-surface', '#ffffff');
    context.strokeStyle = color('--faena-color-border', '#d8dbe0');
    for (const card of visible) {
      context.beginPath();
      context.rect(card.x - CARD.width / 2, card.y, CARD.width, CARD.height);
      context.fill();
      context.stroke();
    }
  }, [overview, transform, size, layout, visible, store]);

  // Move DOM focus once the requested card is rendered.
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (!wanted) return;
    const element = elements.current.get(wanted);
    if (element) {
      pendingFocus.current = null;
      reveal(wanted);
      element.focus({ preventScroll: true });
    }
  });

  const register = useCallback((id: string, element: HTMLElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);
  const toggle = useCallback(
    (id: string) => {
      hold(id);
      onToggle(id);
    },
    [hold, onToggle],
  );

  const nodeOf = (card: Placed) => store.nodes.get(card.id);
  return (
    <div className="relative h-full min-h-0 w-full overflow-hidden rounded-lg border border-border bg-bg-subtle">
      <div
        ref={containerRef}
        className="absolute inset-0 cursor-grab touch-none select-none active:cursor-grabbing"
        data-testid="org-chart-viewport"
      >
        {overview && <canvas ref={canvasRef} className="absolute inset-0 h-full w-full" />}
        <div
          role="tree"
          aria-label={t('chartLabel')}
          className="absolute top-0 left-0 origin-top-left"
          style={{ transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.k})` }}
          onKeyDown={(event) => {
            const id = (event.target as HTMLElement).dataset.nodeId;
            if (id) onKey(event, id);
          }}
          onFocus={(event) => {
            const id = (event.target as HTMLElement).dataset.nodeId;
            if (id && id !== focusedId) onFocusNode(id);
          }}
        >
          {links && (
            <svg aria-hidden="true" className="absolute top-0 left-0 overflow-visible" width="1" height="1">
              <path d={links} fill="none" className="stroke-border-strong" strokeWidth={1.25} />
            </svg>
          )}
          {withFocus.map((card) => {
            const node = nodeOf(card);
            if (!node) return null;
            const siblings = store.siblingsOf(card.id);
            return (
              <NodeCard
                key={card.id}
                node={node}
                placed={card}
                setSize={siblings.length}
                posInSet={siblings.indexOf(card.id) + 1}
                expanded={store.isExpanded(card.id)}
                status={store.statusOf(card.id)}
                tabStop={card.id === focusedId}
                highlighted={card.id === highlightedId}
                onToggle={toggle}
                register={register}
              />
            );
          })}
        </div>
      </div>
      {overview && (
        <p className="pointer-events-none absolute top-3 left-3 rounded-md bg-surface/90 px-2 py-1 text-caption text-fg-muted">
          {t('overview')}
        </p>
      )}
      <div className="absolute right-3 bottom-3 flex flex-col gap-1 rounded-lg border border-border bg-surface p-1 shadow-sm">
        <IconButton label={t('zoomIn')} icon={<PlusIcon />} size="sm" onClick={() => zoomBy(1.4)} />
        <IconButton label={t('zoomOut')} icon={<MinusIcon />} size="sm" onClick={() => zoomBy(1 / 1.4)} />
        <IconButton label={t('fit')} icon={<FitIcon />} size="sm" onClick={fit} />
      </div>
    </div>
  );
}

function FitIcon() {
  return (
    <svg
      aria-hidden="true"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </svg>
  );
}
