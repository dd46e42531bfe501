/**
 * Posts: the newest first from every channel the caller reads (or one channel's), one post with
 * its sanitised body, publishing (posters of the channel or MANAGE_POSTS; the channel's audience
 * is notified once the post is committed), deleting (author or MANAGE_POSTS), receipts (seen
 * once, acknowledged once) and, for the author and MANAGE_POSTS, the acknowledgement figures and
 * who is still pending.
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError, validationFailed } from '../../platform/http/errors.ts';
import { localeOf, type Say, sayIn } from '../../platform/http/language.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { notificationsModule } from '../notifications/index.ts';
import {
  audienceIdsOf,
  markAcknowledged,
  markSeen,
  type PostCursor,
  pendingPeople,
  postFigures,
  type Reader,
  readPosts,
} from './queries.ts';
import { renderBody } from './render.ts';
import { PostDetail, PostFigures, PostInput, PostPage, PostPendingPage } from './schemas.ts';
import { notAllowed, percentage, postNotFound, readerOf, signedLink, toDetail, toSummary } from './store.ts';
import { posts } from './tables.ts';

export const TITLE_MAX = 200;
export const BODY_MAX = 50_000;

const PostParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
const ListQuery = Type.Object(
  {
    channelId: Type.Optional(Type.String({ format: 'uuid', description: 'One channel only' })),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: 'The previous page’s nextCursor' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  },
  { additionalProperties: false },
);
const PendingQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    search: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (cursor: PostCursor) =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

function decodeCursor(text: string, say: Say): PostCursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      typeof value[1] === 'string' &&
      UUID.test(value[1])
    )
      return { at: value[0], id: value[1] };
  } catch {
    // Answered below.
  }
  throw validationFailed({ cursor: say('El cursor no es válido.', 'The cursor is not valid.') });
}

/** The post as `reader` may see it, or 404 (missing, another organization's, or not readable). */
async function readPost(tx: Tx, organizationId: string, reader: Reader, id: string, say: Say) {
  const [raw] = await readPosts(tx, organizationId, reader, { id, limit: 1, detail: true });
  if (!raw) throw postNotFound(say);
  return raw;
}

/** The post's channel audience, for figures: 403 unless the caller is its author or MANAGE_POSTS. */
async function figuresTarget(request: FastifyRequest, tx: Tx, id: string, say: Say) {
  const reader = readerOf(request);
  const raw = await readPost(tx, reader.organizationId, reader, id, say);
  if (!reader.manages && raw.author_id !== reader.personId) throw notAllowed(say);
  const [channel] = await selectRows<{ audience_id: string | null }>(
    tx,
    sql`select audience_id from post_channels where tenant_id = ${reader.organizationId} and id = ${raw.channel_id}::uuid`,
  );
  return {
    id: raw.id,
    audienceId: channel?.audience_id ?? null,
    requiresAcknowledgement: raw.requires_acknowledgement,
  };
}

