/**
 * Venues (with SPEC 3's list filters and a QR code each) and the locations inside them.
 * Any member reads them (lists, pickers, a scanned QR code); MANAGE_ORGANIZATION_STRUCTURE
 * writes them.
 */
import { randomBytes } from 'node:crypto';
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Tx } from '../../platform/database/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { webUrlOf } from '../../platform/http/links.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ErrorBody, Nullable, nameString, ref } from '../../platform/http/schemas.ts';
import {
  findLocation,
  findPosition,
  findVenue,
  listLocations,
  listVenues,
  setVenueQrToken,
  venueQrToken,
} from './queries.ts';
import {
  IdParams,
  MAX_NAME,
  MAX_TEXT,
  missing,
  optionalText,
  pageOf,
  pageQuery,
  textOrNull,
  unlessDuplicate,
  withoutUndefined,
} from './route-helpers.ts';
import { CompanyKind, Location, LocationList, Venue, VenueList, VenueQr } from './schemas.ts';
import { companies, locations, venues } from './tables.ts';

const WRITE = { permission: 'MANAGE_ORGANIZATION_STRUCTURE' } as const;
const DELETED = { 204: Type.Null({ description: 'Deleted' }) };
const CODE_TAKEN = 'Ya existe un lugar con ese código.';

type VenueView = NonNullable<Awaited<ReturnType<typeof findVenue>>>;
type LocationView = NonNullable<Awaited<ReturnType<typeof findLocation>>>;

const toVenue = (row: VenueView) => ({
  id: row.id,
  name: row.name,
  code: row.code,
  type: row.type,
  category: row.category,
  business_line: row.businessLine,
  company_id: row.companyId,
  company_name: row.companyName,
  company_kind: row.companyKind,
  address: row.address,
  country: row.country,
  gla: row.gla === null ? null : Number(row.gla),
  position_id: row.positionId,
  position_name: row.positionName,
  last_status: row.lastStatus,
  has_qr: Boolean(row.hasQr),
  location_count: Number(row.locationCount),
  description: row.address ?? row.code ?? '',
});

const toLocation = (row: LocationView) => ({
  id: row.id,
  venue_id: row.venueId,
  venue_name: row.venueName,
  name: row.name,
  code: row.code,
  type: row.type,
  active: row.active,
  description: row.venueName,
});

const VenueFields = {
  name: nameString({ maxLength: MAX_NAME }),
  code: optionalText(),
  type: optionalText(),
  category: optionalText(),
  business_line: optionalText(),
  company_id: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  address: optionalText(MAX_TEXT),
  country: optionalText(),
  gla: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1e9, description: 'm²' }))),
  position_id: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  last_status: optionalText(),
};

type VenueInput = {
  name?: string;
  code?: string | null;
  type?: string | null;
  category?: string | null;
  business_line?: string | null;
  company_id?: string | null;
  address?: string | null;
  country?: string | null;
  gla?: number | null;
  position_id?: string | null;
  last_status?: string | null;
};

async function venueColumnsOf(tx: Tx, organizationId: string, input: VenueInput) {
  if (input.company_id) {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.organizationId, organizationId), eq(companies.id, input.company_id)));
    if (!company) throw missing('company_id', 'La empresa no existe.');
  }
  if (input.position_id && !(await findPosition(tx, organizationId, input.position_id))) {
    throw missing('position_id', 'El cargo no existe.');
  }
  return withoutUndefined({
    name: input.name === undefined ? undefined : trimInvisible(input.name),
    code: textOrNull(input.code),
    type: textOrNull(input.type),
    category: textOrNull(input.category),
    businessLine: textOrNull(input.business_line),
    companyId: input.company_id,
    address: textOrNull(input.address),
    country: textOrNull(input.country),
    gla: input.gla === undefined ? undefined : input.gla === null ? null : String(input.gla),
    positionId: input.position_id,
    lastStatus: textOrNull(input.last_status),
  });
}

const newQrToken = () => randomBytes(24).toString('base64url');

