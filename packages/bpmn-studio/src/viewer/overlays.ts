import { elementTypeLabel, faenaElementType } from '@faena/workflow-engine';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type Overlays from 'diagram-js/lib/features/overlays/Overlays';
import type { ElementExecutionStats } from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import { countBadge, WAITING_MARKER, waitingBadge } from './BpmnViewer.css.ts';

/** The overlays' type: the viewer removes only its own overlays when the figures change. */
export const OVERLAY_TYPE = 'faena-execution';

/** What the viewer reads of a diagram element (bpmn-js shape, connection or label). */
export interface ElementLike {
  id: string;
  type?: string;
  parent?: unknown;
  labelTarget?: ElementLike;
  businessObject?: { $type: string; name?: string };
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  waypoints?: { x: number; y: number }[];
}

export interface BadgeTexts {
  countTitle: (count: string) => string;
  waitingTitle: (count: string) => string;
  format: (value: number) => string;
}

const CLOCK_SVG =
  '<svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/></svg>';

type BadgeKind = 'count' | 'waiting';

function badgeElement(kind: BadgeKind) {
  const badge = document.createElement('span');
  badge.className = kind === 'count' ? countBadge : waitingBadge;
  badge.dataset.executionBadge = kind;
  // The summary table carries the same figures for assistive technology.
  badge.setAttribute('aria-hidden', 'true');
  if (kind === 'waiting') badge.insertAdjacentHTML('afterbegin', CLOCK_SVG);
  badge.append('');
  return badge;
}

function setBadge(badge: HTMLElement, text: string, title: string) {
  const label = badge.lastChild!;
  if (label.textContent !== text) label.textContent = text;
  if (badge.title !== title) badge.title = title;
}

/** The middle of a sequence flow, relative to its bounding box (where overlays are positioned). */
function connectionMiddle(element: ElementLike) {
  const points = element.waypoints ?? [];
  const left = Math.min(...points.map((point) => point.x));
  const top = Math.min(...points.map((point) => point.y));
  const index = Math.max(0, Math.floor((points.length - 1) / 2));
  const from = points[index];
  const to = points[index + 1] ?? from;
  if (!from || !to) return { left: 0, top: 0 };
  return { left: (from.x + to.x) / 2 - left, top: (from.y + to.y) / 2 - top };
}

interface DrawnBadge {
  overlayId: string;
  badge: HTMLElement;
}

/**
 * The count and waiting badges of one imported diagram, and the marker on the elements where
 * executions wait. `update` changes only what differs from the figures drawn before: a refresh of
 * every element's figures rewrites texts instead of rebuilding a thousand overlays. Figures of
 * elements the diagram does not have are skipped.
 */
export class ExecutionOverlays {
  private readonly overlays: Overlays;
  private readonly canvas: Canvas;
  private readonly registry: ElementRegistry;
  private readonly drawn = new Map<string, Partial<Record<BadgeKind, DrawnBadge>>>();

  constructor(viewer: NavigatedViewer) {
    this.overlays = viewer.get<Overlays>('overlays');
    this.canvas = viewer.get<Canvas>('canvas');
    this.registry = viewer.get<ElementRegistry>('elementRegistry');
  }

  update(stats: readonly ElementExecutionStats[], texts: BadgeTexts): void {
    const next = new Map<string, ElementExecutionStats>();
    for (const stat of stats) next.set(stat.elementId, stat);

    for (const [elementId, badges] of this.drawn) {
      const stat = next.get(elementId);
      if (badges.count && !(stat && stat.count > 0)) this.remove(elementId, 'count');
      if (badges.waiting && !(stat && stat.waiting > 0)) this.remove(elementId, 'waiting');
    }

    for (const { elementId, count, waiting } of next.values()) {
      const element = this.registry.get(elementId) as ElementLike | undefined;
      if (!element?.parent) continue;
      if (count > 0) {
        const text = texts.format(count);
        setBadge(this.badge(element, 'count'), text, texts.countTitle(text));
      }
      // Executions wait at flow nodes only.
      if (waiting > 0 && element.waypoints === undefined) {
        const text = texts.format(waiting);
        setBadge(this.badge(element, 'waiting'), text, texts.waitingTitle(text));
      }
    }
  }

