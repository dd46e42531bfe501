/**
 * Reading the people directory: the filtered, searched list (also what the export streams),
 * one person whole, and a person's history.
 */
import {
  documentNumberSearchKey,
  formatIdentityDocument,
  IDENTITY_DOCUMENT_TYPES,
  type IdentityDocumentType,
} from '@faena/contract/identity-documents';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { selectRows, type Tx } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import { companies, orgModule } from '../org/index.ts';
import { personDocuments, personHistory, personProfiles } from './tables.ts';

export const MAX_PERSONS_PAGE = 50;

/** The list's filters (SPEC 3 "Filters" that apply to people); the export takes the same. */
export const PersonFilterFields = {
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Words each found in the name, an email, a phone or a document number (accents and case ignored)',
    }),
  ),
  company: Type.Optional(
    Type.Union([Type.String({ format: 'uuid' }), Type.Literal('own')], {
      description: "A company's id, or 'own' for the organization's own people",
    }),
  ),
  company_type: Type.Optional(
    Type.Union([Type.Literal('PARTNER'), Type.Literal('CONTRACTOR'), Type.Literal('OWN')]),
  ),
  venue: Type.Optional(Type.String({ format: 'uuid' })),
  position: Type.Optional(Type.String({ format: 'uuid' })),
  group: Type.Optional(Type.String({ format: 'uuid' })),
  business_line: Type.Optional(Type.String({ maxLength: 120 })),
  document_type: Type.Optional(
    Type.Unsafe<IdentityDocumentType>({ type: 'string', enum: [...IDENTITY_DOCUMENT_TYPES] }),
  ),
  disabled: Type.Optional(Type.Boolean()),
};

export interface PersonFilters {
  search?: string;
  company?: string;
  company_type?: 'PARTNER' | 'CONTRACTOR' | 'OWN';
  venue?: string;
  position?: string;
  group?: string;
  business_line?: string;
  document_type?: IdentityDocumentType;
  disabled?: boolean;
}

/** The search's words (at most 6), as the list and the export split them. */
const searchWords = (search: string | undefined) =>
  (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6);

/** `%` and `_` in a search are literal text, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One word of a search: in the folded text as typed, or as bare letters and digits (12.345.678-5). */
function searchWord(word: string): SQL {
  const typed = sql`${persons.searchText} like '%' || faena_fold(${escapeLike(word)}) || '%'`;
  const bare = documentNumberSearchKey(word);
  if (bare === '' || bare === word.toUpperCase()) return typed;
  return sql`(${typed} or ${persons.searchText} like '%' || faena_fold(${escapeLike(bare)}) || '%')`;
}

/** The WHERE of the directory for these filters (on `persons` alone: profiles are subqueries). */
export function directoryWhere(tx: Tx, organizationId: string, filters: PersonFilters): SQL | undefined {
  const words = searchWords(filters.search);
  const inPlace = (places: { venues?: string[]; positions?: string[]; groups?: string[] }) =>
    sql`${persons.id} in (${orgModule.services.personIdsIn(tx, organizationId, places)})`;
  const companyKind = filters.company_type;
  // Profile filters as subqueries, so the list never joins every profile of a large organization.
  const withProfile = (condition: SQL) =>
    sql`${persons.id} in (select ${personProfiles.personId} from ${personProfiles}
      where ${personProfiles.organizationId} = ${organizationId} and ${condition})`;
  const ownCompany = () =>
    sql`not exists (select 1 from ${personProfiles} where ${personProfiles.organizationId} = ${organizationId}
      and ${personProfiles.personId} = ${persons.id} and ${personProfiles.companyId} is not null)`;
  return and(
    eq(persons.organizationId, organizationId),
    ...words.map(searchWord),
    filters.company === 'own' ? ownCompany() : undefined,
    filters.company && filters.company !== 'own'
      ? withProfile(sql`${personProfiles.companyId} = ${filters.company}`)
      : undefined,
    companyKind === 'OWN' ? ownCompany() : undefined,
    companyKind && companyKind !== 'OWN'
      ? withProfile(sql`${personProfiles.companyId} in (select ${companies.id} from ${companies}
          where ${companies.organizationId} = ${organizationId} and ${companies.kind} = ${companyKind})`)
      : undefined,
    filters.venue ? inPlace({ venues: [filters.venue] }) : undefined,
    filters.position ? inPlace({ positions: [filters.position] }) : undefined,
    filters.group ? inPlace({ groups: [filters.group] }) : undefined,
    filters.business_line
      ? withProfile(sql`${filters.business_line} = any(${personProfiles.businessLines})`)
      : undefined,
    filters.document_type
      ? sql`exists (select 1 from ${personDocuments} where ${personDocuments.organizationId} = ${organizationId}
          and ${personDocuments.personId} = ${persons.id} and ${personDocuments.type} = ${filters.document_type})`
      : undefined,
    filters.disabled === true ? isNotNull(persons.disabledAt) : undefined,
    filters.disabled === false ? isNull(persons.disabledAt) : undefined,
  );
}

