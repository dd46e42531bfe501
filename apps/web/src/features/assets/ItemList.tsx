// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid places its rows absolutely in a scroller, which a table's layout does not allow; the ARIA grid roles carry the semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: rows take focus by roving tabindex; the header and the loading row are not meant to.
/**
 * A folder's rows as an ARIA grid, virtualised (only the rows in view and a few around them are
 * in the page), so a folder of thousands of documents opens at once; the next page of documents
 * loads as the end comes near. Keyboard: arrows, Home/End and Page Up/Down move between rows,
 * Enter opens, F2 renames, Delete deletes, → reaches the row's menu and ← comes back.
 */
import {
  DownloadIcon,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSeparator,
  EditIcon,
  IconButton,
  MoreIcon,
  TrashIcon,
} from '@faena/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@/platform/files/size';
import { relativeTime } from '@/platform/i18n/relative-time';
import { FileIcon } from './FileIcon';
import { type ExplorerRow, fileKind } from './model';

export const ROW_HEIGHT = 56;
/** How near the end (in rows) the next page is asked for. */
const PREFETCH_ROWS = 30;

export type RowAction = 'open' | 'download' | 'rename' | 'move' | 'share' | 'delete';

export interface ItemListProps {
  rows: readonly ExplorerRow[];
  /** Rows there are in all (loaded or not): the grid's row count. */
  totalRows: number;
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  onAction: (action: RowAction, row: ExplorerRow) => void;
  /** Whether folders may be shared (the organization's explorer, managers). */
  canShare: boolean;
  /** Current time for the relative dates (tests pass a fixed one). */
  now?: Date;
}

const GRID_COLUMNS =
  'grid grid-cols-[2.25rem_minmax(0,1fr)_2.5rem] items-center gap-x-3 sm:grid-cols-[2.25rem_minmax(0,1fr)_6rem_9rem_2.5rem]';