  /** Removes every badge and marker (elements a new import dropped are skipped). */
  clear(): void {
    this.overlays.remove({ type: OVERLAY_TYPE });
    for (const [elementId, badges] of this.drawn) {
      if (badges.waiting && this.registry.get(elementId)) this.canvas.removeMarker(elementId, WAITING_MARKER);
    }
    this.drawn.clear();
  }

  private badge(element: ElementLike, kind: BadgeKind): HTMLElement {
    const badges = this.drawn.get(element.id) ?? {};
    const existing = badges[kind];
    if (existing) return existing.badge;

    const middle = element.waypoints ? connectionMiddle(element) : undefined;
    const badge = badgeElement(kind);
    const overlayId = this.overlays.add(element.id, OVERLAY_TYPE, {
      position:
        kind === 'waiting'
          ? { top: -11, left: (element.width ?? 0) - 10 }
          : middle
            ? { left: middle.left - 12, top: middle.top - 11 }
            : { top: -11, left: -14 },
      html: badge,
      // Never smaller than 70 % of their size, however far the diagram is zoomed out.
      scale: { min: 0.7 },
    });
    if (kind === 'waiting') this.canvas.addMarker(element.id, WAITING_MARKER);
    badges[kind] = { overlayId, badge };
    this.drawn.set(element.id, badges);
    return badge;
  }

  private remove(elementId: string, kind: BadgeKind): void {
    const badges = this.drawn.get(elementId);
    const drawn = badges?.[kind];
    if (!badges || !drawn) return;
    this.overlays.remove(drawn.overlayId);
    if (kind === 'waiting') this.canvas.removeMarker(elementId, WAITING_MARKER);
    delete badges[kind];
    if (!badges.count && !badges.waiting) this.drawn.delete(elementId);
  }
}

/**
 * Fits the whole diagram into the viewport, centred, with a margin for the badges (bpmn-js accepts
 * the centre `'auto'`; its types only name a point). Returns the scale.
 */
export function fitViewport(canvas: Canvas): number {
  const fitted = canvas.zoom('fit-viewport', 'auto' as never);
  return canvas.zoom(fitted * 0.9);
}

/** The element's name, or its Faena type label ('Tarea de usuario') when it has none. */
export function elementDisplayName(
  element: ElementLike | undefined,
  locale: StudioLocale,
  sequenceFlowLabel: string,
): string | undefined {
  const bo = element?.businessObject;
  if (!bo) return undefined;
  const name = bo.name?.trim();
  if (name) return name;
  if (bo.$type === 'bpmn:SequenceFlow') return sequenceFlowLabel;
  const type = faenaElementType(bo as Parameters<typeof faenaElementType>[0]);
  return type ? elementTypeLabel(type, locale) : bo.$type.replace(/^bpmn:/, '');
}

export interface SummaryRow extends ElementExecutionStats {
  name: string;
}

/**
 * The rows of the accessible summary: elements with visits or waiting executions, those where
 * executions wait first (most waiting first), then by visits; otherwise in the order given.
 */
export function summaryRows(
  viewer: NavigatedViewer,
  stats: readonly ElementExecutionStats[],
  locale: StudioLocale,
  sequenceFlowLabel: string,
): SummaryRow[] {
  const registry = viewer.get<ElementRegistry>('elementRegistry');
  // One row per element: a repeated id counts as in the overlays (the last figures win).
  const byElement = new Map(stats.map((stat) => [stat.elementId, stat]));
  return [...byElement.values()]
    .filter((stat) => stat.count > 0 || stat.waiting > 0)
    .map((stat) => ({
      ...stat,
      name:
        elementDisplayName(
          registry.get(stat.elementId) as ElementLike | undefined,
          locale,
          sequenceFlowLabel,
        ) ?? stat.elementId,
    }))
    .sort((a, b) => b.waiting - a.waiting || b.count - a.count);
}
