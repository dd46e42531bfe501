/**
 * Writing a person of the directory: the checks of what may be stored (the same for the API's
 * forms and the spreadsheet bulk load, so a dry run reports exactly what the load would
 * refuse), creating, updating only what changed, and the upsert by identity document that
 * the bulk load runs row by row. Every write records one `person_history` row with exactly
 * the fields that changed.
 */

import { randomUUID } from 'node:crypto';
import {
  checkIdentityDocument,
  IDENTITY_DOCUMENT_MESSAGES,
  IDENTITY_DOCUMENT_TYPES,
  type IdentityDocumentLocale,
  type IdentityDocumentType,
  identityDocumentMessage,
} from '@faena/contract/identity-documents';
import { trimInvisible } from '@faena/contract/text';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { companies } from '../org/index.ts';
import { type PersonChange, personDocuments, personHistory, personProfiles } from './tables.ts';

export const MAX_PERSON_NAME = 120;
export const MAX_PERSON_LIST = 10;
export const MAX_ADDRESS = 300;
export const MAX_BUSINESS_LINE = 120;

/** What a caller may send for a person (the API's body; a bulk-load row once mapped). */
export interface PersonInput {
  name?: string;
  email?: string | null;
  documents?: { type: string; number: string }[];
  emails?: string[];
  phones?: string[];
  address?: string | null;
  business_lines?: string[];
  company_id?: string | null;
}

export interface PersonDocument {
  type: IdentityDocumentType;
  number: string;
}

/** A checked input: trimmed, documents normalised; absent fields stay absent. */
export interface PersonValues {
  name?: string;
  email?: string | null;
  documents?: PersonDocument[];
  emails?: string[];
  phones?: string[];
  address?: string | null;
  businessLines?: string[];
  companyId?: string | null;
}

export type PersonProblems = Record<string, string>;

export type PersonValidation =
  | { ok: true; values: PersonValues; warnings: PersonProblems }
  | { ok: false; problems: PersonProblems; warnings: PersonProblems };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]+$/;

interface Messages {
  required: string;
  tooLong: (max: number) => string;
  email: string;
  phone: string;
  tooMany: (max: number) => string;
  documentType: string;
  documentRepeated: string;
  company: string;
}

const MESSAGES: Record<IdentityDocumentLocale, Messages> = {
  'es-MX': {
    required: 'Este campo es requerido',
    tooLong: (max) => `Debe tener a lo más ${max} caracteres.`,
    email: 'Email inválido',
    phone: 'Teléfono inválido: usa de 6 a 15 dígitos, con + al inicio si es internacional.',
    tooMany: (max) => `Puedes ingresar a lo más ${max}.`,
    documentType: 'Tipo de documento desconocido.',
    documentRepeated: 'Este documento ya está en la lista.',
    company: 'La empresa no existe.',
  },
  'en-US': {
    required: 'This field is required',
    tooLong: (max) => `Use at most ${max} characters.`,
    email: 'Invalid email',
    phone: 'Invalid phone: use 6 to 15 digits, starting with + if international.',
    tooMany: (max) => `You can enter at most ${max}.`,
    documentType: 'Unknown document type.',
    documentRepeated: 'This document is already in the list.',
    company: 'The company does not exist.',
  },
};

/** A phone as stored: its digits, with the + of an international number ('+56 9 1234-5678' → '+56912345678'). */
export const compactPhone = (phone: string) =>
  (phone.trim().startsWith('+') ? '+' : '') + phone.replace(/\D/g, '');

const clean = (value: string) => trimInvisible(String(value ?? ''));