export function ItemList({
  rows,
  totalRows,
  label,
  hasMore,
  loadingMore,
  loadMore,
  onAction,
  canShare,
  now,
}: ItemListProps) {
  const { t } = useTranslation('assets');
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const focusWanted = useRef(false);
  const rowCount = rows.length + (hasMore ? 1 : 0);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 800, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  // The next page once the rows in view come near the end of what is loaded.
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - PREFETCH_ROWS) loadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, loadMore]);

  // The active row stays inside the list when rows go away.
  const current = Math.min(active, Math.max(0, rows.length - 1));

  // Focus follows the active row once it is rendered (it may have been scrolled into view).
  useEffect(() => {
    if (!focusWanted.current) return;
    const element = scroller.current?.querySelector<HTMLElement>(`[data-row-index="${current}"]`);
    if (element) {
      focusWanted.current = false;
      element.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    focusWanted.current = true;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const pageRows = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 600) / ROW_HEIGHT) - 1);

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, row: ExplorerRow) => {
    if (event.target !== event.currentTarget) {
      // Inside the row (its menu button): ← goes back to the row.
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        event.currentTarget.focus();
      }
      return;
    }
    const manage = row.item.canManage;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveTo(index + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        moveTo(index - 1);
        return;
      case 'Home':
        event.preventDefault();
        moveTo(0);
        return;
      case 'End':
        event.preventDefault();
        moveTo(rows.length - 1);
        return;
      case 'PageDown':
        event.preventDefault();
        moveTo(index + pageRows);
        return;
      case 'PageUp':
        event.preventDefault();
        moveTo(index - pageRows);
        return;
      case 'ArrowRight': {
        event.preventDefault();
        event.currentTarget.querySelector<HTMLElement>('button')?.focus();
        return;
      }
      case 'Enter':
        event.preventDefault();
        onAction('open', row);
        return;
      case 'F2':
        if (manage) {
          event.preventDefault();
          onAction('rename', row);
        }
        return;
      case 'Delete':
        if (manage) {
          event.preventDefault();
          onAction('delete', row);
        }
        return;
      default:
    }
  };

  return (
    <div
      role="grid"
      aria-label={label}
      aria-rowcount={totalRows + 1}
      aria-colcount={4}
      aria-describedby={hintId}
      className="flex min-h-0 flex-col overflow-hidden rounded-lg border border-border bg-surface"
    >
      <p id={hintId} className="sr-only">
        {t('keyboardHint')}
      </p>
      <div role="rowgroup">
        <div
          role="row"
          aria-rowindex={1}
          className={`${GRID_COLUMNS} border-b border-border bg-bg-subtle px-3 py-2 text-caption font-medium text-fg-muted max-sm:sr-only`}
        >
          <span role="columnheader" className="col-span-2">
            {t('columns.name')}
          </span>
          <span role="columnheader" className="max-sm:hidden text-right">
            {t('columns.size')}
          </span>
          <span role="columnheader" className="max-sm:hidden">
            {t('columns.modified')}
          </span>
          <span role="columnheader">
            <span className="sr-only">{t('columns.actions')}</span>
          </span>
        </div>
      </div>
      <div
        ref={scroller}
        role="rowgroup"
        className="max-h-[calc(100dvh-16rem)] min-h-0 overflow-auto"
        style={{ height: virtualizer.getTotalSize() }}
        data-testid="asset-rows"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((virtual) => {
            const row = rows[virtual.index];
            const style = {
              position: 'absolute' as const,
              top: 0,
              left: 0,
              width: '100%',
              height: virtual.size,
              transform: `translateY(${virtual.start}px)`,
            };
            if (!row)
              return (
                <div
                  key="loading-more"
                  role="row"
                  aria-rowindex={virtual.index + 2}
                  style={style}
                  className="flex items-center px-3 text-body text-fg-muted"
                >
                  <span role="gridcell" aria-busy="true">
                    {t('loadingMore')}
                  </span>
                </div>
              );
            return (
              <Row
                key={`${row.kind}:${row.id}`}
                row={row}
                index={virtual.index}
                active={virtual.index === current}
                style={style}
                canShare={canShare}
                now={now}
                onFocus={() => setActive(virtual.index)}
                onKeyDown={(event) => onRowKeyDown(event, virtual.index, row)}
                onAction={onAction}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

function Row({
  row,
  index,
  active,
  style,
  canShare,
  now,
  onFocus,
  onKeyDown,
  onAction,
}: {
  row: ExplorerRow;
  index: number;
  active: boolean;
  style: CSSProperties;
  canShare: boolean;
  now: Date | undefined;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onAction: (action: RowAction, row: ExplorerRow) => void;
}) {
  const { t, i18n } = useTranslation('assets');
  const isFolder = row.kind === 'folder';
  const kind = isFolder ? 'folder' : fileKind(row.item.contentType, row.name);
  const modified = relativeTime(new Date(row.item.updatedAt), now ?? new Date(), i18n.language);
  const size = row.kind === 'document' ? formatSize(row.item.size, i18n.language) : '';
  const shared = row.kind === 'folder' && row.item.audience ? row.item.audience.name : null;
  const manage = row.item.canManage;
  const kindLabel = t(`kind.${kind}`);

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      data-row-index={index}
      data-kind={row.kind}
      style={style}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus();
      }}
      onKeyDown={onKeyDown}
      onDoubleClick={() => onAction('open', row)}
      className={`${GRID_COLUMNS} cursor-default border-b border-border px-3 outline-none last:border-b-0 hover:bg-bg-subtle focus-visible:bg-bg-subtle focus-visible:ring-2 focus-visible:ring-focus-ring focus-visible:ring-inset aria-selected:bg-bg-subtle`}
    >
      <span role="gridcell" className="flex items-center justify-center text-fg-muted">
        <FileIcon kind={kind} label={kindLabel} />
      </span>
      <span role="gridcell" className="flex min-w-0 flex-col">
        <button
          type="button"
          tabIndex={-1}
          onClick={() => onAction('open', row)}
          className="min-w-0 truncate text-left text-body font-medium text-fg hover:underline"
          aria-label={isFolder ? t('folderRow', { name: row.name }) : row.name}
        >
          {row.name}
        </button>
        <span className="truncate text-caption text-fg-muted">
          <span className="sm:hidden">{size ? `${size} · ${modified}` : modified}</span>
          {shared ? (
            <span>
              <span className="sm:hidden"> · </span>
              {t('sharedWith', { audience: shared })}
            </span>
          ) : null}
        </span>
      </span>
      <span role="gridcell" className="max-sm:hidden text-right text-body tabular-nums text-fg-muted">
        {size}
      </span>
      <span role="gridcell" className="max-sm:hidden truncate text-body text-fg-muted">
        <time dateTime={row.item.updatedAt}>{modified}</time>
      </span>
      <span role="gridcell" className="flex justify-end">
        <DropdownMenu
          trigger={
            <IconButton
              size="sm"
              variant="ghost"
              tabIndex={-1}
              label={t('actions.menu', { name: row.name })}
              icon={<MoreIcon />}
            />
          }
        >
          <DropdownMenuItem onSelect={() => onAction('open', row)}>
            {isFolder ? t('actions.open') : t('actions.preview')}
          </DropdownMenuItem>
          {row.kind === 'document' ? (
            <DropdownMenuItem icon={<DownloadIcon />} onSelect={() => onAction('download', row)}>
              {t('actions.download')}
            </DropdownMenuItem>
          ) : null}
          {manage ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem icon={<EditIcon />} onSelect={() => onAction('rename', row)}>
                {t('actions.rename')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onAction('move', row)}>{t('actions.move')}</DropdownMenuItem>
              {isFolder && canShare ? (
                <DropdownMenuItem onSelect={() => onAction('share', row)}>
                  {t('actions.share')}
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuSeparator />
              <DropdownMenuItem destructive icon={<TrashIcon />} onSelect={() => onAction('delete', row)}>
                {t('actions.delete')}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenu>
      </span>
    </div>
  );
}
