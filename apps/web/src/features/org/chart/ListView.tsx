import { Avatar, ChevronDownIcon, RefreshIcon, Spinner } from '@faena/ui';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { holdersText, nodeLabel } from './describe';
import type { OrgTreeStore } from './store';

export interface ListViewProps {
  store: OrgTreeStore;
  version: number;
  focusedId: string | null;
  highlightedId: string | null;
  pendingFocus: RefObject<string | null>;
  onFocusNode: (id: string) => void;
  onToggle: (id: string) => void;
  onKey: (event: KeyboardEvent<HTMLElement>, id: string) => void;
}

/**
 * The same tree as an indented, collapsible list (the ARIA tree view pattern with nested groups):
 * the screen-reader friendly alternative to the 2-D chart. Loads children as it expands, like the
 * chart, from the same store.
 */
export function ListView({
  store,
  focusedId,
  highlightedId,
  pendingFocus,
  onFocusNode,
  onToggle,
  onKey,
}: ListViewProps) {
  const { t } = useTranslation('orgChart');
  const elements = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    const wanted = pendingFocus.current;
    const element = wanted ? elements.current.get(wanted) : undefined;
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const item = (id: string, level: number, siblings: readonly string[]) => {
    const node = store.nodes.get(id);
    if (!node) return null;
    const status = store.statusOf(id);
    const expanded = store.isExpanded(id);
    const children = store.visibleChildren(id);
    const hasReports = node.childCount > 0;
    return (
      <div
        key={id}
        ref={(element) => {
          if (element) elements.current.set(id, element);
          else elements.current.delete(id);
        }}
        role="treeitem"
        aria-level={level}
        aria-setsize={siblings.length}
        aria-posinset={siblings.indexOf(id) + 1}
        aria-expanded={hasReports ? expanded : undefined}
        aria-busy={status === 'loading' || undefined}
        aria-label={nodeLabel(t, node)}
        aria-description={status === 'error' ? t('childrenError') : undefined}
        tabIndex={id === focusedId ? 0 : -1}
        data-node-id={id}
        className="outline-none focus-visible:[&>div]:ring-2 focus-visible:[&>div]:ring-focus-ring"
      >
        <div
          aria-hidden="true"
          className={`flex min-h-11 items-center gap-2 rounded-md py-1 pr-2 ${id === highlightedId ? 'bg-primary-subtle' : 'hover:bg-bg-muted'}`}
          style={{ paddingLeft: `${(level - 1) * 1.25 + 0.25}rem` }}
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: pointer only; the treeitem toggles with Enter / Space and → / ← */}
          <span
            className="flex size-6 shrink-0 cursor-pointer items-center justify-center text-fg-muted"
            onClick={() => onToggle(id)}
          >
            {status === 'loading' ? (
              <Spinner size="sm" label={t('loadingChildren')} />
            ) : status === 'error' ? (
              <RefreshIcon className="text-danger-fg" />
            ) : hasReports ? (
              <ChevronDownIcon className={expanded ? '' : '-rotate-90'} />
            ) : null}
          </span>
          {node.holders[0] ? (
            <Avatar
              name={node.holders[0].name}
              src={node.holders[0].photoUrl}
              size="sm"
              className="shrink-0"
            />
          ) : (
            <span className="size-8 shrink-0 rounded-full border border-dashed border-border-strong" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate text-label text-fg">{node.title}</span>
            <span
              className={`block truncate text-caption ${node.holders.length ? 'text-fg-muted' : 'italic text-fg-subtle'}`}
            >
              {holdersText(t, node)}
            </span>
          </span>
          {status === 'error' ? (
            <span className="text-caption text-danger-fg">{t('childrenError')}</span>
          ) : hasReports ? (
            <span className="shrink-0 text-caption text-fg-subtle">
              {t('reports', { count: node.childCount })}
            </span>
          ) : null}
        </div>
        {expanded && children.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a tree view's group of child treeitems, not a form fieldset
          <div role="group">{children.map((child) => item(child, level + 1, children))}</div>
        )}
      </div>
    );
  };

  return (
    <div
      role="tree"
      aria-label={t('listLabel')}
      className="h-full overflow-auto rounded-lg border border-border bg-surface p-2"
      onKeyDown={(event) => {
        const id = (event.target as HTMLElement).dataset.nodeId;
        if (id) onKey(event, id);
      }}
      onFocus={(event) => {
        const id = (event.target as HTMLElement).dataset.nodeId;
        if (id && id !== focusedId) onFocusNode(id);
      }}
    >
      {store.rootIds.map((id) => item(id, 1, store.rootIds))}
    </div>
  );
}
