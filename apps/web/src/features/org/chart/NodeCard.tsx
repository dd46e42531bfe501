import { Avatar, ChevronDownIcon, ChevronUpIcon, RefreshIcon, Spinner } from '@faena/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeLabel } from './describe';
import { CARD, type Placed } from './layout';
import type { LoadStatus } from './store';
import type { OrgChartNode } from './types';

export interface NodeCardProps {
  node: OrgChartNode;
  placed: Placed;
  setSize: number;
  posInSet: number;
  expanded: boolean;
  status: LoadStatus | undefined;
  /** The roving tab stop: the one card in the tab order. */
  tabStop: boolean;
  highlighted: boolean;
  onToggle: (id: string) => void;
  register: (id: string, element: HTMLElement | null) => void;
}

/**
 * A position as a card, absolutely placed in the chart's transformed layer: title, first holder
 * (avatar + name, '+N' for more), 'Vacante' when nobody holds it, and below it the control with the
 * number of direct reports (a spinner while they load, retry when they failed). The card is the
 * treeitem; the control is for the pointer (the keyboard uses Enter / Space on the card).
 */
export const NodeCard = memo(function NodeCard({
  node,
  placed,
  setSize,
  posInSet,
  expanded,
  status,
  tabStop,
  highlighted,
  onToggle,
  register,
}: NodeCardProps) {
  const { t } = useTranslation('orgChart');
  const [first, ...others] = node.holders;
  const hasReports = node.childCount > 0;
  return (
    <div
      ref={(element) => register(node.id, element)}
      role="treeitem"
      aria-level={placed.level}
      aria-setsize={setSize}
      aria-posinset={posInSet}
      aria-expanded={hasReports ? expanded : undefined}
      aria-busy={status === 'loading' || undefined}
      aria-label={nodeLabel(t, node)}
      aria-description={status === 'error' ? t('childrenError') : undefined}
      tabIndex={tabStop ? 0 : -1}
      data-node-id={node.id}
      className={`absolute flex items-center gap-2 rounded-lg border bg-surface px-3 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-focus-ring ${
        highlighted ? 'border-primary ring-2 ring-primary' : 'border-border'
      }`}
      style={{ left: placed.x - CARD.width / 2, top: placed.y, width: CARD.width, height: CARD.height }}
    >
      <div aria-hidden="true" className="flex min-w-0 flex-1 items-center gap-2">
        {first ? (
          <Avatar name={first.name} src={first.photoUrl} size="sm" className="shrink-0" />
        ) : (
          <span className="size-8 shrink-0 rounded-full border border-dashed border-border-strong" />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-label text-fg">{node.title}</p>
          <p className={`flex gap-1 text-caption ${first ? 'text-fg-muted' : 'italic text-fg-subtle'}`}>
            <span className="truncate">{first ? first.name : t('vacant')}</span>
            {others.length > 0 && (
              <span className="shrink-0 text-fg-subtle">{t('moreHolders', { count: others.length })}</span>
            )}
          </p>
        </div>
      </div>
      {(hasReports || status === 'error') && (
        // Pointer only: the keyboard toggles with Enter / Space on the card, the name says the count.
        <span
          aria-hidden="true"
          title={status === 'error' ? t('retry') : expanded ? t('collapse') : t('expand')}
          onClick={() => onToggle(node.id)}
          onPointerDown={(event) => event.stopPropagation()}
          className={`absolute -bottom-3 left-1/2 flex h-6 min-w-10 -translate-x-1/2 cursor-pointer items-center justify-center gap-0.5 rounded-full border bg-surface px-2 text-caption ${
            status === 'error' ? 'border-danger text-danger-fg' : 'border-border text-fg-muted hover:text-fg'
          }`}
        >
          {status === 'loading' ? (
            <Spinner size="sm" label={t('loadingChildren')} />
          ) : status === 'error' ? (
            <>
              <RefreshIcon width={12} height={12} />
              {t('retry')}
            </>
          ) : (
            <>
              {node.childCount}
              {expanded ? (
                <ChevronUpIcon width={12} height={12} />
              ) : (
                <ChevronDownIcon width={12} height={12} />
              )}
            </>
          )}
        </span>
      )}
    </div>
  );
});