function isDocumentType(value: string): value is IdentityDocumentType {
  return (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/**
 * Checks a person's input without touching the database (the dry run's check): field → message
 * for each problem, in the given locale. `requireName`: a new person needs a name. The RFC
 * check-digit warning is a warning (`warnings`), a problem only if the caller refuses it.
 */
export function validatePersonInput(
  input: PersonInput,
  options: { requireName: boolean; locale?: IdentityDocumentLocale } = { requireName: true },
): PersonValidation {
  const locale = options.locale ?? 'es-MX';
  const m = MESSAGES[locale];
  const problems: PersonProblems = {};
  const warnings: PersonProblems = {};
  const values: PersonValues = {};

  if (input.name !== undefined || options.requireName) {
    const name = clean(input.name ?? '');
    if (!name) problems.name = m.required;
    else if (name.length > MAX_PERSON_NAME) problems.name = m.tooLong(MAX_PERSON_NAME);
    else values.name = name;
  }
  if (input.email !== undefined) {
    const email = clean(input.email ?? '');
    if (!email) values.email = null;
    else if (!EMAIL.test(email) || email.length > 254) problems.email = m.email;
    else values.email = email.toLowerCase();
  }
  const list = (field: 'emails' | 'phones' | 'business_lines', check: (v: string) => string | null) => {
    const raw = input[field];
    if (raw === undefined) return undefined;
    if (raw.length > MAX_PERSON_LIST) {
      problems[field] = m.tooMany(MAX_PERSON_LIST);
      return undefined;
    }
    const out: string[] = [];
    raw.forEach((item, i) => {
      const value = clean(item);
      if (!value) return;
      const problem = check(value);
      if (problem) problems[`${field}.${i}`] = problem;
      else if (!out.includes(value)) out.push(value);
    });
    return out;
  };
  const emails = list('emails', (v) => (EMAIL.test(v) && v.length <= 254 ? null : m.email));
  if (emails) values.emails = emails.map((e) => e.toLowerCase());
  const phones = list('phones', (v) => {
    const digits = v.replace(/\D/g, '').length;
    return PHONE.test(v) && digits >= 6 && digits <= 15 ? null : m.phone;
  });
  if (phones) values.phones = [...new Set(phones.map(compactPhone))];
  const lines = list('business_lines', (v) =>
    v.length > MAX_BUSINESS_LINE ? m.tooLong(MAX_BUSINESS_LINE) : null,
  );
  if (lines) values.businessLines = lines;
  if (input.address !== undefined) {
    const address = clean(input.address ?? '');
    if (address.length > MAX_ADDRESS) problems.address = m.tooLong(MAX_ADDRESS);
    else values.address = address || null;
  }
  if (input.company_id !== undefined) values.companyId = input.company_id || null;

  if (input.documents !== undefined) {
    const documents: PersonDocument[] = [];
    if (input.documents.length > MAX_PERSON_LIST) problems.documents = m.tooMany(MAX_PERSON_LIST);
    input.documents.slice(0, MAX_PERSON_LIST).forEach((document, i) => {
      const type = String(document.type ?? '');
      if (!isDocumentType(type)) {
        problems[`documents.${i}.type`] = m.documentType;
        return;
      }
      const check = checkIdentityDocument(type, document.number);
      if (!check.ok) {
        problems[`documents.${i}.number`] = identityDocumentMessage(locale, type, check.problem);
        return;
      }
      if (check.warning) warnings[`documents.${i}.number`] = IDENTITY_DOCUMENT_MESSAGES[locale].rfcWarning;
      if (documents.some((d) => d.type === type && d.number === check.normalized)) {
        problems[`documents.${i}.number`] = m.documentRepeated;
        return;
      }
      documents.push({ type, number: check.normalized });
    });
    values.documents = documents;
  }
  return Object.keys(problems).length > 0
    ? { ok: false, problems, warnings }
    : { ok: true, values, warnings };
}

/** 400 VALIDATION_ERROR with each field's message. */
export class PersonInputError extends ApiError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly problems: PersonProblems,
  ) {
    super(statusCode, code, message, problems);
    this.name = 'PersonInputError';
  }
}

export interface WriteOptions {
  actorId: string | null;
  /** 'app', 'bulk-load:<id>'… */
  source: string;
  /** The person confirmed the warnings (an RFC whose check digit fails). */
  confirmWarnings?: boolean;
  locale?: IdentityDocumentLocale;
  /** Changes made alongside (e.g. disabling), recorded in the same history row. */
  alsoChanged?: PersonChange[];
}

function checked(input: PersonInput, requireName: boolean, options: WriteOptions): PersonValues {
  const result = validatePersonInput(input, { requireName, locale: options.locale });
  if (!result.ok) {
    const message = Object.values(result.problems)[0] ?? 'Revisa los datos ingresados.';
    throw new PersonInputError(400, 'VALIDATION_ERROR', message, result.problems);
  }
  if (!options.confirmWarnings && Object.keys(result.warnings).length > 0) {
    const message = Object.values(result.warnings)[0] ?? '';
    throw new PersonInputError(400, 'RFC_CHECK_DIGIT_UNCONFIRMED', message, result.warnings);
  }
  return result.values;
}

/** The stored values of a person, as the history compares them. */
export interface PersonState {
  name: string;
  email: string | null;
  documents: PersonDocument[];
  emails: string[];
  phones: string[];
  address: string | null;
  businessLines: string[];
  companyId: string | null;
}