const profileJoin = and(
  eq(personProfiles.organizationId, persons.organizationId),
  eq(personProfiles.personId, persons.id),
);
const company = alias(companies, 'person_company');
const companyJoin = and(
  eq(company.organizationId, personProfiles.organizationId),
  eq(company.id, personProfiles.companyId),
);

export interface DocumentView {
  type: IdentityDocumentType;
  number: string;
  display: string;
}

const documentView = (d: { type: string; number: string }): DocumentView => ({
  type: d.type as IdentityDocumentType,
  number: d.number,
  display: formatIdentityDocument(d.type as IdentityDocumentType, d.number),
});

/** The documents of these people, by person, in the order they were added. */
async function documentsOf(tx: Tx, organizationId: string, personIds: string[]) {
  const byPerson = new Map<string, DocumentView[]>();
  if (personIds.length === 0) return byPerson;
  const rows = await tx
    .select({
      personId: personDocuments.personId,
      type: personDocuments.type,
      number: personDocuments.number,
    })
    .from(personDocuments)
    .where(
      and(eq(personDocuments.organizationId, organizationId), inArray(personDocuments.personId, personIds)),
    )
    .orderBy(asc(personDocuments.createdAt), asc(personDocuments.type), asc(personDocuments.number));
  for (const row of rows) {
    const list = byPerson.get(row.personId) ?? [];
    list.push(documentView(row));
    byPerson.set(row.personId, list);
  }
  return byPerson;
}

const listColumns = {
  id: persons.id,
  name: persons.name,
  email: persons.email,
  disabledAt: persons.disabledAt,
  photoUrl: persons.photoUrl,
  phones: personProfiles.phones,
  companyId: company.id,
  companyName: company.name,
  companyKind: company.kind,
};

/**
 * The list counts at most this many matches: past it the count is a lower bound
 * (`count_capped`), so a common search never reads every match to count them.
 */
export const DIRECTORY_COUNT_CAP = 1000;

