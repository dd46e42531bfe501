/**
 * Post channels: everyone lists the channels they may read (MANAGE_POSTS: all), with their
 * unread count; MANAGE_POSTS creates, changes and deletes them (not while they have posts).
 * Names and descriptions are plain text, stored trimmed as typed.
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { ApiError, validationFailed } from '../../platform/http/errors.ts';
import { localeOf, type Say, sayIn } from '../../platform/http/language.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import { type Reader, readChannels } from './queries.ts';
import { PostChannel, PostChannelChanges, PostChannelInput, PostChannelList } from './schemas.ts';
import { channelNotFound, MANAGE, readerOf, toChannel } from './store.ts';
import { postChannelPosters, postChannels } from './tables.ts';

const ChannelParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const CHANNEL_NAME_MAX = 80;
export const CHANNEL_DESCRIPTION_MAX = 500;

interface ChannelFields {
  name?: string;
  description?: string;
  audienceId?: string | null;
  posterIds?: string[];
}

/** The fields trimmed and checked (the audience and the posters must exist); 400 with each field's message. */
async function checkChannel(tx: Tx, organizationId: string, input: ChannelFields, say: Say) {
  const fields: Record<string, string> = {};
  const name = input.name === undefined ? undefined : trimInvisible(input.name);
  const description = input.description === undefined ? undefined : trimInvisible(input.description);
  if (name !== undefined && name.length === 0)
    fields.name = say('Escribe el nombre del canal.', 'Enter the channel name.');
  else if (name !== undefined && name.length > CHANNEL_NAME_MAX)
    fields.name = say(
      `El nombre debe tener a lo más ${CHANNEL_NAME_MAX} caracteres.`,
      `The name must be at most ${CHANNEL_NAME_MAX} characters.`,
    );
  if (description !== undefined && description.length > CHANNEL_DESCRIPTION_MAX)
    fields.description = say(
      `La descripción debe tener a lo más ${CHANNEL_DESCRIPTION_MAX} caracteres.`,
      `The description must be at most ${CHANNEL_DESCRIPTION_MAX} characters.`,
    );
  if (input.audienceId) {
    const [found] = await selectRows<{ id: string }>(
      tx,
      sql`select id from audiences where tenant_id = ${organizationId} and id = ${input.audienceId}::uuid`,
    );
    if (!found) fields.audienceId = say('La audiencia no existe.', 'The audience does not exist.');
  }
  const posterIds =
    input.posterIds === undefined ? undefined : [...new Set(input.posterIds.map((id) => id.toLowerCase()))];
  if (posterIds && posterIds.length > 0) {
    const found = await selectRows<{ id: string }>(
      tx,
      sql`select id from persons where tenant_id = ${organizationId} and disabled_at is null
          and id = any(${`{${posterIds.join(',')}}`}::uuid[])`,
    );
    if (found.length !== posterIds.length)
      fields.posterIds = say(
        'Una de las personas que publican no existe o está deshabilitada.',
        'One of the posters does not exist or is disabled.',
      );
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { name, description, posterIds };
}

async function setPosters(tx: Tx, organizationId: string, channelId: string, posterIds: string[]) {
  await tx
    .delete(postChannelPosters)
    .where(
      and(eq(postChannelPosters.organizationId, organizationId), eq(postChannelPosters.channelId, channelId)),
    );
  if (posterIds.length === 0) return;
  await tx
    .insert(postChannelPosters)
    .values(posterIds.map((personId) => ({ organizationId, channelId, personId })));
}

async function readChannel(tx: Tx, organizationId: string, reader: Reader, id: string, say: Say) {
  const [raw] = await readChannels(tx, organizationId, reader, id);
  if (!raw) throw channelNotFound(say);
  return toChannel(raw, reader);
}

export const channelRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/post-channels',
    {
      schema: {
        operationId: 'listPostChannels',
        tags: ['posts'],
        summary:
          'The channels the caller may read (MANAGE_POSTS: every one), by name, with their unread counts',
        response: { 200: ref(PostChannelList) },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const rows = await request.withTenant((tx) => readChannels(tx, reader.organizationId, reader));
      return { results: rows.map((raw) => toChannel(raw, reader)) };
    },
  );

  api.post(
    '/post-channels',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'createPostChannel',
        tags: ['posts'],
        summary: 'Add a channel: its name, description, readers (a saved audience, or everyone) and posters',
        body: ref(PostChannelInput),
        response: {
          201: ref(PostChannel),
          400: errorResponse(
            'A blank or too long name, too long description, unknown audience or poster (VALIDATION_ERROR)',
          ),
        },
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const say = sayIn(localeOf(request));
      const { organizationId } = reader;
      const channel = await request.withTenant(async (tx) => {
        const checked = await checkChannel(tx, organizationId, request.body, say);
        const [row] = await tx
          .insert(postChannels)
          .values({
            organizationId,
            name: checked.name ?? '',
            description: checked.description ?? '',
            audienceId: request.body.audienceId,
          })
          .returning({ id: postChannels.id });
        await setPosters(tx, organizationId, row!.id, checked.posterIds ?? []);
        return readChannel(tx, organizationId, reader, row!.id, say);
      });
      reply.code(201);
      return channel;
    },
  );

  api.patch(
    '/post-channels/:id',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'updatePostChannel',
        tags: ['posts'],
        summary: 'Change a channel: the fields given are replaced (posterIds as a whole list)',
        params: ChannelParams,
        body: ref(PostChannelChanges),
        response: {
          200: ref(PostChannel),
          400: errorResponse(
            'A blank or too long name, too long description, unknown audience or poster (VALIDATION_ERROR)',
          ),
          404: errorResponse('No such channel (CHANNEL_NOT_FOUND)'),
        },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const say = sayIn(localeOf(request));
      const { organizationId } = reader;
      const { id } = request.params;
      return request.withTenant(async (tx) => {
        const [existing] = await tx
          .select({ id: postChannels.id })
          .from(postChannels)
          .where(and(eq(postChannels.organizationId, organizationId), eq(postChannels.id, id)));
        if (!existing) throw channelNotFound(say);
        const checked = await checkChannel(tx, organizationId, request.body, say);
        await tx
          .update(postChannels)
          .set({
            ...(checked.name === undefined ? {} : { name: checked.name }),
            ...(checked.description === undefined ? {} : { description: checked.description }),
            ...(request.body.audienceId === undefined ? {} : { audienceId: request.body.audienceId }),
            updatedAt: sql`now()`,
          })
          .where(and(eq(postChannels.organizationId, organizationId), eq(postChannels.id, id)));
        if (checked.posterIds) await setPosters(tx, organizationId, id, checked.posterIds);
        return readChannel(tx, organizationId, reader, id, say);
      });
    },
  );

  api.delete(
    '/post-channels/:id',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'deletePostChannel',
        tags: ['posts'],
        summary: 'Delete a channel that has no posts',
        params: ChannelParams,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          404: errorResponse('No such channel (CHANNEL_NOT_FOUND)'),
          409: errorResponse('The channel has posts (CHANNEL_NOT_EMPTY)'),
        },
      },
    },
    async (request, reply) => {
      const { organizationId } = readerOf(request);
      const say = sayIn(localeOf(request));
      const { id } = request.params;
      await request.withTenant(async (tx) => {
        const [row] = await selectRows<{ posts: number | string }>(
          tx,
          sql`select (select count(*) from posts where tenant_id = ${organizationId} and channel_id = ch.id) as posts
              from post_channels as ch where ch.tenant_id = ${organizationId} and ch.id = ${id}::uuid`,
        );
        if (!row) throw channelNotFound(say);
        if (Number(row.posts) > 0)
          throw new ApiError(
            409,
            'CHANNEL_NOT_EMPTY',
            say(
              'El canal tiene publicaciones; bórralas antes de borrar el canal.',
              'The channel has posts; delete them before deleting the channel.',
            ),
          );
        await tx
          .delete(postChannels)
          .where(and(eq(postChannels.organizationId, organizationId), eq(postChannels.id, id)));
      });
      return reply.code(204).send(null);
    },
  );
};
