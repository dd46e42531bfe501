/**
 * The assets' SQL: a folder's chain of ancestors and what the caller may do there, a folder's
 * child folders, a page of its documents (keyset on `asset_documents_listing_idx`), the folders
 * shared with the caller, and one document or folder as the API shows it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { peopleModule } from '../people/index.ts';
import type { Caller, RawDocument, RawFolder } from './store.ts';

/** Deeper than this, a chain is cut (a cycle can never be written, but a query must end). */
const MAX_DEPTH = 64;

const at = (column: SQL) => sql`to_json(${column}) #>> '{}'`;

/**
 * SQL: `column` (a folder reference) is the folder, or null for the top level. Plain `=` and
 * `is null`, never a COALESCE: under row-level security only leakproof conditions reach an index.
 */
const inFolder = (column: SQL, folderId: string | null) =>
  folderId === null ? sql`${column} is null` : sql`${column} = ${folderId}::uuid`;

/** The columns of `RawFolder` from `asset_folders <alias>` (with audiences `aud`, persons `pe` joined). */
const folderColumns = (f: string) => {
  const a = sql.raw(f);
  return sql`${a}.id, ${a}.parent_id, ${a}.name, ${a}.person_id, pe.name as person_name,
    ${a}.audience_id, aud.name as audience_name,
    ${at(sql`${a}.created_at`)} as created_at, ${at(sql`${a}.updated_at`)} as updated_at,
    ${at(sql`${a}.deleted_at`)} as deleted_at`;
};
const folderJoins = (organizationId: string, f: string) => {
  const a = sql.raw(f);
  return sql`left join audiences as aud on aud.tenant_id = ${organizationId} and aud.id = ${a}.audience_id
    left join persons as pe on pe.tenant_id = ${organizationId} and pe.id = ${a}.person_id`;
};

export interface ChainFolder extends RawFolder {
  /** The caller is one of the folder's audience right now (always false for MANAGE_ASSETS). */
  shared_with_me: boolean;
}

/** SQL: the caller is one of the saved audience `audienceId` (an expression) names. */
const inAudience = (caller: Caller, audienceId: SQL) =>
  sql`(${audienceId} is not null and ${peopleModule.services.audienceIncludes(caller.organizationId, audienceId, caller.personId)})`;

/** The folder and its ancestors, from the top; empty when there is no such folder. */
export function folderChain(tx: Tx, caller: Caller, folderId: string): Promise<ChainFolder[]> {
  const { organizationId } = caller;
  return selectRows<ChainFolder>(
    tx,
    sql`with recursive chain as (
          select f.id, f.parent_id, 0 as depth from asset_folders as f
          where f.tenant_id = ${organizationId} and f.id = ${folderId}::uuid
          union all
          select p.id, p.parent_id, chain.depth + 1 from asset_folders as p
          join chain on p.tenant_id = ${organizationId} and p.id = chain.parent_id
          where chain.depth < ${MAX_DEPTH}
        )
        select ${folderColumns('f')},
          ${caller.manages ? sql`false` : inAudience(caller, sql`f.audience_id`)} as shared_with_me
        from chain join asset_folders as f on f.tenant_id = ${organizationId} and f.id = chain.id
        ${folderJoins(organizationId, 'f')}
        order by chain.depth desc`,
  );
}

/** What the caller may do in a folder (or at the top level, `chain` empty). */
export interface Access {
  /** The folder and what is in it may be read. */
  visible: boolean;
  /** Things may be added, renamed, moved, shared and deleted in it. */
  canManage: boolean;
  /** The folder or one of its ancestors is in the trash. */
  deleted: boolean;
  /** Whose documents tree this is (null: the organization's explorer). */
  personId: string | null;
  /** The ancestors the caller may see (breadcrumbs), from the top, the folder itself left out. */
  path: ChainFolder[];
}

export function accessOf(chain: ChainFolder[], caller: Caller): Access {
  const top = chain[0];
  if (!top)
    return { visible: caller.manages, canManage: caller.manages, deleted: false, personId: null, path: [] };
  const deleted = chain.some((folder) => folder.deleted_at !== null);
  const ancestors = chain.slice(0, -1);
  if (top.person_id !== null) {
    const canManage = caller.manages || caller.managesPeople;
    return {
      visible: canManage || top.person_id === caller.personId,
      canManage,
      deleted,
      personId: top.person_id,
      path: ancestors,
    };
  }
  if (caller.manages) return { visible: true, canManage: true, deleted, personId: null, path: ancestors };
  const from = chain.findIndex((folder) => folder.shared_with_me);
  return {
    visible: from >= 0,
    canManage: false,
    deleted,
    personId: null,
    path: from >= 0 ? ancestors.slice(from) : [],
  };
}

/** The live child folders of a folder (`null`: the top level, people's folders left out), by name. */
export function childFolders(tx: Tx, organizationId: string, parentId: string | null): Promise<RawFolder[]> {
  return selectRows<RawFolder>(
    tx,
    sql`select ${folderColumns('f')} from asset_folders as f ${folderJoins(organizationId, 'f')}
        where f.tenant_id = ${organizationId} and f.deleted_at is null
          and ${inFolder(sql`f.parent_id`, parentId)}
          ${parentId === null ? sql`and f.person_id is null` : sql``}
        order by lower(f.name), f.id`,
  );
}

