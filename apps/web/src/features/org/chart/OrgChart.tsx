import { Button, EmptyState, Spinner, useToast } from '@faena/ui';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ChartView, type ChartViewHandle } from './ChartView';
import { chartKey, listKey } from './describe';
import { ListView } from './ListView';
import { layoutTree } from './layout';
import { SearchCombobox } from './SearchCombobox';
import { OrgTreeStore } from './store';
import type { OrgChartSearchResult, OrgChartSource } from './types';

export type { OrgChartNode, OrgChartSearchResult, OrgChartSource } from './types';

export interface OrgChartProps {
  source: OrgChartSource;
  /** Levels expanded when the chart opens (default 1: the top positions and their reports). */
  expandDepth?: number;
  /** The view it opens in (default the chart). */
  initialView?: 'chart' | 'list';
  /** Called once the first levels are loaded and shown. */
  onReady?: () => void;
  className?: string;
}

/**
 * The organisation chart (SPEC 2.2, /org-chart): positions in their reporting lines with who holds
 * them, as a zoomable 2-D chart (only the cards in view are rendered, so 20,000 people stay fast)
 * or as an indented list, with search that opens the way down to a match and focuses it.
 */
export function OrgChart({
  source,
  expandDepth = 1,
  initialView = 'chart',
  onReady,
  className,
}: OrgChartProps) {
  const { t } = useTranslation('orgChart');
  const toast = useToast();
  const store = useMemo(() => new OrgTreeStore(source), [source]);
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  const [view, setView] = useState(initialView);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const chart = useRef<ChartViewHandle | null>(null);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;

  useEffect(() => {
    let live = true;
    store.expandToDepth(expandDepth).then(() => {
      if (live) readyRef.current?.();
    });
    return () => {
      live = false;
    };
  }, [store, expandDepth]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks changes inside the store
  const layout = useMemo(() => layoutTree(store), [store, version]);

  // The tab stop: the first root until a node is focused; a collapsed-away node hands it to its
  // nearest shown ancestor.
  const tabStop = useMemo(() => {
    if (focusedId && layout.byId.has(focusedId)) return focusedId;
    for (
      let at = focusedId ? store.nodes.get(focusedId)?.parentId : null;
      at;
      at = store.nodes.get(at)?.parentId
    )
      if (layout.byId.has(at)) return at;
    return store.rootIds[0] ?? null;
  }, [focusedId, layout, store]);

  const focusNode = useCallback((id: string) => {
    pendingFocus.current = id;
    setFocusedId(id);
    setHighlightedId((current) => (current === id ? current : null));
  }, []);

  const toggle = useCallback((id: string) => void store.toggle(id), [store]);

  const onKey = useCallback(
    (event: KeyboardEvent<HTMLElement>, id: string) => {
      const action = (view === 'chart' ? chartKey : listKey)(store, id, event.key);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      if ('move' in action) focusNode(action.move);
      else void store.toggle(action.toggle);
    },
    [store, view, focusNode],
  );

  const pick = useCallback(
    async (result: OrgChartSearchResult) => {
      const id = result.node.id;
      const shown = await store.reveal(result.path, id);
      if (!shown) {
        toast.show({ title: t('search.notFound'), tone: 'error' });
        return;
      }
      pendingFocus.current = id;
      setFocusedId(id);
      setHighlightedId(id);
      // The layout with the opened path is computed on the next render; centre after it.
      requestAnimationFrame(() => chart.current?.centerOn(id));
      chart.current?.centerOn(id);
    },
    [store, toast, t],
  );

  const switchView = () => {
    setView((current) => (current === 'chart' ? 'list' : 'chart'));
    if (tabStop) pendingFocus.current = tabStop;
  };

  let body: React.ReactNode;
  if (store.rootStatus === 'loading' && store.rootIds.length === 0) {
    body = (
      <div className="flex h-full items-center justify-center" aria-busy="true">
        <Spinner label={t('loading')} showLabel />
      </div>
    );
  } else if (store.rootStatus === 'error') {
    body = (
      <div
        role="alert"
        className="flex h-full flex-col items-center justify-center gap-3 text-body text-fg-muted"
      >
        <p>{t('loadError')}</p>
        <Button variant="secondary" onClick={() => void store.expandToDepth(expandDepth)}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (store.rootIds.length === 0) {
    body = <EmptyState title={t('empty')} />;
  } else if (view === 'chart') {
    body = (
      <ChartView
        ref={chart}
        store={store}
        layout={layout}
        version={version}
        focusedId={tabStop}
        highlightedId={highlightedId}
        pendingFocus={pendingFocus}
        onFocusNode={focusNode}
        onToggle={toggle}
        onKey={onKey}
      />
    );
  } else {
    body = (
      <ListView
        store={store}
        version={version}
        focusedId={tabStop}
        highlightedId={highlightedId}
        pendingFocus={pendingFocus}
        onFocusNode={focusNode}
        onToggle={toggle}
        onKey={onKey}
      />
    );
  }

  return (
    <div className={`flex h-full min-h-[28rem] flex-col gap-3 ${className ?? ''}`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchCombobox source={source} onPick={pick} />
        <Button variant="secondary" size="sm" aria-pressed={view === 'list'} onClick={switchView}>
          {t('listView')}
        </Button>
      </div>
      <div className="min-h-0 flex-1">{body}</div>
    </div>
  );
}
