/**
 * A person's photo: replaced or removed by an administrator (MANAGE_PEOPLE) or the person
 * themself, recorded in their history, stored in `person_photos` and served at a URL that
 * carries its hash (`persons.photo_url`), so a new photo is never shown stale.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { checkImage, type ImageRules, imageUrl, sendImage } from '../../platform/http/images.ts';
import { type Member, requireMember, requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, ref } from '../../platform/http/schemas.ts';
import { findPersonDetail } from './directory-queries.ts';
import { personPlaces } from './person-places.ts';
import { PersonDetail } from './schemas.ts';
import { personHistory, personPhotos } from './tables.ts';

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const PHOTO_RULES: ImageRules<(typeof PHOTO_TYPES)[number]> = {
  types: PHOTO_TYPES,
  maxBytes: 256 * 1024,
  code: 'INVALID_PHOTO',
};

const photoPath = (personId: string) => `/api/persons/${personId}/photo`;

const PersonParams = Type.Object(
  { personId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

function mayChange(member: Member, personId: string) {
  if (personId !== member.person.id && !member.permissions.has('MANAGE_PEOPLE')) throw forbidden();
}

/** Sets the person's photo URL and records the change; false when there is no such person. */
async function setPhotoUrl(
  tx: Tx,
  organizationId: string,
  personId: string,
  photoUrl: string | null,
  actorId: string,
): Promise<boolean> {
  const [before] = await tx
    .select({ photoUrl: persons.photoUrl })
    .from(persons)
    .where(and(eq(persons.organizationId, organizationId), eq(persons.id, personId)))
    .for('update');
  if (!before) return false;
  if (before.photoUrl === photoUrl) return true;
  await tx
    .update(persons)
    .set({ photoUrl })
    .where(and(eq(persons.organizationId, organizationId), eq(persons.id, personId)));
  await tx.insert(personHistory).values({
    organizationId,
    personId,
    actorId,
    source: 'app',
    changes: [{ field: 'photo_url', before: before.photoUrl, after: photoUrl }],
  });
  return true;
}

async function personWhole(tx: Tx, organizationId: string, personId: string) {
  const person = await findPersonDetail(tx, organizationId, personId);
  return person && { ...person, ...(await personPlaces(tx, organizationId, personId)) };
}

export const photoRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.put(
    '/persons/:personId/photo',
    {
      // 256 KiB of image is about 350 KB of base64.
      bodyLimit: 512 * 1024,
      schema: {
        operationId: 'uploadPersonPhoto',
        tags: ['people'],
        summary:
          "Replace a person's photo (PNG, JPEG or WebP, at most 256 KiB), recorded in their history (MANAGE_PEOPLE, or the person)",
        params: PersonParams,
        body: Type.Object(
          {
            content_type: Type.String({ description: PHOTO_TYPES.join(', ') }),
            data: Type.String({ description: 'The image bytes, base64' }),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(PersonDetail), 400: ref(ErrorBody) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { personId } = request.params;
      mayChange(member, personId);
      const organizationId = requireOrganization(request).id;
      const photo = checkImage(PHOTO_RULES, request.body.content_type, request.body.data);
      const detail = await request.withTenant(async (tx) => {
        const url = imageUrl(photoPath(personId), photo.sha256);
        if (!(await setPhotoUrl(tx, organizationId, personId, url, member.person.id))) return null;
        const stored = {
          contentType: photo.contentType,
          data: photo.bytes.toString('base64'),
          sha256: photo.sha256,
        };
        await tx
          .insert(personPhotos)
          .values({ organizationId, personId, ...stored })
          .onConflictDoUpdate({
            target: [personPhotos.organizationId, personPhotos.personId],
            set: { ...stored, updatedAt: new Date() },
          });
        return personWhole(tx, organizationId, personId);
      });
      if (!detail) throw notFound('La persona');
      return detail;
    },
  );

  api.delete(
    '/persons/:personId/photo',
    {
      schema: {
        operationId: 'deletePersonPhoto',
        tags: ['people'],
        summary: "Remove a person's photo, recorded in their history (MANAGE_PEOPLE, or the person)",
        params: PersonParams,
        response: { 200: ref(PersonDetail) },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { personId } = request.params;
      mayChange(member, personId);
      const organizationId = requireOrganization(request).id;
      const detail = await request.withTenant(async (tx) => {
        if (!(await setPhotoUrl(tx, organizationId, personId, null, member.person.id))) return null;
        await tx
          .delete(personPhotos)
          .where(and(eq(personPhotos.organizationId, organizationId), eq(personPhotos.personId, personId)));
        return personWhole(tx, organizationId, personId);
      });
      if (!detail) throw notFound('La persona');
      return detail;
    },
  );

  api.get(
    '/persons/:personId/photo',
    {
      // An <img> sends no token: the URL itself, with the photo's hash, is what grants it.
      config: { public: true },
      schema: {
        operationId: 'getPersonPhoto',
        tags: ['people'],
        summary:
          "A person's photo (image bytes) at the URL of their `photo_url`: found only with the current photo's `v`",
        params: PersonParams,
        querystring: Type.Object(
          { v: Type.String({ minLength: 16, maxLength: 64, description: "The start of the photo's hash" }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.String({ format: 'binary', description: 'The image' }),
          304: Type.Null({ description: 'Not modified (If-None-Match)' }),
          404: ref(ErrorBody),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { personId } = request.params;
      const photo = await request.withTenant(async (tx) => {
        const [row] = await tx
          .select()
          .from(personPhotos)
          .where(and(eq(personPhotos.organizationId, organizationId), eq(personPhotos.personId, personId)));
        return row ?? null;
      });
      if (!photo?.sha256.startsWith(request.query.v)) throw notFound('La foto');
      return sendImage(reply, photo, {
        version: request.query.v,
        ifNoneMatch: request.headers['if-none-match'],
      });
    },
  );
};
