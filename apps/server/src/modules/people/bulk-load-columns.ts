/**
 * The bulk load's columns: the person fields a sheet's column can fill, the header names each
 * is recognised by (case, accents and punctuation aside), and a row's cells read as a person.
 * The template and the export write exactly `TEMPLATE_HEADERS`, so an export loads back as is.
 */
import type { IdentityDocumentType } from '@faena/contract/identity-documents';
import type { CellValue } from './bulk-load-reader.ts';
import { type PersonInput, validatePersonInput } from './person-writes.ts';

export const BULK_LOAD_FIELDS = [
  'name',
  'document_type',
  'document',
  'email',
  'phone',
  'address',
  'company',
  'business_line',
] as const;
export type BulkLoadField = (typeof BULK_LOAD_FIELDS)[number];

/** The template's (and the export's) header of each field, in column order. */
export const TEMPLATE_HEADERS: Record<BulkLoadField, string> = {
  name: 'Nombre',
  document_type: 'Tipo de documento',
  document: 'Número de documento',
  email: 'Correo',
  phone: 'Teléfono',
  address: 'Dirección',
  company: 'Empresa',
  business_line: 'Línea de negocio',
};

/** Lower case, no accents, punctuation as spaces: 'E-mail' = 'email' = 'e mail'. */
export function foldHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const ALIASES: Record<BulkLoadField, string[]> = {
  name: [
    'nombre',
    'nombre completo',
    'nombres',
    'name',
    'full name',
    'nombre y apellido',
    'nombre y apellidos',
  ],
  document_type: ['tipo de documento', 'tipo documento', 'tipo doc', 'document type', 'id type'],
  document: [
    'numero de documento',
    'n de documento',
    'no de documento',
    'nro documento',
    'documento',
    'documento de identidad',
    'document',
    'document number',
    'id number',
    'rut',
    'run',
    'curp',
    'rfc',
    'nss',
    'ine',
    'dui',
    'dni',
    'cedula',
    'pasaporte',
    'passport',
  ],
  email: ['correo', 'correo electronico', 'email', 'e mail', 'mail'],
  phone: ['telefono', 'telefonos', 'celular', 'movil', 'phone', 'mobile'],
  address: ['direccion', 'domicilio', 'address'],
  company: ['empresa', 'compania', 'company'],
  business_line: ['linea de negocio', 'lineas de negocio', 'business line', 'business lines'],
};

const FIELD_BY_ALIAS = new Map<string, BulkLoadField>(
  BULK_LOAD_FIELDS.flatMap((field) => ALIASES[field].map((alias) => [alias, field] as const)),
);

/** A header that names the document's type too ('RUT', 'CURP'…). */
const TYPE_BY_NAME: Record<string, IdentityDocumentType> = {
  rut: 'CL_CI',
  run: 'CL_CI',
  ci: 'CL_CI',
  'cl ci': 'CL_CI',
  curp: 'MX_CURP',
  'mx curp': 'MX_CURP',
  rfc: 'MX_RFS',
  'mx rfs': 'MX_RFS',
  nss: 'MX_NSS',
  'mx nss': 'MX_NSS',
  ine: 'MX_INE',
  'mx ine': 'MX_INE',
  dui: 'SV_DUI',
  'sv dui': 'SV_DUI',
  dni: 'PE_DNI',
  'pe dni': 'PE_DNI',
  cc: 'CO_CC',
  'co cc': 'CO_CC',
  'cedula de ciudadania': 'CO_CC',
  pasaporte: 'PASSPORT',
  passport: 'PASSPORT',
};

/** How the export writes a document's type (read back by `documentTypeOf`). */
export const DOCUMENT_TYPE_LABELS: Record<IdentityDocumentType, string> = {
  CL_CI: 'RUT',
  PASSPORT: 'Pasaporte',
  PE_DNI: 'DNI',
  CO_CC: 'CC',
  MX_CURP: 'CURP',
  MX_RFS: 'RFC',
  MX_INE: 'INE',
  MX_NSS: 'NSS',
  SV_DUI: 'DUI',
};