const FIELD_NAMES: Record<Exclude<keyof PersonState, 'documents'>, string> = {
  name: 'name',
  email: 'email',
  emails: 'emails',
  phones: 'phones',
  address: 'address',
  businessLines: 'business_lines',
  companyId: 'company_id',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const documentKey = (d: PersonDocument) => `${d.type}:${d.number}`;

/**
 * The changes from `before` (null: a new person) to `before` with `values` applied. Documents:
 * `replaceDocuments` false only adds (the bulk load never drops a document a row leaves out).
 */
export function personChanges(
  before: PersonState | null,
  values: PersonValues,
  replaceDocuments = true,
): PersonChange[] {
  const changes: PersonChange[] = [];
  for (const [key, field] of Object.entries(FIELD_NAMES) as [keyof typeof FIELD_NAMES, string][]) {
    const after = values[key];
    if (after === undefined) continue;
    const previous = before ? before[key] : null;
    const empty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0);
    if (before === null ? empty(after) : same(previous, after)) continue;
    changes.push({ field, before: before === null && Array.isArray(after) ? [] : previous, after });
  }
  if (values.documents) {
    const had = new Set((before?.documents ?? []).map(documentKey));
    const has = new Set(values.documents.map(documentKey));
    for (const d of values.documents) {
      if (!had.has(documentKey(d))) changes.push({ field: 'documents', before: null, after: d });
    }
    if (replaceDocuments) {
      for (const d of before?.documents ?? []) {
        if (!has.has(documentKey(d))) changes.push({ field: 'documents', before: d, after: null });
      }
    }
  }
  return changes;
}

/** A person's stored state, or null when the organization has no such person. */
export async function loadPersonState(
  tx: Tx,
  organizationId: string,
  personId: string,
): Promise<PersonState | null> {
  const [row] = await tx
    .select({
      name: persons.name,
      email: persons.email,
      emails: personProfiles.emails,
      phones: personProfiles.phones,
      address: personProfiles.address,
      businessLines: personProfiles.businessLines,
      companyId: personProfiles.companyId,
    })
    .from(persons)
    .leftJoin(
      personProfiles,
      and(eq(personProfiles.organizationId, persons.organizationId), eq(personProfiles.personId, persons.id)),
    )
    .where(and(eq(persons.organizationId, organizationId), eq(persons.id, personId)));
  if (!row) return null;
  const documents = await tx
    .select({ type: personDocuments.type, number: personDocuments.number })
    .from(personDocuments)
    .where(and(eq(personDocuments.organizationId, organizationId), eq(personDocuments.personId, personId)))
    .orderBy(personDocuments.createdAt, personDocuments.type, personDocuments.number);
  return {
    name: row.name,
    email: row.email,
    emails: row.emails ?? [],
    phones: row.phones ?? [],
    address: row.address ?? null,
    businessLines: row.businessLines ?? [],
    companyId: row.companyId ?? null,
    documents: documents as PersonDocument[],
  };
}

/** Refuses what only the database can tell: a taken email or document, an unknown company. */
async function checkAgainstOthers(
  tx: Tx,
  organizationId: string,
  personId: string | null,
  values: PersonValues,
  input: PersonInput,
  locale: IdentityDocumentLocale,
): Promise<void> {
  const notSelf = personId ? ne(persons.id, personId) : undefined;
  if (values.email) {
    const [taken] = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(
        and(
          eq(persons.organizationId, organizationId),
          sql`lower(${persons.email}) = ${values.email}`,
          notSelf,
        ),
      );
    if (taken) {
      const message =
        locale === 'en-US' ? 'The email address is already in use' : 'El correo electrónico ya está en uso';
      throw new PersonInputError(409, 'EMAIL_TAKEN', message, { email: message });
    }
  }
  if (values.documents && values.documents.length > 0) {
    const held = await tx
      .select({ type: personDocuments.type, number: personDocuments.number, name: persons.name })
      .from(personDocuments)
      .innerJoin(
        persons,
        and(
          eq(persons.organizationId, personDocuments.organizationId),
          eq(persons.id, personDocuments.personId),
        ),
      )
      .where(
        and(
          eq(personDocuments.organizationId, organizationId),
          or(
            ...values.documents.map((d) =>
              and(eq(personDocuments.type, d.type), eq(personDocuments.number, d.number)),
            ),
          ),
          personId ? ne(personDocuments.personId, personId) : undefined,
        ),
      );
    if (held.length > 0) {
      const fields: PersonProblems = {};
      for (const h of held) {
        const i = (input.documents ?? []).findIndex((d) => {
          const c = isDocumentType(String(d.type))
            ? checkIdentityDocument(d.type as IdentityDocumentType, d.number)
            : null;
          return d.type === h.type && c?.ok && c.normalized === h.number;
        });
        fields[`documents.${Math.max(i, 0)}.number`] =
          locale === 'en-US'
            ? `The document already belongs to ${h.name}.`
            : `El documento ya pertenece a ${h.name}.`;
      }
      throw new PersonInputError(409, 'DOCUMENT_TAKEN', Object.values(fields)[0] as string, fields);
    }
  }
  if (values.companyId) {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.organizationId, organizationId), eq(companies.id, values.companyId)));
    if (!company) {
      const message = MESSAGES[locale].company;
      throw new PersonInputError(400, 'VALIDATION_ERROR', message, { company_id: message });
    }
  }
}