export const venueRoutes: FastifyPluginAsyncTypebox = async (api) => {
  const qrOf = (subdomain: string, venueId: string, token: string) => ({
    token,
    url: `${webUrlOf(api.links, subdomain)}/venues/${venueId}?qr=${encodeURIComponent(token)}`,
  });

  api.get(
    '/venues',
    {
      schema: {
        operationId: 'listVenues',
        tags: ['org'],
        summary:
          "Venues, by name, narrowed by SPEC 3's list filters (all given must hold); `search` matches name or code",
        querystring: Type.Object(
          {
            search: Type.Optional(Type.String({ maxLength: MAX_NAME })),
            venue: Type.Optional(Type.String({ format: 'uuid', description: 'One venue' })),
            id_or_name: Type.Optional(
              Type.String({ maxLength: MAX_NAME, description: "A venue's id, or its exact name (any case)" }),
            ),
            type: Type.Optional(Type.String({ maxLength: MAX_NAME })),
            name: Type.Optional(Type.String({ maxLength: MAX_NAME, description: 'Name contains' })),
            code: Type.Optional(Type.String({ maxLength: MAX_NAME })),
            last_status: Type.Optional(Type.String({ maxLength: MAX_NAME })),
            category: Type.Optional(
              Type.String({ maxLength: MAX_NAME, description: "The venue's category" }),
            ),
            has_qr: Type.Optional(Type.Boolean()),
            has_position: Type.Optional(Type.Boolean()),
            company_id: Type.Optional(Type.String({ format: 'uuid' })),
            company_kind: Type.Optional(ref(CompanyKind)),
            business_line: Type.Optional(
              Type.String({ maxLength: MAX_NAME, description: "The venue's business line" }),
            ),
            address: Type.Optional(Type.String({ maxLength: MAX_NAME, description: 'Address contains' })),
            gla_gt: Type.Optional(Type.Number({ description: 'GLA greater than (m²)' })),
            gla_lt: Type.Optional(Type.Number({ description: 'GLA less than (m²)' })),
            country: Type.Optional(Type.String({ maxLength: MAX_NAME })),
            ...pageQuery,
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(VenueList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const q = request.query;
      const filters = withoutUndefined({
        search: q.search?.trim() || undefined,
        venue: q.venue,
        idOrName: q.id_or_name?.trim() || undefined,
        type: q.type?.trim() || undefined,
        name: q.name?.trim() || undefined,
        code: q.code?.trim() || undefined,
        lastStatus: q.last_status?.trim() || undefined,
        category: q.category?.trim() || undefined,
        hasQr: q.has_qr,
        hasPosition: q.has_position,
        companyId: q.company_id,
        companyKind: q.company_kind,
        businessLine: q.business_line?.trim() || undefined,
        address: q.address?.trim() || undefined,
        glaGreaterThan: q.gla_gt,
        glaLessThan: q.gla_lt,
        country: q.country?.trim() || undefined,
      });
      const { count, rows } = await request.withTenant((tx) =>
        listVenues(tx, organizationId, filters, pageOf(q)),
      );
      return { count, results: rows.map(toVenue) };
    },
  );

  api.get(
    '/venues/:id',
    {
      schema: {
        operationId: 'getVenue',
        tags: ['org'],
        summary: 'One venue',
        params: IdParams,
        response: { 200: ref(Venue), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const row = await request.withTenant((tx) => findVenue(tx, organizationId, request.params.id));
      if (!row) throw notFound('El lugar');
      return toVenue(row);
    },
  );

  api.post(
    '/venues',
    {
      config: WRITE,
      schema: {
        operationId: 'createVenue',
        tags: ['org'],
        summary: 'Add a venue; its code, when given, is unique in the organization (409)',
        body: Type.Object(VenueFields, { additionalProperties: false }),
        response: { 201: ref(Venue), 409: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const row = await unlessDuplicate(
        () =>
          request.withTenant(async (tx) => {
            const columns = await venueColumnsOf(tx, organizationId, request.body);
            const [created] = await tx
              .insert(venues)
              .values({ ...columns, name: columns.name ?? '', organizationId })
              .returning({ id: venues.id });
            return findVenue(tx, organizationId, created!.id);
          }),
        'code',
        CODE_TAKEN,
      );
      reply.code(201);
      return toVenue(row!);
    },
  );

  api.patch(
    '/venues/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'updateVenue',
        tags: ['org'],
        summary: "Change a venue's fields (those given)",
        params: IdParams,
        body: Type.Object(
          { ...VenueFields, name: Type.Optional(VenueFields.name) },
          { additionalProperties: false },
        ),
        response: { 200: ref(Venue), 409: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const row = await unlessDuplicate(
        () =>
          request.withTenant(async (tx) => {
            const columns = await venueColumnsOf(tx, organizationId, request.body);
            if (Object.keys(columns).length > 0) {
              await tx
                .update(venues)
                .set(columns)
                .where(and(eq(venues.organizationId, organizationId), eq(venues.id, request.params.id)));
            }
            return findVenue(tx, organizationId, request.params.id);
          }),
        'code',
        CODE_TAKEN,
      );
      if (!row) throw notFound('El lugar');
      return toVenue(row);
    },
  );

  api.delete(
    '/venues/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'deleteVenue',
        tags: ['org'],
        summary: 'Delete a venue with its locations (people working there lose it)',
        params: IdParams,
        response: DELETED,
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const deleted = await request.withTenant(async (tx) => {
        const rows = await tx
          .delete(venues)
          .where(and(eq(venues.organizationId, organizationId), eq(venues.id, request.params.id)))
          .returning({ id: venues.id });
        return rows.length > 0;
      });
      if (!deleted) throw notFound('El lugar');
      return reply.code(204).send(null);
    },
  );

  // ---- QR code ----
  api.get(
    '/venues/:id/qr',
    {
      config: WRITE,
      schema: {
        operationId: 'getVenueQr',
        tags: ['org'],
        summary: "The venue's QR code: its token and the link it encodes (404 when it has none)",
        params: IdParams,
        response: { 200: ref(VenueQr), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const row = await request.withTenant((tx) => venueQrToken(tx, organization.id, request.params.id));
      if (!row) throw notFound('El lugar');
      if (!row.token) throw notFound('El código QR');
      return qrOf(organization.subdomain, request.params.id, row.token);
    },
  );

  api.post(
    '/venues/:id/qr',
    {
      config: WRITE,
      schema: {
        operationId: 'rotateVenueQr',
        tags: ['org'],
        summary: 'Give the venue a new QR code; a previous one stops leading to it',
        params: IdParams,
        response: { 200: ref(VenueQr), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organization = requireOrganization(request);
      const token = newQrToken();
      const updated = await request.withTenant((tx) =>
        setVenueQrToken(tx, organization.id, request.params.id, token),
      );
      if (!updated) throw notFound('El lugar');
      return qrOf(organization.subdomain, request.params.id, token);
    },
  );

  api.delete(
    '/venues/:id/qr',
    {
      config: WRITE,
      schema: {
        operationId: 'deleteVenueQr',
        tags: ['org'],
        summary: "Remove the venue's QR code; a printed one stops leading to it",
        params: IdParams,
        response: { ...DELETED, 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const updated = await request.withTenant((tx) =>
        setVenueQrToken(tx, organizationId, request.params.id, null),
      );
      if (!updated) throw notFound('El lugar');
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/venue-qr/:token',
    {
      schema: {
        operationId: 'resolveVenueQr',
        tags: ['org'],
        summary: 'The venue a scanned QR code leads to (404 once the code was rotated or removed)',
        params: Type.Object(
          { token: Type.String({ minLength: 1, maxLength: 64 }) },
          { additionalProperties: false },
        ),
        response: { 200: ref(Venue), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const row = await request.withTenant(async (tx) => {
        const [venue] = await tx
          .select({ id: venues.id })
          .from(venues)
          .where(and(eq(venues.organizationId, organizationId), eq(venues.qrToken, request.params.token)));
        return venue ? findVenue(tx, organizationId, venue.id) : null;
      });
      if (!row) throw notFound('El código QR');
      return toVenue(row);
    },
  );

  // ---- locations ----
  api.get(
    '/locations',
    {
      schema: {
        operationId: 'listLocations',
        tags: ['org'],
        summary: 'Locations of every venue (or of `venue_id`), by name; `search` matches name or code',
        querystring: Type.Object(
          {
            search: Type.Optional(Type.String({ maxLength: MAX_NAME })),
            venue_id: Type.Optional(Type.String({ format: 'uuid' })),
            ...pageQuery,
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(LocationList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { count, rows } = await request.withTenant((tx) =>
        listLocations(tx, organizationId, {
          search: request.query.search?.trim() ?? '',
          ...(request.query.venue_id ? { venueId: request.query.venue_id } : {}),
          ...pageOf(request.query),
        }),
      );
      return { count, results: rows.map(toLocation) };
    },
  );

  const LocationFields = {
    name: nameString({ maxLength: MAX_NAME }),
    code: optionalText(),
    type: optionalText(),
    active: Type.Optional(Type.Boolean()),
  };

  api.post(
    '/venues/:id/locations',
    {
      config: WRITE,
      schema: {
        operationId: 'createLocation',
        tags: ['org'],
        summary: 'Add a location inside a venue',
        params: IdParams,
        body: Type.Object(LocationFields, { additionalProperties: false }),
        response: { 201: ref(Location), 404: ref(ErrorBody) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const { name, code, type, active } = request.body;
      const row = await request.withTenant(async (tx) => {
        const [venue] = await tx
          .select({ id: venues.id })
          .from(venues)
          .where(and(eq(venues.organizationId, organizationId), eq(venues.id, request.params.id)));
        if (!venue) return null;
        const [created] = await tx
          .insert(locations)
          .values({
            organizationId,
            venueId: venue.id,
            name: trimInvisible(name),
            code: textOrNull(code) ?? null,
            type: textOrNull(type) ?? null,
            ...(active === undefined ? {} : { active }),
          })
          .returning({ id: locations.id });
        return findLocation(tx, organizationId, created!.id);
      });
      if (!row) throw notFound('El lugar');
      reply.code(201);
      return toLocation(row);
    },
  );

  api.patch(
    '/locations/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'updateLocation',
        tags: ['org'],
        summary: "Change a location's fields (those given)",
        params: IdParams,
        body: Type.Object(
          { ...LocationFields, name: Type.Optional(LocationFields.name) },
          { additionalProperties: false },
        ),
        response: { 200: ref(Location), 404: ref(ErrorBody) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const { name, code, type, active } = request.body;
      const changes = withoutUndefined({
        name: name === undefined ? undefined : trimInvisible(name),
        code: textOrNull(code),
        type: textOrNull(type),
        active,
      });
      const row = await request.withTenant(async (tx) => {
        if (Object.keys(changes).length > 0) {
          await tx
            .update(locations)
            .set(changes)
            .where(and(eq(locations.organizationId, organizationId), eq(locations.id, request.params.id)));
        }
        return findLocation(tx, organizationId, request.params.id);
      });
      if (!row) throw notFound('La ubicación');
      return toLocation(row);
    },
  );

  api.delete(
    '/locations/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'deleteLocation',
        tags: ['org'],
        summary: 'Delete a location',
        params: IdParams,
        response: DELETED,
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const deleted = await request.withTenant(async (tx) => {
        const rows = await tx
          .delete(locations)
          .where(and(eq(locations.organizationId, organizationId), eq(locations.id, request.params.id)))
          .returning({ id: locations.id });
        return rows.length > 0;
      });
      if (!deleted) throw notFound('La ubicación');
      return reply.code(204).send(null);
    },
  );
};
