/**
 * The posts' SQL: which channels a person reads, channels and posts as the API shows them, the
 * audience of a channel, receipts, and the acknowledgement figures (one statement each).
 */
import { type SQL, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { orgModule } from '../org/index.ts';
import { peopleModule } from '../people/index.ts';

/** Who is asking: the person, and whether they hold MANAGE_POSTS. */
export interface Reader {
  personId: string;
  manages: boolean;
}

/**
 * The ids (column `id`) of a channel's readers right now: its saved audience's people, or every
 * enabled person of the organization when it has none. `audienceId` is a value, or an SQL
 * expression of the enclosing query (e.g. `ch.audience_id`).
 */
export function channelAudience(organizationId: string, audienceId: string | null | SQL): SQL {
  const everyone = sql`select everyone.id from persons as everyone
    where everyone.tenant_id = ${organizationId} and everyone.disabled_at is null`;
  if (audienceId === null) return everyone;
  if (typeof audienceId === 'string')
    return peopleModule.services.resolveAudience(null, organizationId, audienceId);
  return sql`${everyone} and ${audienceId} is null
    union all
    ${peopleModule.services.resolveAudience(null, organizationId, audienceId)}`;
}

/**
 * SQL over `post_channels ch`: the reader may read it — MANAGE_POSTS, one of its posters, or one
 * of its audience (everyone when it has none).
 */
export function readableBy(organizationId: string, reader: Reader): SQL {
  if (reader.manages) return sql`true`;
  return sql`(ch.audience_id is null
    or exists (select 1 from post_channel_posters as poster
      where poster.tenant_id = ${organizationId} and poster.channel_id = ch.id and poster.person_id = ${reader.personId}::uuid)
    or ${peopleModule.services.audienceIncludes(organizationId, sql`ch.audience_id`, reader.personId)})`;
}

export interface RawChannel {
  id: string;
  name: string;
  description: string;
  audience_id: string | null;
  audience_name: string | null;
  posters: { id: string; name: string }[];
  post_count: number | string;
  unread_count: number | string;
  last_post_at: string | null;
}

/** Channels the reader may read (one when `id` is given), by name. */
export function readChannels(
  tx: Tx,
  organizationId: string,
  reader: Reader,
  id?: string,
): Promise<RawChannel[]> {
  return selectRows<RawChannel>(
    tx,
    sql`select ch.id, ch.name, ch.description, ch.audience_id, aud.name as audience_name,
          coalesce((select json_agg(json_build_object('id', pe.id, 'name', pe.name) order by pe.name, pe.id)
            from post_channel_posters as poster
            join persons as pe on pe.tenant_id = poster.tenant_id and pe.id = poster.person_id
            where poster.tenant_id = ${organizationId} and poster.channel_id = ch.id), '[]'::json) as posters,
          counts.post_count, counts.unread_count, counts.last_post_at
        from post_channels as ch
        left join audiences as aud on aud.tenant_id = ch.tenant_id and aud.id = ch.audience_id
        cross join lateral (
          select count(*) as post_count,
            count(*) filter (where not exists (select 1 from post_receipts as receipt
              where receipt.tenant_id = ${organizationId} and receipt.post_id = p.id
                and receipt.person_id = ${reader.personId}::uuid)) as unread_count,
            to_json(max(p.published_at)) #>> '{}' as last_post_at
          from posts as p where p.tenant_id = ${organizationId} and p.channel_id = ch.id
        ) as counts
        where ch.tenant_id = ${organizationId} and ${readableBy(organizationId, reader)}
          ${id ? sql`and ch.id = ${id}::uuid` : sql``}
        order by lower(ch.name), ch.id`,
  );
}

export interface RawPost {
  id: string;
  channel_id: string;
  channel_name: string;
  title: string;
  excerpt: string;
  author_id: string;
  author_name: string;
  author_photo_url: string | null;
  published_at: string;
  /** `published_at` with its microseconds, for the cursor. */
  cursor_at: string;
  requires_acknowledgement: boolean;
  cover_file_id: string | null;
  seen_at: string | null;
  acknowledged_at: string | null;
  body?: string;
  body_html?: string;
}

/** A place in the newest-first order of posts. */
export interface PostCursor {
  at: string;
  id: string;
}

/**
 * Posts the reader may read, newest first: one by `id`, or a page (of `channelId` only, when
 * given) after `cursor`. `detail` adds the body and its HTML.
 */
export function readPosts(
  tx: Tx,
  organizationId: string,
  reader: Reader,
  {
    id,
    channelId,
    cursor,
    limit,
    detail = false,
  }: { id?: string; channelId?: string; cursor?: PostCursor; limit: number; detail?: boolean },
): Promise<RawPost[]> {
  return selectRows<RawPost>(
    tx,
    sql`with readable as (
          select ch.id, ch.name from post_channels as ch
          where ch.tenant_id = ${organizationId} and ${readableBy(organizationId, reader)}
            ${channelId ? sql`and ch.id = ${channelId}::uuid` : sql``}
        )
        select p.id, p.channel_id, readable.name as channel_name, p.title, p.excerpt,
          p.author_id, author.name as author_name, author.photo_url as author_photo_url,
          to_json(p.published_at) #>> '{}' as published_at, to_json(p.published_at) #>> '{}' as cursor_at,
          p.requires_acknowledgement, p.cover_file_id,
          to_json(receipt.seen_at) #>> '{}' as seen_at, to_json(receipt.acknowledged_at) #>> '{}' as acknowledged_at
          ${detail ? sql`, p.body, p.body_html` : sql``}
        from posts as p
        join readable on readable.id = p.channel_id
        join persons as author on author.tenant_id = p.tenant_id and author.id = p.author_id
        left join post_receipts as receipt on receipt.tenant_id = p.tenant_id and receipt.post_id = p.id
          and receipt.person_id = ${reader.personId}::uuid
        where p.tenant_id = ${organizationId}
          ${id ? sql`and p.id = ${id}::uuid` : sql``}
          ${cursor ? sql`and (p.published_at, p.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
        order by p.published_at desc, p.id desc
        limit ${limit}`,
  );
}

/** The ids of a channel's readers, less one person (the author of what they are told of). */
export async function audienceIdsOf(
  tx: Tx,
  organizationId: string,
  audienceId: string | null,
  except: string,
): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`select reader.id from (${channelAudience(organizationId, audienceId)}) as reader where reader.id <> ${except}::uuid`,
  );
  return rows.map((row) => row.id);
}

/** Records that the person opened the post; the first time is kept. */
export async function markSeen(
  tx: Tx,
  organizationId: string,
  postId: string,
  personId: string,
): Promise<void> {
  await tx.execute(
    sql`insert into post_receipts (tenant_id, post_id, person_id, seen_at)
        values (${organizationId}, ${postId}::uuid, ${personId}::uuid, now())
        on conflict (tenant_id, post_id, person_id) do nothing`,
  );
}

/** Records the acknowledgement (and a first opening, if none); the first time of each is kept. */
export async function markAcknowledged(
  tx: Tx,
  organizationId: string,
  postId: string,
  personId: string,
): Promise<void> {
  await tx.execute(
    sql`insert into post_receipts (tenant_id, post_id, person_id, seen_at, acknowledged_at)
        values (${organizationId}, ${postId}::uuid, ${personId}::uuid, now(), now())
        on conflict (tenant_id, post_id, person_id)
        do update set acknowledged_at = coalesce(post_receipts.acknowledged_at, excluded.acknowledged_at)`,
  );
}

export interface Counts {
  audience: number;
  seen: number;
  acknowledged: number;
}

export interface RawFigures extends Counts {
  by_venue: ({ id: string | null; name: string | null } & Counts)[];
  by_position: ({ id: string | null; name: string | null } & Counts)[];
}

/**
 * Plans the next statements of the transaction for a large audience. The planner cannot know how
 * many people an audience resolved from its rule has (its lists are read inside the statement),
 * so it may look each one up in the receipts and the venues and positions by index, one at a
 * time — 100,000 lookups each for a large audience. Without nested loops it hashes them instead;
 * the memory lets those hashes stay off disk. Both last until the transaction ends.
 */
export async function planForLargeAudiences(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select set_config('enable_nestloop', 'off', true), set_config('work_mem', '32MB', true)`,
  );
}

/** The statement `postFigures` runs (the bench explains it). */
export function figuresStatement(organizationId: string, postId: string, audienceId: string | null): SQL {
  return sql`with reader as materialized (
          select audience.id as person_id, receipt.seen_at, receipt.acknowledged_at
          from (${channelAudience(organizationId, audienceId)}) as audience
          left join (select person_id, seen_at, acknowledged_at from post_receipts
              where tenant_id = ${organizationId} and post_id = ${postId}::uuid) as receipt
            on receipt.person_id = audience.id
        ),
        by_venue as (
          select worker.venue_id as id, count(*) as audience, count(reader.seen_at) as seen,
            count(reader.acknowledged_at) as acknowledged
          from reader
          left join person_venues as worker on worker.tenant_id = ${organizationId} and worker.person_id = reader.person_id
          group by worker.venue_id
        ),
        by_position as (
          select holder.position_id as id, count(*) as audience, count(reader.seen_at) as seen,
            count(reader.acknowledged_at) as acknowledged
          from reader
          left join person_positions as holder on holder.tenant_id = ${organizationId} and holder.person_id = reader.person_id
          group by holder.position_id
        ),
        totals as (
          select count(*) as audience, count(seen_at) as seen, count(acknowledged_at) as acknowledged from reader
        )
        select json_build_object(
          'audience', (select audience from totals),
          'seen', (select seen from totals),
          'acknowledged', (select acknowledged from totals),
          'by_venue', coalesce((select json_agg(json_build_object('id', g.id, 'name', place.name,
              'audience', g.audience, 'seen', g.seen, 'acknowledged', g.acknowledged)
              order by place.name is null, lower(place.name), g.id)
            from by_venue as g
            left join venues as place on place.tenant_id = ${organizationId} and place.id = g.id), '[]'::json),
          'by_position', coalesce((select json_agg(json_build_object('id', g.id, 'name', pos.name,
              'audience', g.audience, 'seen', g.seen, 'acknowledged', g.acknowledged)
              order by pos.name is null, lower(pos.name), g.id)
            from by_position as g
            left join positions as pos on pos.tenant_id = ${organizationId} and pos.id = g.id), '[]'::json)
        ) as figures`;
}

/**
 * The receipts of a post over its channel's current audience, overall, by venue and by
 * position, in one statement. A person with several venues (or positions) counts once in each
 * of their venues' (positions') groups, so the groups may add up to more than the audience;
 * people with none make the group whose id is null. Receipts of people no longer in the audience
 * do not count.
 */
export async function postFigures(
  tx: Tx,
  organizationId: string,
  postId: string,
  audienceId: string | null,
): Promise<RawFigures> {
  await planForLargeAudiences(tx);
  const [row] = await selectRows<{ figures: RawFigures }>(
    tx,
    figuresStatement(organizationId, postId, audienceId),
  );
  if (!row) throw new Error('figures returned no row');
  return row.figures;
}

export interface RawPending {
  count: number | string;
  results: {
    id: string;
    name: string;
    photo_url: string | null;
    venue: string | null;
    position: string | null;
    seen_at: string | null;
  }[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The audience members who have not acknowledged the post (not opened it, for a post that asks
 * for no acknowledgement), by name, a page of them and how many in all.
 */
export async function pendingPeople(
  tx: Tx,
  organizationId: string,
  post: { id: string; audienceId: string | null; requiresAcknowledgement: boolean },
  { search, offset, limit }: { search: string; offset: number; limit: number },
): Promise<RawPending> {
  const { firstVenueName, firstPositionName } = orgModule.services;
  await planForLargeAudiences(tx);
  const [row] = await selectRows<RawPending>(
    tx,
    sql`with pending as (
          select pe.id, pe.name, pe.photo_url, receipt.seen_at
          from persons as pe
          left join post_receipts as receipt on receipt.tenant_id = pe.tenant_id
            and receipt.post_id = ${post.id}::uuid and receipt.person_id = pe.id
          where pe.tenant_id = ${organizationId}
            and pe.id in (${channelAudience(organizationId, post.audienceId)})
            and ${post.requiresAcknowledgement ? sql`receipt.acknowledged_at is null` : sql`receipt.person_id is null`}
            ${search ? sql`and pe.search_text like '%' || faena_fold(${escapeLike(search)}) || '%'` : sql``}
        ),
        page as (
          select * from pending order by pending.name, pending.id limit ${limit} offset ${offset}
        )
        select (select count(*) from pending) as count,
          coalesce((select json_agg(json_build_object('id', page.id, 'name', page.name, 'photo_url', page.photo_url,
              'venue', ${firstVenueName(organizationId, sql`page.id`)},
              'position', ${firstPositionName(organizationId, sql`page.id`)},
              'seen_at', to_json(page.seen_at) #>> '{}') order by page.name, page.id)
            from page), '[]'::json) as results`,
  );
  return row ?? { count: 0, results: [] };
}

export interface AcknowledgementRate {
  postId: string;
  title: string;
  channelName: string;
  publishedAt: string;
  audience: number;
  seen: number;
  acknowledged: number;
}

/**
 * For the reports: every post published in the last `days` days, newest first, with its
 * channel's current audience and how many of them have opened and acknowledged it.
 */
export async function acknowledgementRates(
  tx: Tx,
  organizationId: string,
  { days }: { days: number },
): Promise<AcknowledgementRate[]> {
  const rows = await selectRows<{
    post_id: string;
    title: string;
    channel_name: string;
    published_at: string;
    audience: number | string;
    seen: number | string;
    acknowledged: number | string;
  }>(
    tx,
    sql`select p.id as post_id, p.title, ch.name as channel_name, to_json(p.published_at) #>> '{}' as published_at,
          figures.audience, figures.seen, figures.acknowledged
        from posts as p
        join post_channels as ch on ch.tenant_id = p.tenant_id and ch.id = p.channel_id
        cross join lateral (
          select count(*) as audience, count(receipt.seen_at) as seen, count(receipt.acknowledged_at) as acknowledged
          from (${channelAudience(organizationId, sql`ch.audience_id`)}) as reader
          left join post_receipts as receipt on receipt.tenant_id = ${organizationId}
            and receipt.post_id = p.id and receipt.person_id = reader.id
        ) as figures
        where p.tenant_id = ${organizationId}
          and p.published_at >= now() - ${Math.max(0, Math.floor(days))} * interval '1 day'
        order by p.published_at desc, p.id desc`,
  );
  return rows.map((row) => ({
    postId: row.post_id,
    title: row.title,
    channelName: row.channel_name,
    publishedAt: new Date(row.published_at).toISOString(),
    audience: Number(row.audience),
    seen: Number(row.seen),
    acknowledged: Number(row.acknowledged),
  }));
}