async function writeDocuments(
  tx: Tx,
  organizationId: string,
  personId: string,
  before: PersonDocument[],
  after: PersonDocument[],
  replace: boolean,
): Promise<void> {
  const keep = new Set(after.map(documentKey));
  const had = new Set(before.map(documentKey));
  const removed = replace ? before.filter((d) => !keep.has(documentKey(d))) : [];
  const added = after.filter((d) => !had.has(documentKey(d)));
  if (removed.length > 0) {
    await tx
      .delete(personDocuments)
      .where(
        and(
          eq(personDocuments.organizationId, organizationId),
          eq(personDocuments.personId, personId),
          or(
            ...removed.map((d) =>
              and(eq(personDocuments.type, d.type), eq(personDocuments.number, d.number)),
            ),
          ),
        ),
      );
  }
  if (added.length > 0) {
    await tx.insert(personDocuments).values(added.map((d) => ({ organizationId, personId, ...d })));
  }
}

async function record(
  tx: Tx,
  organizationId: string,
  personId: string,
  ownChanges: PersonChange[],
  options: WriteOptions,
): Promise<void> {
  const changes = [...ownChanges, ...(options.alsoChanged ?? [])];
  if (changes.length === 0) return;
  await tx
    .insert(personHistory)
    .values({ organizationId, personId, actorId: options.actorId, source: options.source, changes });
}

/** Creates a person with their profile and documents, and records it; throws PersonInputError. */
export async function createPerson(
  tx: Tx,
  organizationId: string,
  input: PersonInput,
  options: WriteOptions,
): Promise<string> {
  const values = checked(input, true, options);
  return insertChecked(tx, organizationId, values, input, options);
}

async function insertChecked(
  tx: Tx,
  organizationId: string,
  values: PersonValues,
  input: PersonInput,
  options: WriteOptions,
): Promise<string> {
  await checkAgainstOthers(tx, organizationId, null, values, input, options.locale ?? 'es-MX');
  const [id] = await insertPeople(tx, organizationId, [{ values }], options);
  if (!id) throw new Error('The person was not stored');
  return id;
}

/**
 * Stores new people whose values were checked (against each other and the organization's
 * people too): the people, their profiles, their documents and the history entry of each, in
 * four multi-row statements. The one way a person is created, alone or a bulk load's batch.
 * Answers their ids in order (an `id` given is kept).
 */
export async function insertPeople(
  tx: Tx,
  organizationId: string,
  people: readonly { id?: string; values: PersonValues }[],
  options: Pick<WriteOptions, 'actorId' | 'source' | 'alsoChanged'>,
): Promise<string[]> {
  if (people.length === 0) return [];
  const rows = people.map(({ id, values }) => ({ id: id ?? randomUUID(), values }));
  await tx.insert(persons).values(
    rows.map(({ id, values }) => ({
      organizationId,
      id,
      name: values.name as string,
      email: values.email ?? null,
    })),
  );
  await tx.insert(personProfiles).values(
    rows.map(({ id, values }) => ({
      organizationId,
      personId: id,
      address: values.address ?? null,
      emails: values.emails ?? [],
      phones: values.phones ?? [],
      businessLines: values.businessLines ?? [],
      companyId: values.companyId ?? null,
    })),
  );
  const documents = rows.flatMap(({ id, values }) =>
    (values.documents ?? []).map((d) => ({ organizationId, personId: id, ...d })),
  );
  if (documents.length > 0) await tx.insert(personDocuments).values(documents);
  await tx.insert(personHistory).values(
    rows.map(({ id, values }) => ({
      organizationId,
      personId: id,
      actorId: options.actorId,
      source: options.source,
      changes: [...personChanges(null, values), ...(options.alsoChanged ?? [])],
    })),
  );
  return rows.map((row) => row.id);
}

