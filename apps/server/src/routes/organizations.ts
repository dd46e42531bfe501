import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { parseStoredMethod } from '../auth/sign-in-methods.ts';
import type { TenantRow } from '../db/schema.ts';
import { findLogo, saveLogo, updateTenant } from '../db/tenants.ts';
import { notFound } from '../http/errors.ts';
import { requireTenant } from '../http/request-context.ts';
import { ErrorBody, Organization, ref } from '../http/schemas.ts';
import { checkLogo, LOGO_CONTENT_TYPES } from '../organizations/logo-input.ts';
import { checkOrganizationChanges } from '../organizations/organization-input.ts';

export const LOGO_PATH = '/api/organizations/current/logo';

export function toOrganization(tenant: TenantRow) {
  const methods = tenant.firebaseSignInMethods.map(parseStoredMethod);
  return {
    id: tenant.id,
    subdomain: tenant.subdomain,
    name: tenant.name,
    firebase_tenant_id: tenant.firebaseTenantId,
    firebase_sign_in_methods: methods.map((method) => method.type),
    sign_in_methods: methods,
    logo_url: tenant.logoUrl,
    brand: { primary: tenant.brandPrimary, accent: tenant.brandAccent },
    wording: { 'es-MX': tenant.wording['es-MX'] ?? {}, 'en-US': tenant.wording['en-US'] ?? {} },
    hidden_field_types: tenant.hiddenFieldTypes,
  };
}

const NullableColor = Type.Union([Type.String({ description: '#rrggbb' }), Type.Null()]);
const WordingInput = Type.Record(Type.String(), Type.String(), {
  description: 'i18next key (namespace:path.to.key, ≤ 300 per locale) → text (1–200 characters)',
});

// Scripts inside an uploaded SVG must never run, even when the logo is opened directly.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

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
    async (request) => toOrganization(requireTenant(request)),
  );

  api.patch(
    '/organizations/current',
    {
      config: { permission: 'MANAGE_ORGANIZATION' },
      schema: {
        operationId: 'updateCurrentOrganization',
        tags: ['organizations'],
        summary: "Change the organization's name, brand colours, wording or hidden field types",
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ description: '1–80 characters after trimming' })),
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
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(Organization), 400: ref(ErrorBody) },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const changes = checkOrganizationChanges(request.body);
      const { wording, ...columns } = changes;
      const updated = await request.withTenant((tx) =>
        updateTenant(tx, tenant.id, {
          ...columns,
          ...(wording ? { wording: { ...tenant.wording, ...wording } } : {}),
        }),
      );
      if (!updated) throw notFound('La organización');
      return toOrganization(updated);
    },
  );

  api.put(
    '/organizations/current/logo',
    {
      config: { permission: 'MANAGE_ORGANIZATION' },
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
      const tenant = requireTenant(request);
      const logo = checkLogo(request.body.content_type, request.body.data);
      const sha256 = createHash('sha256').update(logo.bytes).digest('hex');
      const updated = await request.withTenant(async (tx) => {
        await saveLogo(tx, tenant.id, {
          contentType: logo.contentType,
          data: logo.bytes.toString('base64'),
          sha256,
        });
        return updateTenant(tx, tenant.id, { logoUrl: `${LOGO_PATH}?v=${sha256.slice(0, 16)}` });
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
      const tenant = requireTenant(request);
      const logo = await request.withTenant((tx) => findLogo(tx, tenant.id));
      if (!logo) throw notFound('El logo');
      const etag = `"${logo.sha256}"`;
      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('etag', etag)
        // A URL carrying the current hash never changes; the bare URL must be revalidated.
        .header(
          'cache-control',
          request.query.v && logo.sha256.startsWith(request.query.v)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      if (logo.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      // Bytes are sent as they are (Fastify serializes only objects); the schema documents them.
      const bytes = Buffer.from(logo.data, 'base64') as unknown as string;
      return reply.type(logo.contentType).send(bytes);
    },
  );
};