export function documentTypeOf(text: string): IdentityDocumentType | null {
  return TYPE_BY_NAME[foldHeader(text)] ?? null;
}

/** The proposed mapping: each header recognised → its field, the first header of a field wins. */
export function proposeMapping(headers: readonly string[]): Record<string, BulkLoadField> {
  const mapping: Record<string, BulkLoadField> = {};
  const taken = new Set<BulkLoadField>();
  for (const header of headers) {
    const field = FIELD_BY_ALIAS.get(foldHeader(header));
    if (field && !taken.has(field)) {
      mapping[header] = field;
      taken.add(field);
    }
  }
  return mapping;
}

/** The person input field a problem of `validatePersonInput` names → the bulk load's field. */
function fieldOfProblem(key: string): BulkLoadField | null {
  if (key === 'name') return 'name';
  if (key === 'email') return 'email';
  if (key === 'address') return 'address';
  if (key === 'company_id') return 'company';
  if (key.startsWith('phones')) return 'phone';
  if (key.startsWith('business_lines')) return 'business_line';
  if (key.endsWith('.type')) return 'document_type';
  if (key.startsWith('documents')) return 'document';
  return null;
}

const cellText = (value: CellValue | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim();
const cellList = (value: CellValue | undefined): string[] =>
  cellText(value)
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

export interface ReadRow {
  /** The person input (with the company by name, resolved by the caller). */
  input: PersonInput;
  companyName: string | null;
  /** The document's key ('CL_CI:12345678-5'), for duplicates inside the file. */
  documentKey: string | null;
  /** By header: what the person loading must fix. */
  problems: Record<string, string>;
}

/**
 * A row's cells read as a person's input through the mapping, checked with the people
 * directory's own validation; problems by header (the column a person fixes). Only mapped
 * fields are in the input, so a column left out never clears what a person has.
 */
export function readPersonRow(cells: Record<string, CellValue>, mapping: Record<string, string>): ReadRow {
  const headerOf = (field: BulkLoadField) => Object.keys(mapping).find((header) => mapping[header] === field);
  const mapped = (field: BulkLoadField) => headerOf(field) !== undefined;
  const value = (field: BulkLoadField) => {
    const header = headerOf(field);
    return header === undefined ? '' : cellText(cells[header]);
  };
  const problems: Record<string, string> = {};
  const problemAt = (field: BulkLoadField, message: string) => {
    problems[headerOf(field) ?? TEMPLATE_HEADERS[field]] ??= message;
  };

  const input: PersonInput = { name: value('name') };
  const typeText = value('document_type');
  const type = typeText !== '' ? documentTypeOf(typeText) : documentTypeOf(headerOf('document') ?? '');
  const number = value('document');
  if (!mapped('document')) problemAt('document', 'Falta la columna del número de documento.');
  else if (number === '') problemAt('document', 'Este campo es requerido');
  else if (type === null) {
    problemAt(
      'document_type',
      typeText === ''
        ? 'Indica el tipo de documento (RUT, CURP, Pasaporte…).'
        : `Tipo de documento desconocido: ${typeText}.`,
    );
  } else input.documents = [{ type, number }];
  if (mapped('email')) input.email = value('email') || null;
  if (mapped('phone')) input.phones = cellList(cells[headerOf('phone') ?? '']);
  if (mapped('address')) input.address = value('address') || null;
  if (mapped('business_line')) input.business_lines = cellList(cells[headerOf('business_line') ?? '']);

  const result = validatePersonInput(input, { requireName: true });
  for (const [key, message] of Object.entries(result.ok ? {} : result.problems)) {
    const field = fieldOfProblem(key);
    if (field) problemAt(field, message);
    else problems[key] ??= message;
  }
  const document = result.ok ? result.values.documents?.[0] : undefined;
  return {
    input,
    companyName: mapped('company') ? value('company') || null : null,
    documentKey: document ? `${document.type}:${document.number}` : null,
    problems,
  };
}

/** The header a field is mapped from, if any. */
export function headerOfField(mapping: Record<string, string>, field: BulkLoadField): string | undefined {
  return Object.keys(mapping).find((header) => mapping[header] === field);
}
