import type { OrgChartNode, OrgChartSource } from './types';

export type LoadStatus = 'loading' | 'error';

/**
 * The chart's tree as far as it has been loaded: nodes, each parent's children (fetched once, then
 * cached), which nodes are expanded and which are loading or failed. Both views (the chart and the
 * list) read one store, so they show the same tree. `version` changes on every change
 * (`useSyncExternalStore`).
 */
export class OrgTreeStore {
  readonly nodes = new Map<string, OrgChartNode>();
  readonly expanded = new Set<string>();
  rootIds: string[] = [];
  rootStatus: LoadStatus | 'ready' = 'loading';
  version = 0;
  private readonly children = new Map<string, string[]>();
  private readonly status = new Map<string, LoadStatus>();
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly listeners = new Set<() => void>();
  private emitScheduled = false;

  constructor(private readonly source: OrgChartSource) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  /** One notification per task, however many changes it made. */
  private emit() {
    this.version++;
    if (this.emitScheduled) return;
    this.emitScheduled = true;
    queueMicrotask(() => {
      this.emitScheduled = false;
      for (const listener of this.listeners) listener();
    });
  }

  private add(nodes: OrgChartNode[]) {
    for (const node of nodes) this.nodes.set(node.id, node);
  }

  async loadRoots(): Promise<void> {
    this.rootStatus = 'loading';
    this.emit();
    try {
      const roots = await this.source.roots();
      this.add(roots);
      this.rootIds = roots.map((node) => node.id);
      this.rootStatus = 'ready';
    } catch {
      this.rootStatus = 'error';
    }
    this.emit();
  }

  statusOf(id: string): LoadStatus | undefined {
    return this.status.get(id);
  }

  /** The loaded children of `id` (undefined until loaded). */
  loadedChildren(id: string): readonly string[] | undefined {
    return this.children.get(id);
  }

  /** The children shown under `id`: its loaded children while it is expanded. */
  visibleChildren(id: string): readonly string[] {
    return this.expanded.has(id) ? (this.children.get(id) ?? []) : [];
  }

  /** The ids of `id` and its siblings, in order. */
  siblingsOf(id: string): readonly string[] {
    const parent = this.nodes.get(id)?.parentId;
    return parent ? (this.children.get(parent) ?? [id]) : this.rootIds;
  }

  isExpanded(id: string) {
    return this.expanded.has(id) && this.children.has(id);
  }

  /** Fetches `id`'s children once; `false` when the fetch failed. */
  private loadChildren(id: string, notify = true): Promise<boolean> {
    if (this.children.has(id)) return Promise.resolve(true);
    const inFlight = this.pending.get(id);
    if (inFlight) return inFlight;
    this.status.set(id, 'loading');
    if (notify) this.emit();
    const request = this.source
      .children(id)
      .then((nodes) => {
        this.add(nodes);
        this.children.set(
          id,
          nodes.map((node) => node.id),
        );
        this.status.delete(id);
        return true;
      })
      .catch(() => {
        this.status.set(id, 'error');
        this.expanded.delete(id);
        return false;
      })
      .finally(() => {
        this.pending.delete(id);
        this.emit();
      });
    this.pending.set(id, request);
    return request;
  }

  /** Expands `id`, fetching its children the first time; `false` when they could not be loaded. */
  async expand(id: string): Promise<boolean> {
    const node = this.nodes.get(id);
    if (!node || node.childCount === 0) return false;
    if (!this.expanded.has(id)) {
      this.expanded.add(id);
      this.emit();
    }
    return this.loadChildren(id);
  }

  collapse(id: string) {
    if (this.expanded.delete(id)) this.emit();
  }

  toggle(id: string): Promise<boolean> {
    if (this.isExpanded(id) || (this.expanded.has(id) && this.status.get(id) === 'loading')) {
      this.collapse(id);
      return Promise.resolve(true);
    }
    return this.expand(id);
  }

  /**
   * Expands every ancestor in `path` (from the root), fetching as needed, so `id` is shown. Nodes
   * the store has not seen yet arrive with their parent's children.
   */
  async reveal(path: readonly string[], id?: string): Promise<boolean> {
    if (this.rootStatus !== 'ready') await this.loadRoots();
    for (const ancestor of path) {
      if (ancestor === id) break;
      if (!(await this.expand(ancestor))) return false;
    }
    return id === undefined || this.nodes.has(id);
  }

  /** Expands every node down to `depth` levels below the roots (Infinity: the whole tree). */
  async expandToDepth(depth: number): Promise<void> {
    if (this.rootStatus !== 'ready') await this.loadRoots();
    let level = this.rootIds.slice();
    for (let d = 0; d < depth && level.length > 0; d++) {
      const parents = level.filter((id) => (this.nodes.get(id)?.childCount ?? 0) > 0);
      for (const id of parents) this.expanded.add(id);
      const loaded = await Promise.all(parents.map((id) => this.loadChildren(id, false)));
      level = parents.filter((_, i) => loaded[i]).flatMap((id) => this.children.get(id) ?? []);
    }
    this.emit();
  }

  /** The shown nodes in reading order (depth first), with their level (1 for roots). */
  visibleOrder(): { id: string; level: number }[] {
    const order: { id: string; level: number }[] = [];
    const visit = (id: string, level: number) => {
      order.push({ id, level });
      for (const child of this.visibleChildren(id)) visit(child, level + 1);
    };
    for (const id of this.rootIds) visit(id, 1);
    return order;
  }

  /** The level of `id` (1 for a root). */
  levelOf(id: string): number {
    let level = 1;
    for (let at = this.nodes.get(id)?.parentId; at; at = this.nodes.get(at)?.parentId) level++;
    return level;
  }
}
