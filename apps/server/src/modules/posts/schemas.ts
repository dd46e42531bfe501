/**
 * The posts API's shapes: channels (who reads, who posts), posts as lists show them and as a
 * page shows one, their inputs, and the acknowledgement figures. Lengths are checked by the
 * handlers after trimming, so each field's message comes in the caller's language; the schemas
 * only bound what a request may carry.
 */
import { Type } from 'typebox';
import { Nullable, nameString, ref } from '../../platform/http/schemas.ts';

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Named = Type.Object({ id: Uuid, name: Type.String() }, { additionalProperties: false });

export const PostChannel = Type.Object(
  {
    id: Uuid,
    name: Type.String({ description: 'Plain text, never HTML' }),
    description: Type.String({ description: 'Plain text, never HTML' }),
    audienceId: Nullable(Type.String({ format: 'uuid', description: 'Who reads it; null: everyone' })),
    audienceName: Nullable(Type.String()),
    posterIds: Type.Array(Uuid, { description: 'Who may publish in it (besides MANAGE_POSTS)' }),
    posters: Type.Array(Named, { description: 'The posters, by name' }),
    canPost: Type.Boolean({ description: 'The caller may publish in it' }),
    unreadCount: Type.Integer({ minimum: 0, description: 'Posts the caller has not opened' }),
    postCount: Type.Integer({ minimum: 0 }),
    lastPostAt: Nullable(DateTime),
  },
  { $id: 'PostChannel', additionalProperties: false },
);

export const PostChannelList = Type.Object(
  { results: Type.Array(ref(PostChannel), { description: 'By name' }) },
  { $id: 'PostChannelList', additionalProperties: false },
);

const channelInputFields = {
  name: nameString({ maxLength: 80, description: '1 to 80 characters after trimming; plain text' }),
  description: Type.String({ maxLength: 5000, description: 'At most 500 characters after trimming' }),
  audienceId: Nullable(Type.String({ format: 'uuid', description: 'A saved audience; null: everyone' })),
  posterIds: Type.Array(Uuid, { maxItems: 500, description: 'People who may publish in it' }),
};

export const PostChannelInput = Type.Object(channelInputFields, {
  $id: 'PostChannelInput',
  additionalProperties: false,
});

export const PostChannelChanges = Type.Partial(Type.Object(channelInputFields), {
  $id: 'PostChannelChanges',
  additionalProperties: false,
});

const Author = Type.Object(
  { id: Uuid, name: Type.String(), photoUrl: Nullable(Type.String()) },
  { additionalProperties: false },
);

const summaryFields = {
  id: Uuid,
  channelId: Uuid,
  channelName: Type.String(),
  title: Type.String({ description: 'Plain text, never HTML' }),
  excerpt: Type.String({ maxLength: 200, description: "The body's plain text, cut" }),
  author: Author,
  publishedAt: DateTime,
  requiresAcknowledgement: Type.Boolean(),
  seen: Type.Boolean({ description: 'The caller has opened it (false: unread)' }),
  acknowledged: Type.Boolean(),
  coverUrl: Nullable(Type.String({ description: "A signed link to the body's first uploaded image" })),
};

export const PostSummary = Type.Object(summaryFields, { $id: 'PostSummary', additionalProperties: false });

export const PostPage = Type.Object(
  {
    results: Type.Array(ref(PostSummary), { description: 'Newest first' }),
    nextCursor: Nullable(Type.String({ description: 'Pass as `cursor` for the next page; null: no more' })),
  },
  { $id: 'PostPage', additionalProperties: false },
);

export const PostDetail = Type.Object(
  {
    ...summaryFields,
    body: Type.String({ description: 'The markdown as written' }),
    bodyHtml: Type.String({
      description:
        'The body sanitised on the server (whitelisted tags, attributes and link schemes); uploaded images as signed links',
    }),
    seenAt: Nullable(DateTime),
    acknowledgedAt: Nullable(DateTime),
    canSeeFigures: Type.Boolean(),
    canDelete: Type.Boolean(),
  },
  { $id: 'PostDetail', additionalProperties: false },
);

export const PostInput = Type.Object(
  {
    channelId: Uuid,
    title: nameString({ maxLength: 200, description: '1 to 200 characters after trimming; plain text' }),
    body: Type.String({
      maxLength: 200_000,
      description:
        'Markdown, 1 to 50,000 characters; images uploaded through /api/filepond as ![alt](/api/filepond/{id}/download)',
    }),
    requiresAcknowledgement: Type.Boolean(),
  },
  { $id: 'PostInput', additionalProperties: false },
);

const figureFields = {
  audience: Type.Integer({ minimum: 0 }),
  seen: Type.Integer({ minimum: 0 }),
  acknowledged: Type.Integer({ minimum: 0 }),
  seenPercentage: Type.Number({ minimum: 0, maximum: 100, description: 'One decimal; 0 when audience is 0' }),
  acknowledgedPercentage: Type.Number({ minimum: 0, maximum: 100 }),
};

export const FigureGroup = Type.Object(
  {
    id: Nullable(Type.String({ format: 'uuid', description: 'null: people with none' })),
    name: Nullable(Type.String()),
    ...figureFields,
  },
  { $id: 'FigureGroup', additionalProperties: false },
);

export const PostFigures = Type.Object(
  {
    ...figureFields,
    byVenue: Type.Array(ref(FigureGroup), {
      description: 'A person with several venues counts in each of them',
    }),
    byPosition: Type.Array(ref(FigureGroup), {
      description: 'A person with several positions counts in each of them',
    }),
  },
  { $id: 'PostFigures', additionalProperties: false },
);

export const PostPendingPerson = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    photoUrl: Nullable(Type.String()),
    venue: Nullable(Type.String({ description: 'The first venue by name' })),
    position: Nullable(Type.String({ description: 'The first position by name' })),
    seenAt: Nullable(DateTime),
  },
  { $id: 'PostPendingPerson', additionalProperties: false },
);

export const PostPendingPage = Type.Object(
  { count: Type.Integer({ minimum: 0 }), results: Type.Array(ref(PostPendingPerson)) },
  { $id: 'PostPendingPage', additionalProperties: false },
);

export const POST_SCHEMAS = [
  PostChannel,
  PostChannelList,
  PostChannelInput,
  PostChannelChanges,
  PostSummary,
  PostPage,
  PostDetail,
  PostInput,
  FigureGroup,
  PostFigures,
  PostPendingPerson,
  PostPendingPage,
];