export const postRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/posts',
    {
      schema: {
        operationId: 'listPosts',
        tags: ['posts'],
        summary: 'Posts of the channels the caller reads (or of one), newest first, a page at a time',
        querystring: ListQuery,
        response: {
          200: ref(PostPage),
          400: errorResponse('A cursor that is not one of ours (VALIDATION_ERROR, `fields.cursor`)'),
        },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const say = sayIn(localeOf(request));
      const limit = request.query.limit ?? 20;
      const cursor = request.query.cursor ? decodeCursor(request.query.cursor, say) : undefined;
      const link = signedLink(api, reader.organizationId);
      const rows = await request.withTenant((tx) =>
        readPosts(tx, reader.organizationId, reader, {
          channelId: request.query.channelId,
          cursor,
          limit: limit + 1,
        }),
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        results: page.map((raw) => toSummary(raw, link)),
        nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
      };
    },
  );

  api.get(
    '/posts/:id',
    {
      schema: {
        operationId: 'getPost',
        tags: ['posts'],
        summary: 'One post with its markdown and its sanitised HTML (uploaded images as signed links)',
        params: PostParams,
        response: {
          200: ref(PostDetail),
          404: errorResponse('No such post, or not readable (POST_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const say = sayIn(localeOf(request));
      const raw = await request.withTenant((tx) =>
        readPost(tx, reader.organizationId, reader, request.params.id, say),
      );
      return toDetail(raw, reader, signedLink(api, reader.organizationId));
    },
  );

  api.post(
    '/posts',
    {
      schema: {
        operationId: 'createPost',
        tags: ['posts'],
        summary:
          "Publish in a channel (its posters or MANAGE_POSTS); the channel's audience, the author aside, is notified with NEW_POST",
        body: ref(PostInput),
        response: {
          201: ref(PostDetail),
          400: errorResponse('A blank or too long title or body, or no such channel (VALIDATION_ERROR)'),
          403: errorResponse('The caller may not publish in that channel (FORBIDDEN)'),
        },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const say = sayIn(localeOf(request));
      const { organizationId } = reader;
      const title = trimInvisible(request.body.title);
      const { body, channelId, requiresAcknowledgement } = request.body;
      const fields: Record<string, string> = {};
      if (title.length === 0) fields.title = say('Escribe el título.', 'Enter the title.');
      else if (title.length > TITLE_MAX)
        fields.title = say(
          `El título debe tener a lo más ${TITLE_MAX} caracteres.`,
          `The title must be at most ${TITLE_MAX} characters.`,
        );
      if (trimInvisible(body).length === 0) fields.body = say('Escribe el contenido.', 'Enter the content.');
      else if (body.length > BODY_MAX)
        fields.body = say(
          `El contenido debe tener a lo más ${BODY_MAX.toLocaleString('es-MX')} caracteres.`,
          `The content must be at most ${BODY_MAX.toLocaleString('en-US')} characters.`,
        );
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      const rendered = renderBody(body);
      const { raw, recipients } = await request.withTenant(async (tx) => {
        const [channel] = await selectRows<{
          audience_id: string | null;
          poster: boolean;
          readable: boolean;
        }>(
          tx,
          sql`select ch.audience_id,
                exists (select 1 from post_channel_posters as poster where poster.tenant_id = ch.tenant_id
                  and poster.channel_id = ch.id and poster.person_id = ${reader.personId}::uuid) as poster
              from post_channels as ch where ch.tenant_id = ${organizationId} and ch.id = ${channelId}::uuid`,
        );
        if (!channel)
          throw validationFailed({ channelId: say('El canal no existe.', 'The channel does not exist.') });
        if (!reader.manages && !channel.poster) throw notAllowed(say);
        const [row] = await tx
          .insert(posts)
          .values({
            organizationId,
            channelId,
            authorId: reader.personId,
            title,
            body,
            bodyHtml: rendered.html,
            excerpt: rendered.excerpt,
            coverFileId: rendered.coverFileId,
            requiresAcknowledgement,
          })
          .returning({ id: posts.id });
        return {
          raw: await readPost(tx, organizationId, reader, row!.id, say),
          recipients: await audienceIdsOf(tx, organizationId, channel.audience_id, reader.personId),
        };
      });
      // Told once the post is there to open; a failure to tell does not undo the post.
      try {
        await notificationsModule.services.notify(
          api,
          { organizationId, personIds: recipients },
          { type: 'NEW_POST', postId: raw.id, title },
        );
      } catch (error) {
        request.log.error({ err: error, postId: raw.id }, 'post published but its audience was not notified');
      }
      reply.code(201);
      return toDetail(raw, reader, signedLink(api, organizationId));
    },
  );

  api.delete(
    '/posts/:id',
    {
      schema: {
        operationId: 'deletePost',
        tags: ['posts'],
        summary: 'Delete a post (its author or MANAGE_POSTS), with its receipts',
        params: PostParams,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          403: errorResponse('Neither its author nor MANAGE_POSTS (FORBIDDEN)'),
          404: errorResponse('No such post, or not readable (POST_NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const say = sayIn(localeOf(request));
      await request.withTenant(async (tx) => {
        const raw = await readPost(tx, reader.organizationId, reader, request.params.id, say);
        if (!reader.manages && raw.author_id !== reader.personId) throw notAllowed(say);
        await tx
          .delete(posts)
          .where(and(eq(posts.organizationId, reader.organizationId), eq(posts.id, raw.id)));
      });
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/posts/:id/seen',
    {
      schema: {
        operationId: 'markPostSeen',
        tags: ['posts'],
        summary: 'Record that the caller opened the post (the first time is kept; one receipt per person)',
        params: PostParams,
        response: {
          204: Type.Null({ description: 'Recorded' }),
          404: errorResponse('No such post, or not readable (POST_NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const say = sayIn(localeOf(request));
      await request.withTenant(async (tx) => {
        const raw = await readPost(tx, reader.organizationId, reader, request.params.id, say);
        if (raw.seen_at === null) await markSeen(tx, reader.organizationId, raw.id, reader.personId);
      });
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/posts/:id/acknowledge',
    {
      schema: {
        operationId: 'acknowledgePost',
        tags: ['posts'],
        summary:
          'The caller acknowledges the post ("Entendido"), which also marks it seen; the first time is kept',
        params: PostParams,
        response: {
          200: ref(PostDetail),
          404: errorResponse('No such post, or not readable (POST_NOT_FOUND)'),
          409: errorResponse('The post asks for no acknowledgement (ACKNOWLEDGEMENT_NOT_REQUIRED)'),
        },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const say = sayIn(localeOf(request));
      const raw = await request.withTenant(async (tx) => {
        const found = await readPost(tx, reader.organizationId, reader, request.params.id, say);
        if (!found.requires_acknowledgement)
          throw new ApiError(
            409,
            'ACKNOWLEDGEMENT_NOT_REQUIRED',
            say(
              'Esta publicación no pide confirmación de lectura.',
              'This post does not ask for acknowledgement.',
            ),
          );
        if (found.acknowledged_at === null) {
          await markAcknowledged(tx, reader.organizationId, found.id, reader.personId);
          return readPost(tx, reader.organizationId, reader, found.id, say);
        }
        return found;
      });
      return toDetail(raw, reader, signedLink(api, reader.organizationId));
    },
  );

  api.get(
    '/posts/:id/figures',
    {
      schema: {
        operationId: 'getPostFigures',
        tags: ['posts'],
        summary:
          "How many of the channel's current audience opened and acknowledged the post, overall, by venue and by position (author or MANAGE_POSTS)",
        params: PostParams,
        response: {
          200: ref(PostFigures),
          403: errorResponse('Neither its author nor MANAGE_POSTS (FORBIDDEN)'),
          404: errorResponse('No such post, or not readable (POST_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const say = sayIn(localeOf(request));
      const { organizationId } = readerOf(request);
      const figures = await request.withTenant(async (tx) => {
        const target = await figuresTarget(request, tx, request.params.id, say);
        return postFigures(tx, organizationId, target.id, target.audienceId);
      });
      const counts = (row: {
        audience: number | string;
        seen: number | string;
        acknowledged: number | string;
      }) => {
        const audience = Number(row.audience);
        const seen = Number(row.seen);
        const acknowledged = Number(row.acknowledged);
        return {
          audience,
          seen,
          acknowledged,
          seenPercentage: percentage(seen, audience),
          acknowledgedPercentage: percentage(acknowledged, audience),
        };
      };
      return {
        ...counts(figures),
        byVenue: figures.by_venue.map((group) => ({ id: group.id, name: group.name, ...counts(group) })),
        byPosition: figures.by_position.map((group) => ({
          id: group.id,
          name: group.name,
          ...counts(group),
        })),
      };
    },
  );

  api.get(
    '/posts/:id/pending',
    {
      schema: {
        operationId: 'listPostPending',
        tags: ['posts'],
        summary:
          'Who of the audience has not acknowledged the post (not opened it, when it asks for no acknowledgement), by name (author or MANAGE_POSTS)',
        params: PostParams,
        querystring: PendingQuery,
        response: {
          200: ref(PostPendingPage),
          403: errorResponse('Neither its author nor MANAGE_POSTS (FORBIDDEN)'),
          404: errorResponse('No such post, or not readable (POST_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const say = sayIn(localeOf(request));
      const { organizationId } = readerOf(request);
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 50;
      const pending = await request.withTenant(async (tx) => {
        const target = await figuresTarget(request, tx, request.params.id, say);
        return pendingPeople(tx, organizationId, target, {
          search: trimInvisible(request.query.search ?? ''),
          offset: (page - 1) * pageSize,
          limit: pageSize,
        });
      });
      return {
        count: Number(pending.count),
        results: pending.results.map((row) => ({
          id: row.id,
          name: row.name,
          photoUrl: row.photo_url,
          venue: row.venue,
          position: row.position,
          seenAt: row.seen_at === null ? null : new Date(row.seen_at).toISOString(),
        })),
      };
    },
  );
};
