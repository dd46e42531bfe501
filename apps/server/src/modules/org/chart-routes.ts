/** The org chart (SPEC 2.2 /org-chart): levels on demand and a search with ancestors. Any member reads it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { ref } from '../../platform/http/schemas.ts';
import { chartNodes, searchChart } from './chart.ts';
import { OrgChartNode, OrgChartSearchResult } from './schemas.ts';

export const chartRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/org-chart/nodes',
    {
      schema: {
        operationId: 'listOrgChartNodes',
        tags: ['org'],
        summary: "The top positions, or `parent`'s direct reports, by title, with holders and counts",
        querystring: Type.Object(
          { parent: Type.Optional(Type.String({ format: 'uuid' })) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Array(ref(OrgChartNode)) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      return request.withTenant((tx) => chartNodes(tx, organizationId, request.query.parent ?? null));
    },
  );

  api.get(
    '/org-chart/search',
    {
      schema: {
        operationId: 'searchOrgChart',
        tags: ['org'],
        summary:
          'Up to 20 positions held by a person matching `q` (name, email, phone, document; accents and case ignored) or titled so, each with its ancestors',
        querystring: Type.Object({ q: Type.String({ maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: Type.Array(ref(OrgChartSearchResult)) },
      },
    },
    async (request) => {
      const organizationId = requireOrganization(request).id;
      const query = request.query.q.trim();
      if (query === '') return [];
      return request.withTenant((tx) => searchChart(tx, organizationId, query));
    },
  );
};
