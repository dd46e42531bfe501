/**
 * The organization's links: every member reads them in order; MANAGE_LINKS adds, changes,
 * deletes and reorders them.
 */
import { trimInvisible } from '@faena/contract/text';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { selectRows } from '../../platform/database/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { sayFor } from '../../platform/http/language.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { errorResponse } from '../../platform/openapi/route-responses.ts';
import {
  OrganizationLink,
  OrganizationLinkChanges,
  OrganizationLinkInput,
  OrganizationLinkList,
  OrganizationLinkOrder,
} from './schemas.ts';
import { checkedUrl, linkNotFound, MANAGE, readLinks, storedDescription, toLink } from './store.ts';
import { organizationLinks } from './tables.ts';

const Params = Type.Object({ linkId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

export const linkRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/links',
    {
      schema: {
        operationId: 'listLinks',
        tags: ['links'],
        summary: "The organization's links, by position",
        response: { 200: ref(OrganizationLinkList) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      return { results: await request.withTenant((tx) => readLinks(tx, organizationId)) };
    },
  );

  api.post(
    '/links',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'createLink',
        tags: ['links'],
        summary: 'Add a link, last',
        body: ref(OrganizationLinkInput),
        response: { 201: ref(OrganizationLink) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const say = sayFor(request);
      const { title, url, description, icon } = request.body;
      const values = {
        title: trimInvisible(title),
        url: checkedUrl(url, say),
        description: storedDescription(description),
        icon: icon ?? 'link',
      };
      const created = await request.withTenant(async (tx) => {
        const [last] = await selectRows<{ position: number | null }>(
          tx,
          sql`select max(position) as position from organization_links where tenant_id = ${organizationId}`,
        );
        const [row] = await tx
          .insert(organizationLinks)
          .values({ organizationId, ...values, position: (last?.position ?? -1) + 1 })
          .returning();
        return toLink(row!);
      });
      reply.code(201);
      return created;
    },
  );

  api.patch(
    '/links/:linkId',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'updateLink',
        tags: ['links'],
        summary: 'Change a link (only the fields sent)',
        params: Params,
        body: ref(OrganizationLinkChanges),
        response: { 200: ref(OrganizationLink), 404: errorResponse('No such link (LINK_NOT_FOUND)') },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const say = sayFor(request);
      const { title, url, description, icon } = request.body;
      const changes = {
        ...(title !== undefined ? { title: trimInvisible(title) } : {}),
        ...(url !== undefined ? { url: checkedUrl(url, say) } : {}),
        ...(description !== undefined ? { description: storedDescription(description) } : {}),
        ...(icon !== undefined ? { icon } : {}),
        updatedAt: new Date(),
      };
      return request.withTenant(async (tx) => {
        const [row] = await tx
          .update(organizationLinks)
          .set(changes)
          .where(
            and(
              eq(organizationLinks.organizationId, organizationId),
              eq(organizationLinks.id, request.params.linkId),
            ),
          )
          .returning();
        if (!row) throw linkNotFound(say);
        return toLink(row);
      });
    },
  );

  api.delete(
    '/links/:linkId',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'deleteLink',
        tags: ['links'],
        summary: 'Delete a link',
        params: Params,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          404: errorResponse('No such link (LINK_NOT_FOUND)'),
        },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const say = sayFor(request);
      const deleted = await request.withTenant((tx) =>
        tx
          .delete(organizationLinks)
          .where(
            and(
              eq(organizationLinks.organizationId, organizationId),
              eq(organizationLinks.id, request.params.linkId),
            ),
          )
          .returning({ id: organizationLinks.id }),
      );
      if (deleted.length === 0) throw linkNotFound(say);
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/links/order',
    {
      config: { permission: MANAGE },
      schema: {
        operationId: 'reorderLinks',
        tags: ['links'],
        summary: 'Put the links in a new order (every link, once)',
        body: ref(OrganizationLinkOrder),
        response: {
          200: ref(OrganizationLinkList),
          409: errorResponse('The ids are not exactly the current links (LINK_ORDER_MISMATCH)'),
        },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const say = sayFor(request);
      const { ids } = request.body;
      return request.withTenant(async (tx) => {
        const current = await readLinks(tx, organizationId);
        const known = new Set(current.map((link) => link.id));
        if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw new ApiError(
            409,
            'LINK_ORDER_MISMATCH',
            say(
              'La lista de enlaces cambió mientras la ordenabas. Actualiza la página e inténtalo de nuevo.',
              'The list of links changed while you were ordering it. Reload the page and try again.',
            ),
          );
        }
        for (const [position, id] of ids.entries()) {
          await tx
            .update(organizationLinks)
            .set({ position })
            .where(and(eq(organizationLinks.organizationId, organizationId), eq(organizationLinks.id, id)));
        }
        return { results: await readLinks(tx, organizationId) };
      });
    },
  );
};
