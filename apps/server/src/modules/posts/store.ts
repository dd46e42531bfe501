/**
 * What the posts routes share: the caller as a reader, their language, errors, and the rows
 * shaped as the API shows them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { downloadPath } from '../../platform/files/routes.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { Say } from '../../platform/http/language.ts';
import { requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import type { RawChannel, RawPost, Reader } from './queries.ts';
import { withSignedImages } from './render.ts';

export const MANAGE = 'MANAGE_POSTS' as const;

export const channelNotFound = (say: Say) =>
  new ApiError(404, 'CHANNEL_NOT_FOUND', say('El canal no existe.', 'The channel does not exist.'));
export const postNotFound = (say: Say) =>
  new ApiError(404, 'POST_NOT_FOUND', say('La publicación no existe.', 'The post does not exist.'));
export const notAllowed = (say: Say) =>
  new ApiError(
    403,
    'FORBIDDEN',
    say('No tienes permiso para realizar esta acción.', 'You do not have permission to do this.'),
  );

/** The signed-in caller as the posts queries see them. */
export function readerOf(request: FastifyRequest): Reader & { organizationId: string } {
  const member = requireMember(request);
  return {
    organizationId: requireOrganization(request).id,
    personId: member.person.id,
    manages: member.permissions.has(MANAGE),
  };
}

export function toChannel(raw: RawChannel, reader: Reader) {
  const posterIds = raw.posters.map((poster) => poster.id);
  return {
    id: raw.id,
    name: raw.name,
    description: raw.description,
    audienceId: raw.audience_id,
    audienceName: raw.audience_id === null ? null : raw.audience_name,
    posterIds,
    posters: raw.posters,
    canPost: reader.manages || posterIds.includes(reader.personId),
    unreadCount: Number(raw.unread_count),
    postCount: Number(raw.post_count),
    lastPostAt: raw.last_post_at === null ? null : new Date(raw.last_post_at).toISOString(),
  };
}

/** A signed download link to an upload (the files platform's `/link`), for an `<img>`. */
export function signedLink(app: FastifyInstance, organizationId: string) {
  return (uploadId: string) => {
    const { exp, sig } = app.uploads.signer.sign(organizationId, uploadId, app.uploads.now());
    return `${downloadPath(uploadId)}?exp=${exp}&sig=${sig}`;
  };
}

const iso = (text: string | null) => (text === null ? null : new Date(text).toISOString());

export function toSummary(raw: RawPost, link: (uploadId: string) => string) {
  return {
    id: raw.id,
    channelId: raw.channel_id,
    channelName: raw.channel_name,
    title: raw.title,
    excerpt: raw.excerpt,
    author: { id: raw.author_id, name: raw.author_name, photoUrl: raw.author_photo_url },
    publishedAt: new Date(raw.published_at).toISOString(),
    requiresAcknowledgement: raw.requires_acknowledgement,
    seen: raw.seen_at !== null,
    acknowledged: raw.acknowledged_at !== null,
    coverUrl: raw.cover_file_id === null ? null : link(raw.cover_file_id),
  };
}

export function toDetail(raw: RawPost, reader: Reader, link: (uploadId: string) => string) {
  const mayManage = reader.manages || raw.author_id === reader.personId;
  return {
    ...toSummary(raw, link),
    body: raw.body ?? '',
    bodyHtml: withSignedImages(raw.body_html ?? '', link),
    seenAt: iso(raw.seen_at),
    acknowledgedAt: iso(raw.acknowledged_at),
    canSeeFigures: mayManage,
    canDelete: mayManage,
  };
}

/** A percentage with one decimal; 0 of nobody is 0. */
export const percentage = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
