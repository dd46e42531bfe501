/**
 * The people list as an XLSX, filtered as the list is, streamed as it is written (exceljs's
 * streaming writer) while the people are read a page at a time: neither the list nor the file
 * is ever whole in memory. Its headers are the bulk load template's, so an export loads back
 * through the bulk load unchanged.
 */

import type { IdentityDocumentType } from '@faena/contract/identity-documents';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { persons } from '../../platform/database/tenant-table.ts';
import { requireOrganization } from '../../platform/http/request-context.ts';
import { companies } from '../org/index.ts';
import { BULK_LOAD_FIELDS, DOCUMENT_TYPE_LABELS, TEMPLATE_HEADERS } from './bulk-load-columns.ts';
import { addHeaderRow, sendXlsx } from './bulk-load-routes.ts';
import { directoryWhere, PersonFilterFields, type PersonFilters } from './directory-queries.ts';
import { personDocuments, personProfiles } from './tables.ts';

const PAGE = 500;

export const exportRoutes: FastifyPluginAsyncTypebox = async (api) => {
  api.get(
    '/persons/export.xlsx',
    {
      config: { permission: 'MANAGE_PEOPLE' },
      schema: {
        operationId: 'exportPersons',
        tags: ['people'],
        summary:
          'The people of the list (same filters as listPersons) as an XLSX with the bulk load template’s columns, streamed',
        querystring: Type.Object(PersonFilterFields, { additionalProperties: false }),
        response: { 200: Type.String({ format: 'binary', description: 'An XLSX file' }) },
      },
    },
    async (request, reply) => {
      const organizationId = requireOrganization(request).id;
      const filters = request.query as PersonFilters;
      const database = api.bulkLoadDatabase;
      return sendXlsx(reply, 'personas.xlsx', async (workbook) => {
        const sheet = workbook.addWorksheet('Personas');
        addHeaderRow(
          sheet,
          BULK_LOAD_FIELDS.map((field) => TEMPLATE_HEADERS[field]),
        );
        let after: { name: string; id: string } | null = null;
        for (;;) {
          const page = await database.withTenant(organizationId, async (tx) => {
            const people = await tx
              .select({
                id: persons.id,
                name: persons.name,
                email: persons.email,
                address: personProfiles.address,
                phones: personProfiles.phones,
                businessLines: personProfiles.businessLines,
                company: companies.name,
              })
              .from(persons)
              .leftJoin(
                personProfiles,
                and(
                  eq(personProfiles.organizationId, persons.organizationId),
                  eq(personProfiles.personId, persons.id),
                ),
              )
              .leftJoin(
                companies,
                and(
                  eq(companies.organizationId, personProfiles.organizationId),
                  eq(companies.id, personProfiles.companyId),
                ),
              )
              .where(
                and(
                  directoryWhere(tx, organizationId, filters),
                  after ? sql`(${persons.name}, ${persons.id}) > (${after.name}, ${after.id})` : undefined,
                ),
              )
              .orderBy(asc(persons.name), asc(persons.id))
              .limit(PAGE);
            const documents =
              people.length === 0
                ? []
                : await tx
                    .select({
                      personId: personDocuments.personId,
                      type: personDocuments.type,
                      number: personDocuments.number,
                    })
                    .from(personDocuments)
                    .where(
                      and(
                        eq(personDocuments.organizationId, organizationId),
                        inArray(
                          personDocuments.personId,
                          people.map((person) => person.id),
                        ),
                      ),
                    )
                    .orderBy(
                      asc(personDocuments.createdAt),
                      asc(personDocuments.type),
                      asc(personDocuments.number),
                    );
            return { people, documents };
          });
          if (page.people.length === 0) break;
          const firstDocument = new Map<string, { type: string; number: string }>();
          for (const document of page.documents) {
            if (!firstDocument.has(document.personId)) firstDocument.set(document.personId, document);
          }
          for (const person of page.people) {
            const document = firstDocument.get(person.id);
            sheet
              .addRow([
                person.name,
                document
                  ? (DOCUMENT_TYPE_LABELS[document.type as IdentityDocumentType] ?? document.type)
                  : null,
                document?.number ?? null,
                person.email,
                (person.phones ?? []).join('; ') || null,
                person.address,
                person.company,
                (person.businessLines ?? []).join('; ') || null,
              ])
              .commit();
          }
          const last = page.people[page.people.length - 1];
          if (!last || page.people.length < PAGE) break;
          after = { name: last.name, id: last.id };
        }
        sheet.commit();
      });
    },
  );
};
