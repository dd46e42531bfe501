/**
 * The org chart: positions as nodes, their holders and how many positions report to each,
 * directly and in all. Counts come from one recursive query over the subtrees asked for,
 * so a level loads in one round trip whatever the size of the organization.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { selectRows } from '../../platform/database/database.ts';

/** The most holders a node lists (a position may be held by thousands). */
export const MAX_NODE_HOLDERS = 50;
/** The most matches a chart search answers. */
export const MAX_CHART_MATCHES = 20;
/** Deeper than any real reporting line: a guard, never reached. */
const MAX_DEPTH = 1000;

export interface ChartNode {
  id: string;
  parentId: string | null;
  title: string;
  holders: { id: string; name: string; photoUrl: string | null }[];
  childCount: number;
  descendantCount: number;
}

interface NodeRow {
  id: string;
  parent_id: string | null;
  title: string;
  holders: ChartNode['holders'] | string;
  child_count: number | string;
  descendant_count: number | string;
}

/** The nodes of the positions `anchors` selects (a query on `positions` aliased `k`), by title. */
async function nodesOf(tx: Tx, organizationId: string, anchors: SQL): Promise<ChartNode[]> {
  const rows = await selectRows<NodeRow>(
    tx,
    sql`
    with recursive anchor as (
      select k.id, k.parent_id, k.name from positions k where k.tenant_id = ${organizationId} and (${anchors})
    ),
    below(anchor_id, id, depth) as (
      select p.parent_id, p.id, 1 from positions p
        where p.tenant_id = ${organizationId} and p.parent_id in (select id from anchor)
      union all
      select below.anchor_id, p.id, below.depth + 1 from positions p
        join below on p.tenant_id = ${organizationId} and p.parent_id = below.id
        where below.depth < ${MAX_DEPTH}
    ),
    counts as (
      select anchor_id, count(*) filter (where depth = 1) as child_count, count(*) as descendant_count
        from below group by anchor_id
    )
    select a.id, a.parent_id, a.name as title,
      coalesce(c.child_count, 0)::int as child_count,
      coalesce(c.descendant_count, 0)::int as descendant_count,
      coalesce((
        select json_agg(json_build_object('id', h.id, 'name', h.name, 'photoUrl', h.photo_url) order by h.name, h.id)
        from (
          select pe.id, pe.name, pe.photo_url from person_positions pp
            join persons pe on pe.tenant_id = pp.tenant_id and pe.id = pp.person_id
            where pp.tenant_id = ${organizationId} and pp.position_id = a.id
            order by pe.name, pe.id limit ${MAX_NODE_HOLDERS}
        ) h
      ), '[]'::json) as holders
    from anchor a left join counts c on c.anchor_id = a.id
    order by lower(a.name), a.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    title: row.title,
    holders: typeof row.holders === 'string' ? JSON.parse(row.holders) : row.holders,
    childCount: Number(row.child_count),
    descendantCount: Number(row.descendant_count),
  }));
}

/** The top positions (parent null) or a position's direct reports. */
export function chartNodes(tx: Tx, organizationId: string, parentId: string | null): Promise<ChartNode[]> {
  return nodesOf(
    tx,
    organizationId,
    parentId === null ? sql`k.parent_id is null` : sql`k.parent_id = ${parentId}`,
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Positions held by a person whose name (or email, phone, document) matches, then positions
 * whose title matches; each with its ancestors from the top down.
 */
export async function searchChart(
  tx: Tx,
  organizationId: string,
  query: string,
): Promise<{ node: ChartNode; path: string[] }[]> {
  const pattern = escapeLike(query);
  const matches = await selectRows<{ id: string }>(
    tx,
    sql`
    select id from (
      (select pp.position_id as id, 0 as rank, pe.name as sort from persons pe
        join person_positions pp on pp.tenant_id = pe.tenant_id and pp.person_id = pe.id
        where pe.tenant_id = ${organizationId}
          and pe.search_text like '%' || faena_fold(${pattern}) || '%'
        order by pe.name limit ${MAX_CHART_MATCHES})
      union all
      (select id, 1, name from positions
        where tenant_id = ${organizationId} and lower(name) like '%' || lower(${pattern}) || '%'
        order by name limit ${MAX_CHART_MATCHES})
    ) m group by id order by min(rank), min(sort), id limit ${MAX_CHART_MATCHES}`,
  );
  if (matches.length === 0) return [];
  const ids = matches.map((match) => match.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const nodes = await nodesOf(tx, organizationId, sql`k.id in (${idList})`);
  const paths = await selectRows<{ node: string; path: string[] | null }>(
    tx,
    sql`
      with recursive up(node, id, parent_id, depth) as (
        select p.id, p.id, p.parent_id, 0 from positions p
          where p.tenant_id = ${organizationId} and p.id in (${idList})
        union all
        select up.node, p.id, p.parent_id, up.depth + 1 from positions p
          join up on p.tenant_id = ${organizationId} and p.id = up.parent_id
          where up.depth < ${MAX_DEPTH}
      )
      select node, array_agg(id::text order by depth desc) filter (where depth > 0) as path
        from up group by node`,
  );
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const pathOf = new Map(paths.map((row) => [row.node, row.path ?? []]));
  return ids.flatMap((id) => {
    const node = byId.get(id);
    return node ? [{ node, path: pathOf.get(id) ?? [] }] : [];
  });
}