/** A page of the directory by name, and how many people match (up to the cap). */
export async function listDirectory(
  tx: Tx,
  organizationId: string,
  filters: PersonFilters,
  pageRange: { limit: number; offset: number },
) {
  const where = directoryWhere(tx, organizationId, filters);
  const matches = tx
    .select({ one: sql`1`.as('one') })
    .from(persons)
    .where(where)
    .limit(DIRECTORY_COUNT_CAP + 1)
    .as('capped');
  const [total] = await tx.select({ count: count() }).from(matches);
  const counted = Number(total?.count ?? 0);
  // A word of 3 characters or more finds its people through the trigram index: they are
  // gathered first and sorted (a few thousand at most), since the matches of a name cluster in
  // name order and walking the name index to them could read most of the organization. Shorter
  // words match nearly everyone: the name index gives the first page at once.
  const gatherFirst = searchWords(filters.search).some((word) => word.length >= 3);
  const pageIds = (
    await selectRows<{ id: string }>(
      tx,
      sql`with matches as ${gatherFirst ? sql`materialized` : sql``} (
          select ${persons.id} as id, ${persons.name} as name from ${persons} where ${where})
        select id from matches order by name, id limit ${pageRange.limit} offset ${pageRange.offset}`,
    )
  ).map((row) => row.id);
  const rows =
    pageIds.length === 0
      ? []
      : await tx
          .select({
            id: persons.id,
            name: persons.name,
            email: persons.email,
            disabledAt: persons.disabledAt,
            photoUrl: persons.photoUrl,
            phones: personProfiles.phones,
            companyId: company.id,
            companyName: company.name,
            companyKind: company.kind,
          })
          .from(persons)
          .leftJoin(personProfiles, profileJoin)
          .leftJoin(company, companyJoin)
          .where(and(eq(persons.organizationId, organizationId), inArray(persons.id, pageIds)))
          .orderBy(asc(persons.name), asc(persons.id));
  const documents = await documentsOf(
    tx,
    organizationId,
    rows.map((r) => r.id),
  );
  return {
    count: Math.min(counted, DIRECTORY_COUNT_CAP),
    count_capped: counted > DIRECTORY_COUNT_CAP,
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      disabled: row.disabledAt !== null,
      photo_url: row.photoUrl,
      company: row.companyId
        ? {
            id: row.companyId,
            name: row.companyName as string,
            kind: row.companyKind as 'PARTNER' | 'CONTRACTOR',
          }
        : null,
      documents: (documents.get(row.id) ?? []).slice(0, 3),
      phones: row.phones ?? [],
    })),
  };
}

/** One person whole (without their places, which the org module knows), or null. */
export async function findPersonDetail(tx: Tx, organizationId: string, personId: string) {
  const [row] = await tx
    .select({
      ...listColumns,
      emails: personProfiles.emails,
      address: personProfiles.address,
      businessLines: personProfiles.businessLines,
      createdAt: persons.createdAt,
    })
    .from(persons)
    .leftJoin(personProfiles, profileJoin)
    .leftJoin(company, companyJoin)
    .where(and(eq(persons.organizationId, organizationId), eq(persons.id, personId)));
  if (!row) return null;
  const documents = await documentsOf(tx, organizationId, [personId]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    disabled: row.disabledAt !== null,
    photo_url: row.photoUrl,
    company: row.companyId
      ? {
          id: row.companyId,
          name: row.companyName as string,
          kind: row.companyKind as 'PARTNER' | 'CONTRACTOR',
        }
      : null,
    documents: documents.get(personId) ?? [],
    emails: row.emails ?? [],
    phones: row.phones ?? [],
    address: row.address ?? null,
    business_lines: row.businessLines ?? [],
    created_at: row.createdAt.toISOString(),
  };
}

const actor = alias(persons, 'actor');

/** A person's history, newest first, with who made each change. */
export async function listPersonHistory(
  tx: Tx,
  organizationId: string,
  personId: string,
  page: { limit: number; offset: number },
) {
  const where = and(eq(personHistory.organizationId, organizationId), eq(personHistory.personId, personId));
  const [total] = await tx.select({ count: count() }).from(personHistory).where(where);
  const rows = await tx
    .select({
      id: personHistory.id,
      at: personHistory.at,
      source: personHistory.source,
      changes: personHistory.changes,
      actorId: actor.id,
      actorName: actor.name,
    })
    .from(personHistory)
    .leftJoin(
      actor,
      and(eq(actor.organizationId, personHistory.organizationId), eq(actor.id, personHistory.actorId)),
    )
    .where(where)
    .orderBy(desc(personHistory.at), desc(personHistory.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    count: Number(total?.count ?? 0),
    results: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      source: row.source,
      actor: row.actorId ? { id: row.actorId, name: row.actorName as string } : null,
      changes: row.changes,
    })),
  };
}
