/**
 * The org chart's data interface. The server serves exactly this over HTTP:
 * `GET /api/org-chart/nodes` (roots), `GET /api/org-chart/nodes?parent=ID` (a position's direct
 * reports) and `GET /api/org-chart/search?q=` (matches with their ancestors).
 */

/** One position node: a position, who holds it, how many positions report to it. */
export interface OrgChartNode {
  /** Position id. */
  id: string;
  /** The position it reports to. */
  parentId: string | null;
  /** Position name, e.g. 'Gerente de tienda'. */
  title: string;
  /** People holding it (0..n). */
  holders: { id: string; name: string; photoUrl: string | null }[];
  /** Direct reports (positions). */
  childCount: number;
  /** All positions below. */
  descendantCount: number;
}

export interface OrgChartSearchResult {
  node: OrgChartNode;
  /** The ancestor ids from the root down to the node's parent. */
  path: string[];
}

export interface OrgChartSource {
  /** The top positions. */
  roots(): Promise<OrgChartNode[]>;
  /** A position's direct reports, loaded on demand. */
  children(parentId: string): Promise<OrgChartNode[]>;
  /** Positions matching a person's name or a position title, with their ancestors. */
  search(query: string): Promise<OrgChartSearchResult[]>;
}