/**
 * The live folders shared with the caller that are not under another folder shared with them
 * (nor under a deleted one): the top level of the explorer for someone without MANAGE_ASSETS.
 */
export function sharedTopFolders(tx: Tx, caller: Caller): Promise<RawFolder[]> {
  const { organizationId } = caller;
  return selectRows<RawFolder>(
    tx,
    sql`with recursive shared as (
          select f.id from asset_folders as f
          where f.tenant_id = ${organizationId} and f.deleted_at is null and f.audience_id is not null
            and ${inAudience(caller, sql`f.audience_id`)}
        ), up as (
          select s.id as start, f.parent_id as next, 0 as depth, false as blocked
          from shared as s join asset_folders as f on f.tenant_id = ${organizationId} and f.id = s.id
          union all
          select up.start, p.parent_id, up.depth + 1,
            p.deleted_at is not null or p.person_id is not null or p.id in (select id from shared)
          from up join asset_folders as p on p.tenant_id = ${organizationId} and p.id = up.next
          where not up.blocked and up.depth < ${MAX_DEPTH}
        )
        select ${folderColumns('f')} from asset_folders as f ${folderJoins(organizationId, 'f')}
        where f.tenant_id = ${organizationId} and f.id in (select id from shared)
          and f.person_id is null
          and not exists (select 1 from up where up.start = f.id and up.blocked)
        order by lower(f.name), f.id`,
  );
}

/** A place in a folder's listing: the last document's lower-cased name and id. */
export interface DocumentCursor {
  name: string;
  id: string;
}

const documentColumns = sql`d.id, d.folder_id, d.name, d.upload_id, d.content_type, d.size, d.created_by,
  creator.name as created_by_name, ${at(sql`d.created_at`)} as created_at,
  ${at(sql`d.updated_at`)} as updated_at, ${at(sql`d.deleted_at`)} as deleted_at`;
const documentJoins = (organizationId: string) =>
  sql`left join persons as creator on creator.tenant_id = ${organizationId} and creator.id = d.created_by`;

/**
 * A page of a folder's live documents by lower-cased name, then id, after `cursor`: the query
 * walks `asset_documents_listing_idx` (`folder_id`, then the same `lower(name)` expression;
 * `lower` is marked leakproof so that, under row-level security, the cursor reaches the index),
 * so a page costs the same however many documents the folder has.
 */
export function documentPage(
  tx: Tx,
  organizationId: string,
  folderId: string | null,
  { cursor, limit }: { cursor?: DocumentCursor; limit: number },
): Promise<(RawDocument & { sort_name: string })[]> {
  return selectRows(
    tx,
    sql`select ${documentColumns}, lower(d.name) as sort_name
        from (select d.* from asset_documents as d
          where d.tenant_id = ${organizationId} and d.deleted_at is null
            and ${inFolder(sql`d.folder_id`, folderId)}
            ${cursor ? sql`and (lower(d.name), d.id) > (${cursor.name}, ${cursor.id}::uuid)` : sql``}
          order by lower(d.name), d.id
          limit ${limit}) as d
        ${documentJoins(organizationId)}
        order by lower(d.name), d.id`,
  );
}

/** How many live documents a folder has (counted on the listing index). */
export async function documentCount(
  tx: Tx,
  organizationId: string,
  folderId: string | null,
): Promise<number> {
  const [row] = await selectRows<{ count: number | string }>(
    tx,
    sql`select count(*) as count from asset_documents as d
        where d.tenant_id = ${organizationId} and d.deleted_at is null
          and ${inFolder(sql`d.folder_id`, folderId)}`,
  );
  return Number(row?.count ?? 0);
}

export async function readFolderRow(tx: Tx, organizationId: string, id: string): Promise<RawFolder | null> {
  const [row] = await selectRows<RawFolder>(
    tx,
    sql`select ${folderColumns('f')} from asset_folders as f ${folderJoins(organizationId, 'f')}
        where f.tenant_id = ${organizationId} and f.id = ${id}::uuid`,
  );
  return row ?? null;
}

export async function readDocumentRow(
  tx: Tx,
  organizationId: string,
  which: { id: string } | { uploadId: string },
): Promise<RawDocument | null> {
  const [row] = await selectRows<RawDocument>(
    tx,
    sql`select ${documentColumns} from asset_documents as d ${documentJoins(organizationId)}
        where d.tenant_id = ${organizationId}
          and ${'id' in which ? sql`d.id = ${which.id}::uuid` : sql`d.upload_id = ${which.uploadId}::uuid`}
        limit 1`,
  );
  return row ?? null;
}

/** Whether a live folder of that name (case-insensitive) is in the parent (other than `exceptId`). */
export async function folderNameTaken(
  tx: Tx,
  organizationId: string,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await selectRows<{ id: string }>(
    tx,
    sql`select id from asset_folders
        where tenant_id = ${organizationId} and deleted_at is null
          and ${inFolder(sql`parent_id`, parentId)}
          and lower(name) = lower(${name})
          ${exceptId ? sql`and id <> ${exceptId}::uuid` : sql``}
        limit 1`,
  );
  return row !== undefined;
}