async function applyChecked(
  tx: Tx,
  organizationId: string,
  personId: string,
  before: PersonState,
  values: PersonValues,
  input: PersonInput,
  options: WriteOptions & { replaceDocuments: boolean },
): Promise<PersonChange[]> {
  const changes = personChanges(before, values, options.replaceDocuments);
  if (changes.length === 0) {
    await record(tx, organizationId, personId, changes, options);
    return changes;
  }
  const changed = new Set(changes.map((c) => c.field));
  const relevant: PersonValues = {
    email: changed.has('email') ? values.email : undefined,
    companyId: changed.has('company_id') ? values.companyId : undefined,
    documents: changed.has('documents') ? values.documents : undefined,
  };
  await checkAgainstOthers(tx, organizationId, personId, relevant, input, options.locale ?? 'es-MX');
  if (changed.has('name') || changed.has('email')) {
    await tx
      .update(persons)
      .set({
        ...(changed.has('name') ? { name: values.name as string } : {}),
        ...(changed.has('email') ? { email: values.email ?? null } : {}),
      })
      .where(and(eq(persons.organizationId, organizationId), eq(persons.id, personId)));
  }
  const profile = {
    ...(changed.has('address') ? { address: values.address ?? null } : {}),
    ...(changed.has('emails') ? { emails: values.emails ?? [] } : {}),
    ...(changed.has('phones') ? { phones: values.phones ?? [] } : {}),
    ...(changed.has('business_lines') ? { businessLines: values.businessLines ?? [] } : {}),
    ...(changed.has('company_id') ? { companyId: values.companyId ?? null } : {}),
  };
  if (Object.keys(profile).length > 0) {
    await tx
      .insert(personProfiles)
      .values({ organizationId, personId, ...profile })
      .onConflictDoUpdate({
        target: [personProfiles.organizationId, personProfiles.personId],
        set: { ...profile, updatedAt: sql`now()` },
      });
  }
  if (changed.has('documents') && values.documents) {
    await writeDocuments(
      tx,
      organizationId,
      personId,
      before.documents,
      values.documents,
      options.replaceDocuments,
    );
  }
  await record(tx, organizationId, personId, changes, options);
  return changes;
}

/**
 * Applies a partial update and records exactly what changed; null when the organization has no
 * such person. Documents given replace the person's documents.
 */
export async function updatePerson(
  tx: Tx,
  organizationId: string,
  personId: string,
  input: PersonInput,
  options: WriteOptions,
): Promise<PersonChange[] | null> {
  const values = checked(input, false, options);
  const before = await loadPersonState(tx, organizationId, personId);
  if (!before) return null;
  return applyChecked(tx, organizationId, personId, before, values, input, {
    ...options,
    replaceDocuments: true,
  });
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/**
 * The bulk load's write of one row: finds the person holding any of the input's documents
 * (normalised), and creates them, updates only the fields that differ (documents are only
 * added) or leaves them untouched. Throws PersonInputError with the problems by field (the
 * same messages as the API), e.g. when the documents belong to two different people.
 */
export async function upsertPersonByDocument(
  tx: Tx,
  organizationId: string,
  input: PersonInput,
  options: WriteOptions,
): Promise<{ outcome: UpsertOutcome; personId: string }> {
  const locale = options.locale ?? 'es-MX';
  const probe = checked(input, false, options);
  const documents = probe.documents ?? [];
  if (documents.length === 0) {
    const message = MESSAGES[locale].required;
    throw new PersonInputError(400, 'VALIDATION_ERROR', message, { 'documents.0.number': message });
  }
  const holders = await tx
    .selectDistinct({ personId: personDocuments.personId })
    .from(personDocuments)
    .where(
      and(
        eq(personDocuments.organizationId, organizationId),
        or(
          ...documents.map((d) =>
            and(eq(personDocuments.type, d.type), eq(personDocuments.number, d.number)),
          ),
        ),
      ),
    );
  if (holders.length > 1) {
    const message =
      locale === 'en-US'
        ? 'These documents belong to different people.'
        : 'Estos documentos pertenecen a personas distintas.';
    throw new PersonInputError(409, 'DOCUMENT_TAKEN', message, { documents: message });
  }
  const holder = holders[0]?.personId;
  if (!holder) {
    const values = checked(input, true, options);
    return { outcome: 'created', personId: await insertChecked(tx, organizationId, values, input, options) };
  }
  const before = await loadPersonState(tx, organizationId, holder);
  if (!before) throw new Error('The document holder vanished');
  const changes = await applyChecked(tx, organizationId, holder, before, probe, input, {
    ...options,
    replaceDocuments: false,
  });
  return { outcome: changes.length > 0 ? 'updated' : 'unchanged', personId: holder };
}

/** The ids of the given persons that exist in the organization (for checks of lists). */
export async function existingPersonIds(tx: Tx, organizationId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.organizationId, organizationId), inArray(persons.id, ids)));
  return new Set(rows.map((r) => r.id));
}
