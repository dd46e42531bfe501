import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseStoredMethod } from '../../platform/auth/sign-in-methods.ts';
import type { OrganizationRow } from '../../platform/database/tenant-table.ts';
import { notFound } from '../../platform/http/errors.ts';
import { imageUrl, sendImage } from '../../platform/http/images.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, freeFormMap, nameString, ref } from '../../platform/http/schemas.ts';
import { checkLogo, LOGO_CONTENT_TYPES } from './logo-input.ts';
import {
  checkOrganizationChanges,
  MAX_NAME_LENGTH,
  MAX_WORDING_ENTRIES,
  MAX_WORDING_KEY_LENGTH,
  MAX_WORDING_VALUE_LENGTH,
} from './organization-input.ts';
import { findLogo, saveLogo, updateOrganization } from './queries.ts';
import { Organization } from './schemas.ts';

export const LOGO_PATH = '/api/organizations/current/logo';

export function toOrganization(organization: OrganizationRow) {
  const methods = organization.firebaseSignInMethods.map(parseStoredMethod);
  const { wording } = organization;
  return {
    id: organization.id,
    subdomain: organization.subdomain,
    name: organization.name,
    firebase_tenant_id: organization.firebaseTenantId,
    firebase_sign_in_methods: methods.map((method) => method.type),
    sign_in_methods: methods,
    logo_url: organization.logoUrl,
    brand: { primary: organization.brandPrimary, accent: organization.brandAccent },
    wording: { 'es-MX': wording['es-MX'] ?? {}, 'en-US': wording['en-US'] ?? {} },
    hidden_field_types: organization.hiddenFieldTypes,
    strip_image_metadata: organization.stripImageMetadata,
  };
}

const NullableColor = Type.Union([Type.String({ description: '#rrggbb' }), Type.Null()]);
const WordingInput = freeFormMap(
  Type.String({ maxLength: MAX_WORDING_VALUE_LENGTH }),
  { maxKeyLength: MAX_WORDING_KEY_LENGTH, maxEntries: MAX_WORDING_ENTRIES },
  { description: `i18next key (namespace:path.to.key) → text (1–${MAX_WORDING_VALUE_LENGTH} characters)` },
);

export const organizationRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/organizations/current',
    {
      // Public: the sign-in page needs the organisation's name, logo and sign-in methods.
      config: { public: true },
      schema: {
        operationId: 'getCurrentOrganization',
        tags: ['organizations'],
        summary: 'The organization named by the request host',
        response: { 200: ref(Organization) },
      },
    },
    async (request) => toOrganization(requireOrganization(request)),
  );

  api.patch(
    '/organizations/current',
    {
      config: { permission: 'MANAGE_ORGANIZATION', notWhileImpersonating: true },
      schema: {
        operationId: 'updateCurrentOrganization',
        tags: ['organizations'],
        summary:
          "Change the organization's name, brand colours, wording, hidden field types or whether photos lose their metadata",
        body: Type.Object(
          {
            name: Type.Optional(nameString({ maxLength: MAX_NAME_LENGTH })),
            brand: Type.Optional(
              Type.Object(
                { primary: Type.Optional(NullableColor), accent: Type.Optional(NullableColor) },
                { additionalProperties: false },
              ),
            ),
            wording: Type.Optional(
              Type.Object(
                { 'es-MX': Type.Optional(WordingInput), 'en-US': Type.Optional(WordingInput) },
                {
                  additionalProperties: false,
                  description: "Each locale given replaces that locale's wording",
                },
              ),
            ),
            hidden_field_types: Type.Optional(
              Type.Array(Type.String(), { maxItems: 100, description: 'SPEC 3 field types' }),
            ),
            strip_image_metadata: Type.Optional(
              Type.Boolean({
                description: 'Remove EXIF (location, camera) from uploaded JPEG, PNG and WebP photos',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(Organization), 400: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const changes = checkOrganizationChanges(request.body);
      const { wording, ...columns } = changes;
      const updated = await request.withTenant((tx) =>
        updateOrganization(tx, organization.id, {
          ...columns,
          ...(wording ? { wording: { ...organization.wording, ...wording } } : {}),
        }),
      );
      if (!updated) throw notFound('La organización');
      return toOrganization(updated);
    },
  );

  api.get(
    '/organizations/current/storage',
    {
      config: { permission: 'MANAGE_ORGANIZATION' },
      schema: {
        operationId: 'getOrganizationStorage',
        tags: ['organizations'],
        summary: "How much of the organization's storage quota its files take",
        response: {
          200: Type.Object(
            {
              used_bytes: Type.Integer({ minimum: 0 }),
              quota_bytes: Type.Integer({ minimum: 0 }),
            },
            { additionalProperties: false },
          ),
        },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const { usedBytes, quotaBytes } = await request.withTenant((tx) => api.uploads.usage(tx, organization));
      return { used_bytes: usedBytes, quota_bytes: quotaBytes };
    },
  );

  api.put(
    '/organizations/current/logo',
    {
      config: { permission: 'MANAGE_ORGANIZATION', notWhileImpersonating: true },
      // 256 KiB of image is about 350 KB of base64.
      bodyLimit: 512 * 1024,
      schema: {
        operationId: 'uploadOrganizationLogo',
        tags: ['organizations'],
        summary: "Replace the organization's logo (PNG, JPEG, WebP or SVG, at most 256 KiB)",
        body: Type.Object(
          {
            content_type: Type.String({ description: LOGO_CONTENT_TYPES.join(', ') }),
            data: Type.String({ description: 'The image bytes, base64' }),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(Organization), 400: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const logo = checkLogo(request.body.content_type, request.body.data);
      const updated = await request.withTenant(async (tx) => {
        await saveLogo(tx, organization.id, {
          contentType: logo.contentType,
          data: logo.bytes.toString('base64'),
          sha256: logo.sha256,
        });
        return updateOrganization(tx, organization.id, { logoUrl: imageUrl(LOGO_PATH, logo.sha256) });
      });
      if (!updated) throw notFound('La organización');
      return toOrganization(updated);
    },
  );

  api.get(
    '/organizations/current/logo',
    {
      config: { public: true },
      schema: {
        operationId: 'getOrganizationLogo',
        tags: ['organizations'],
        summary: "The organization's uploaded logo (image bytes)",
        querystring: Type.Object(
          { v: Type.Optional(Type.String({ maxLength: 64, description: 'Cache buster' })) },
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
      const logo = await request.withTenant((tx) => findLogo(tx, organizationId));
      if (!logo) throw notFound('El logo');
      return sendImage(reply, logo, {
        version: request.query.v,
        ifNoneMatch: request.headers['if-none-match'],
      });
    },
  );
};
