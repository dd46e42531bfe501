/**
 * Identity documents (SPEC 3 "Identity document types", SPEC 5 "RUT"): one rule per type for
 * what a document number must look like, the form it is stored and searched in, and the form it
 * is shown in. Pure: the server (person create/update, spreadsheet bulk load) and the web (person
 * form, live feedback while typing) import the same rules, so a number the form accepts is a
 * number the server stores.
 *
 * Every type: the input is trimmed of invisible characters (`trimInvisible`), NFKC-normalised (so
 * full-width digits or a decomposed Ñ read as what they look like) and uppercased; a blank input
 * is REQUIRED. Then each type removes the separators people usually type (listed per type below)
 * and checks, in this order, the characters (FORMAT), the length (LENGTH), the parts (FORMAT,
 * DATE, SEX, STATE) and finally the check digit (CHECK_DIGIT), so a half-typed number reads
 * "must have 18 characters" rather than "wrong check digit".
 *
 * What each type accepts:
 * - CL_CI (Chilean RUT/RUN): body of 1–8 digits (dots and spaces allowed, leading zeros
 *   dropped), optional hyphen, check digit 0–9 or K. Stored and shown `12345678-K` (SPEC 5's
 *   `12345678-k` without dots; K uppercase).
 * - PASSPORT: any issuing country, so format only: 5–20 letters A–Z or digits once spaces and
 *   hyphens are removed.
 * - PE_DNI: the 8-digit CUI. The separate character printed after it on the card (a digit or a
 *   letter A–K) may follow, with or without a hyphen; it is checked and then dropped, since it
 *   is not part of the number.
 * - CO_CC: 3–10 digits, no leading zero; dots and spaces allowed in the input. Shown with dots
 *   as thousands separators (`1.020.304.050`), as printed on the card.
 * - MX_CURP: 18 characters, structure, birth date, sex, state and RENAPO check digit.
 * - MX_RFS (RFC): persona física (13) or moral (12), structure and date; a homoclave whose
 *   check digit fails SAT's algorithm is accepted with the warning RFC_CHECK_DIGIT.
 * - MX_INE: the credencial para votar's clave de elector (18 characters), its CIC (9 digits,
 *   on the back of models D to H) or its OCR number (13 digits, on the back). INE publishes no
 *   check-digit algorithm for any of them, so only their structure is checked.
 * - MX_NSS: the IMSS social security number, 11 digits, Luhn check digit.
 * - SV_DUI: 8 digits, hyphen, check digit; stored and shown `01234567-8`.
 *
 * Not checked: the "palabras inconvenientes" (RENAPO and SAT never issue a CURP or RFC whose
 * first four letters spell one), birth dates in the future (the answer would depend on the
 * clock of the machine asking), whether a number was actually issued.
 */

import { trimInvisible } from './text';

export const IDENTITY_DOCUMENT_TYPES = [
  'CL_CI',
  'PASSPORT',
  'PE_DNI',
  'CO_CC',
  'MX_CURP',
  'MX_RFS',
  'MX_INE',
  'MX_NSS',
  'SV_DUI',
] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

/**
 * Why a number was refused:
 * - REQUIRED: nothing visible was typed;
 * - FORMAT: a character that the type never has, or characters in the wrong places;
 * - LENGTH: the right kind of characters, but too few or too many;
 * - CHECK_DIGIT: well formed, but the check digit does not match the rest;
 * - DATE: the date inside the number (CURP, RFC, clave de elector) is not a calendar date;
 * - SEX: the sex letter (CURP, clave de elector) is not one of the issued ones;
 * - STATE: the state code (CURP, clave de elector) is not in the official catalogue.
 */
export const DOCUMENT_PROBLEMS = [
  'REQUIRED',
  'FORMAT',
  'LENGTH',
  'CHECK_DIGIT',
  'DATE',
  'SEX',
  'STATE',
] as const;
export type DocumentProblem = (typeof DOCUMENT_PROBLEMS)[number];

/** The problems each type can report, and so the messages each type needs. */
export const IDENTITY_DOCUMENT_PROBLEMS = {
  CL_CI: ['REQUIRED', 'FORMAT', 'CHECK_DIGIT'],
  PASSPORT: ['REQUIRED', 'FORMAT', 'LENGTH'],
  PE_DNI: ['REQUIRED', 'FORMAT', 'LENGTH', 'CHECK_DIGIT'],
  CO_CC: ['REQUIRED', 'FORMAT', 'LENGTH'],
  MX_CURP: ['REQUIRED', 'FORMAT', 'LENGTH', 'DATE', 'SEX', 'STATE', 'CHECK_DIGIT'],
  MX_RFS: ['REQUIRED', 'FORMAT', 'LENGTH', 'DATE'],
  MX_INE: ['REQUIRED', 'FORMAT', 'LENGTH', 'DATE', 'SEX', 'STATE'],
  MX_NSS: ['REQUIRED', 'FORMAT', 'LENGTH', 'CHECK_DIGIT'],
  SV_DUI: ['REQUIRED', 'FORMAT', 'LENGTH', 'CHECK_DIGIT'],
} as const satisfies Record<IdentityDocumentType, readonly DocumentProblem[]>;

export type ProblemOf<T extends IdentityDocumentType> = (typeof IDENTITY_DOCUMENT_PROBLEMS)[T][number];

export type DocumentCheck =
  | { ok: true; normalized: string; warning?: 'RFC_CHECK_DIGIT' }
  | { ok: false; problem: DocumentProblem };

const refuse = (problem: DocumentProblem): DocumentCheck => ({ ok: false, problem });
const accept = (normalized: string): DocumentCheck => ({ ok: true, normalized });

// Hyphens people and spreadsheets type: hyphen-minus, hyphen, non-breaking hyphen, figure dash,
// en dash, em dash, minus sign.
const DASHES = /[\u2010-\u2015\u2212]/g;

/** Trimmed, NFKC, uppercase, every dash a hyphen-minus: what every type starts from. */
function prepare(raw: string): string {
  return trimInvisible(String(raw ?? ''))
    .normalize('NFKC')
    .toUpperCase()
    .replace(DASHES, '-');
}

const WHITESPACE = /\s+/g;

/** The characters each type removes before checking (its "separators"). */
const CLEAN: Record<IdentityDocumentType, (prepared: string) => string> = {
  CL_CI: (s) => s.replace(/[.\s]/g, ''),
  PASSPORT: (s) => s.replace(/[\s-]/g, ''),
  PE_DNI: (s) => s.replace(WHITESPACE, ''),
  CO_CC: (s) => s.replace(/[.\s]/g, ''),
  MX_CURP: (s) => s.replace(/[\s-]/g, ''),
  MX_RFS: (s) => s.replace(/[\s-]/g, ''),
  MX_INE: (s) => s.replace(/[\s-]/g, ''),
  MX_NSS: (s) => s.replace(/[\s-]/g, ''),
  SV_DUI: (s) => s.replace(WHITESPACE, ''),
};

/** A real calendar date (so 30 February and 31 April are not). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** `YYMMDD` read in the given century. */
function isCalendarYymmdd(yymmdd: string, century: number): boolean {
  const year = century + Number(yymmdd.slice(0, 2));
  return isCalendarDate(year, Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6)));
}

// --- CL_CI: Chilean RUT / RUN --------------------------------------------------------------

/**
 * The RUT's check digit, "módulo 11" (Servicio de Impuestos Internos / Registro Civil): the
 * body's digits from right to left times 2, 3, 4, 5, 6, 7, 2, 3, …; 11 minus the sum modulo 11;
 * 11 is written 0 and 10 is written K.
 */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += Number(body[body.length - 1 - i]) * (2 + (i % 6));
  }
  const value = 11 - (sum % 11);
  return value === 11 ? '0' : value === 10 ? 'K' : String(value);
}

function checkRut(s: string): DocumentCheck {
  const match = /^(\d+)-?([0-9K])$/.exec(s);
  if (!match) return refuse('FORMAT');
  const body = (match[1] ?? '').replace(/^0+/, '');
  const digit = match[2] ?? '';
  if (body.length < 1 || body.length > 8) return refuse('FORMAT');
  if (rutCheckDigit(body) !== digit) return refuse('CHECK_DIGIT');
  return accept(`${body}-${digit}`);
}

// --- PASSPORT ------------------------------------------------------------------------------

function checkPassport(s: string): DocumentCheck {
  if (!/^[A-Z0-9]+$/.test(s)) return refuse('FORMAT');
  if (s.length < 5 || s.length > 20) return refuse('LENGTH');
  return accept(s);
}

// --- PE_DNI: Peruvian CUI ------------------------------------------------------------------

/**
 * The character RENIEC prints after the DNI's 8 digits: digits times 3, 2, 7, 6, 5, 4, 3, 2,
 * the sum modulo 11 indexes the digit table '65432110987' or the letter table 'KJIHGFEDCBA'
 * (either form appears on cards). Same rule as python-stdnum's `stdnum.pe.cui`.
 */
export function peruDniCheckCharacters(digits: string): [string, string] {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  const index = sum % 11;
  return ['65432110987'[index] ?? '', 'KJIHGFEDCBA'[index] ?? ''];
}

function checkPeruDni(s: string): DocumentCheck {
  const match = /^(\d+)(?:-?([0-9A-K]))?$/.exec(s);
  if (!match) return refuse('FORMAT');
  let digits = match[1] ?? '';
  let verifier = match[2];
  // "123456789": the 8 digits with the verification digit typed right after them.
  if (verifier === undefined && digits.length === 9) {
    verifier = digits[8];
    digits = digits.slice(0, 8);
  }
  if (digits.length !== 8) return refuse('LENGTH');
  if (verifier !== undefined && !peruDniCheckCharacters(digits).includes(verifier)) {
    return refuse('CHECK_DIGIT');
  }
  return accept(digits);
}

// --- CO_CC: Colombian cédula de ciudadanía -------------------------------------------------

function checkColombiaCc(s: string): DocumentCheck {
  if (!/^\d+$/.test(s)) return refuse('FORMAT');
  if (s.startsWith('0')) return refuse('FORMAT');
  if (s.length < 3 || s.length > 10) return refuse('LENGTH');
  return accept(s);
}

// --- MX_CURP -------------------------------------------------------------------------------

/**
 * RENAPO's state catalogue for the CURP (Instructivo Normativo para la Asignación de la Clave
 * Única de Registro de Población, catálogo de entidades federativas): the 32 states, Ciudad de
 * México still as DF, and NE for people born abroad.
 */
export const CURP_STATE_CODES = [
  'AS',
  'BC',
  'BS',
  'CC',
  'CL',
  'CM',
  'CS',
  'CH',
  'DF',
  'DG',
  'GT',
  'GR',
  'HG',
  'JC',
  'MC',
  'MN',
  'MS',
  'NT',
  'NL',
  'OC',
  'PL',
  'QT',
  'QR',
  'SP',
  'SL',
  'SR',
  'TC',
  'TS',
  'TL',
  'VZ',
  'YN',
  'ZS',
  'NE',
] as const;

const CURP_DICTIONARY = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/**
 * The CURP's 18th character (RENAPO, Instructivo Normativo, "dígito verificador"): each of the
 * first 17 characters is its position in '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ', times 18 for
 * the first down to 2 for the 17th; the digit is (10 − sum mod 10) mod 10.
 */
export function curpCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_DICTIONARY.indexOf(first17[i] ?? '') * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

/**
 * CURP structure (Instructivo Normativo):
 *  1–4   initials of the first surname (letter and first inner vowel), second surname, given name
 *        (a missing part or a Ñ is written X; older keys may carry Ñ, which the dictionary has);
 *  5–10  birth date YYMMDD;
 *  11    sex: H, M, or X (non-binary, issued since 2023);
 *  12–13 state of birth, NE when born abroad;
 *  14–16 first inner consonant of the first surname, second surname and given name;
 *  17    homonymy and century: a digit for births up to 1999, a letter from 2000;
 *  18    check digit.
 */
function checkCurp(s: string): DocumentCheck {
  if (!/^[0-9A-ZÑ]+$/.test(s)) return refuse('FORMAT');
  if (s.length !== 18) return refuse('LENGTH');
  if (!/^[A-ZÑ]{4}\d{6}[A-Z]{3}[A-ZÑ]{3}[0-9A-Z]\d$/.test(s)) return refuse('FORMAT');
  const century = /\d/.test(s[16] ?? '') ? 1900 : 2000;
  if (!isCalendarYymmdd(s.slice(4, 10), century)) return refuse('DATE');
  if (!'HMX'.includes(s[10] ?? '')) return refuse('SEX');
  if (!(CURP_STATE_CODES as readonly string[]).includes(s.slice(11, 13))) return refuse('STATE');
  if (curpCheckDigit(s) !== s[17]) return refuse('CHECK_DIGIT');
  return accept(s);
}

// --- MX_RFS: RFC ---------------------------------------------------------------------------

const RFC_DICTIONARY = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/**
 * The RFC's last character (SAT, "Algoritmo para generar el RFC con homoclave para personas
 * físicas y morales", dígito verificador): a persona moral's 12 characters get a leading space;
 * each of the first 12 is its position in '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ', times 13
 * down to 2; r = sum mod 11; the digit is 0 when r is 0, otherwise 11 − r, with 10 written A.
 */
export function rfcCheckDigit(rfc: string): string {
  const padded = rfc.length === 12 ? ` ${rfc}` : rfc;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += RFC_DICTIONARY.indexOf(padded[i] ?? '') * (13 - i);
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  const value = 11 - remainder;
  return value === 10 ? 'A' : String(value);
}

/**
 * RFC structure (SAT): persona física, 13 characters: 4 letters from the name, birth date
 * YYMMDD, 3-character homoclave; persona moral, 12: 3 letters from the company name (& and Ñ
 * included), date of incorporation YYMMDD, homoclave. The homoclave's last character is the
 * check digit; SAT has issued RFCs that fail it (python-stdnum estimates 1.5% of those in use),
 * so a mismatch is a warning the person confirms, not a refusal. The century is not written:
 * the date must exist in 19YY or 20YY (they differ only for 29 February of year 00, which 2000
 * has).
 */
function checkRfc(s: string): DocumentCheck {
  if (!/^[0-9A-ZÑ&]+$/.test(s)) return refuse('FORMAT');
  if (s.length !== 12 && s.length !== 13) return refuse('LENGTH');
  const letters = s.length - 9;
  if (!new RegExp(`^[A-ZÑ&]{${letters}}\\d{6}[0-9A-Z]{3}$`).test(s)) return refuse('FORMAT');
  if (!isCalendarYymmdd(s.slice(letters, letters + 6), 2000)) return refuse('DATE');
  if (rfcCheckDigit(s) !== s[s.length - 1] && !RFC_GENERIC.has(s)) {
    return { ok: true, normalized: s, warning: 'RFC_CHECK_DIGIT' };
  }
  return accept(s);
}

/** SAT's generic RFCs: for the general public (XAXX…) and for foreign residents (XEXX…). */
const RFC_GENERIC = new Set(['XAXX010101000', 'XEXX010101000']);

// --- MX_INE: credencial para votar ---------------------------------------------------------

/**
 * INE numbers the 32 states 01–32 in alphabetical order (01 Aguascalientes … 09 Ciudad de
 * México … 15 México … 32 Zacatecas), as the clave de elector's positions 13–14 show.
 */
function isIneState(code: string): boolean {
  const n = Number(code);
  return Number.isInteger(n) && n >= 1 && n <= 32;
}

/**
 * What INE prints on the credencial para votar, any of which identifies it:
 * - clave de elector, 18 characters: 6 letters (first letter and first inner consonant of the
 *   first surname, the second surname and the given name), birth date YYMMDD, state of birth
 *   01–32, sex H or M (X accepted, as on the CURP), then 3 digits (homonymy and INE's control
 *   digit, whose algorithm is not published);
 * - CIC (código de identificación de la credencial), 9 digits on the back of models D to H;
 * - OCR number, 13 digits on the back.
 */
function checkIne(s: string): DocumentCheck {
  if (!/^[0-9A-Z]+$/.test(s)) return refuse('FORMAT');
  if (s.length === 9 || s.length === 13) return /^\d+$/.test(s) ? accept(s) : refuse('FORMAT');
  if (s.length !== 18) return refuse('LENGTH');
  if (!/^[A-Z]{6}\d{8}[A-Z]\d{3}$/.test(s)) return refuse('FORMAT');
  if (!isCalendarYymmdd(s.slice(6, 12), 2000)) return refuse('DATE');
  if (!isIneState(s.slice(12, 14))) return refuse('STATE');
  if (!'HMX'.includes(s[14] ?? '')) return refuse('SEX');
  return accept(s);
}

// --- MX_NSS: IMSS social security number ---------------------------------------------------

/**
 * Luhn (ISO/IEC 7812-1 annex B), which IMSS uses for the NSS's 11th digit: from the right,
 * every second digit of the first ten is doubled (9 subtracted when above 9); the check digit
 * brings the total to a multiple of 10.
 */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** NSS: 2 digits subdelegation, 2 year of registration, 2 year of birth, 4 serial, 1 Luhn. */
function checkNss(s: string): DocumentCheck {
  if (!/^\d+$/.test(s)) return refuse('FORMAT');
  if (s.length !== 11) return refuse('LENGTH');
  if (luhnCheckDigit(s.slice(0, 10)) !== s[10]) return refuse('CHECK_DIGIT');
  return accept(s);
}

// --- SV_DUI: Salvadoran Documento Único de Identidad ---------------------------------------

/**
 * The DUI's digit after the hyphen (Registro Nacional de las Personas Naturales): the 8 digits
 * times 9 down to 2, the digit is (10 − sum mod 10) mod 10.
 */
export function duiCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  return String((10 - (sum % 10)) % 10);
}

function checkDui(s: string): DocumentCheck {
  if (!/^[\d-]+$/.test(s)) return refuse('FORMAT');
  const match = /^(\d{8})-?(\d)$/.exec(s);
  if (!match) return /^\d+-?\d$/.test(s) ? refuse('LENGTH') : refuse('FORMAT');
  const digits = match[1] ?? '';
  const digit = match[2] ?? '';
  if (duiCheckDigit(digits) !== digit) return refuse('CHECK_DIGIT');
  return accept(`${digits}-${digit}`);
}

// --- The API -------------------------------------------------------------------------------

const CHECK: Record<IdentityDocumentType, (cleaned: string) => DocumentCheck> = {
  CL_CI: checkRut,
  PASSPORT: checkPassport,
  PE_DNI: checkPeruDni,
  CO_CC: checkColombiaCc,
  MX_CURP: checkCurp,
  MX_RFS: checkRfc,
  MX_INE: checkIne,
  MX_NSS: checkNss,
  SV_DUI: checkDui,
};

/** Whether `raw` is a valid number of this type, and if so its stored form. */
export function checkIdentityDocument(type: IdentityDocumentType, raw: string): DocumentCheck {
  const cleaned = CLEAN[type](prepare(raw));
  if (cleaned === '') return refuse('REQUIRED');
  return CHECK[type](cleaned);
}

/**
 * The stored and searched form: the checked number when valid (`12345678-K`, `01234567-8`,
 * uppercase CURP…), otherwise what was typed, trimmed, uppercased and without the type's
 * separators. Never throws.
 */
export function normalizeIdentityDocument(type: IdentityDocumentType, raw: string): string {
  const check = checkIdentityDocument(type, raw);
  return check.ok ? check.normalized : CLEAN[type](prepare(raw));
}

/** The display form: the stored form, with thousands dots for a Colombian cédula. */
export function formatIdentityDocument(type: IdentityDocumentType, normalized: string): string {
  const value = normalizeIdentityDocument(type, normalized);
  if (type === 'CO_CC' && /^\d+$/.test(value)) return value.replace(/\B(?=(\d{3})+$)/g, '.');
  return value;
}

/**
 * A key to find a person by document number whatever its type or how it was typed: NFKC,
 * uppercase, letters and digits only (`12.345.678-k` and `12345678-K` both give `12345678K`).
 */
export function documentNumberSearchKey(raw: string): string {
  return String(raw ?? '')
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

// --- Messages ------------------------------------------------------------------------------

export const IDENTITY_DOCUMENT_LOCALES = ['es-MX', 'en-US'] as const;
export type IdentityDocumentLocale = (typeof IDENTITY_DOCUMENT_LOCALES)[number];

export type IdentityDocumentMessages = {
  /** The type's name in a type picker. */
  types: Record<IdentityDocumentType, string>;
  /** A message for every problem each type can report (complete: see `CompleteMessages`). */
  problems: Record<IdentityDocumentType, Partial<Record<DocumentProblem, string>>>;
  /** Shown with an RFC accepted despite its check digit, for the person to confirm. */
  rfcWarning: string;
  /** For a problem a type never reports (kept for callers holding a stale problem). */
  fallback: string;
};

/** The table as written: the compiler insists on a message for every problem a type reports. */
type CompleteMessages = Omit<IdentityDocumentMessages, 'problems'> & {
  problems: { [T in IdentityDocumentType]: Record<ProblemOf<T>, string> };
};

// SPEC 5: the default required message.
const REQUIRED_ES = 'Este campo es requerido';
const REQUIRED_EN = 'This field is required';

const ES_MX: CompleteMessages = {
  types: {
    CL_CI: 'RUT (Chile)',
    PASSPORT: 'Pasaporte',
    PE_DNI: 'DNI (Perú)',
    CO_CC: 'Cédula de ciudadanía (Colombia)',
    MX_CURP: 'CURP (México)',
    MX_RFS: 'RFC (México)',
    MX_INE: 'Credencial para votar INE (México)',
    MX_NSS: 'Número de Seguridad Social IMSS (México)',
    SV_DUI: 'DUI (El Salvador)',
  },
  problems: {
    // SPEC 5: a refused RUT reads exactly 'RUT inválido'.
    CL_CI: { REQUIRED: REQUIRED_ES, FORMAT: 'RUT inválido', CHECK_DIGIT: 'RUT inválido' },
    PASSPORT: {
      REQUIRED: REQUIRED_ES,
      FORMAT: 'El número de pasaporte solo puede tener letras y números.',
      LENGTH: 'El número de pasaporte debe tener de 5 a 20 letras y números.',
    },
    PE_DNI: {
      REQUIRED: REQUIRED_ES,
      FORMAT: 'El DNI no es válido: debe tener 8 dígitos.',
      LENGTH: 'El DNI debe tener 8 dígitos.',
      CHECK_DIGIT: 'El DNI no es válido: el carácter de verificación no coincide.',
    },
    CO_CC: {
      REQUIRED: REQUIRED_ES,
      FORMAT: 'La cédula de ciudadanía solo puede tener dígitos y no puede empezar con 0.',
      LENGTH: 'La cédula de ciudadanía debe tener de 3 a 10 dígitos.',
    },
    MX_CURP: {
      REQUIRED: REQUIRED_ES,
      FORMAT: 'La CURP no es válida: revisa que las letras y los números estén en su lugar.',
      LENGTH: 'La CURP debe tener 18 caracteres.',
      DATE: 'La CURP no es válida: la fecha de nacimiento no existe.',
      SEX: 'La CURP no es válida: el sexo debe ser H, M o X.',
      STATE: 'La CURP no es válida: la clave del estado de nacimiento no existe.',
      CHECK_DIGIT: 'La CURP no es válida: el dígito verificador no coincide.',
    },
    MX_RFS: {
      REQUIRED: REQUIRED_ES,
      FORMAT: 'El RFC no es válido: revisa que las letras y los números estén en su lugar.',
      LENGTH: 'El RFC debe tener 13 caracteres (persona física) o 12 (persona moral).',
      DATE: 'El RFC no es válido: la fecha no existe.',
    },
    MX_INE: {
      REQUIRED: REQUIRED_ES,
      FORMAT:
        'La credencial para votar no es válida: escribe la clave de elector (18 caracteres), el CIC (9 dígitos) o el OCR (13 dígitos).',
      LENGTH: 'La clave de elector debe tener 18 caracteres, el CIC 9 dígitos y el OCR 13 dígitos.',
      DATE: 'La clave de elector no es válida: la fecha de nacimiento no existe.',
      SEX: 'La clave de elector no es válida: el sexo debe ser H, M o X.',
      STATE: 'La clave de elector no es válida: la clave del estado debe ir de 01 a 32.',
    },
    MX_NSS: {
      REQUIRED: REQUIRED_ES,
      FORMAT: 'El Número de Seguridad Social solo puede tener dígitos.',
      LENGTH: 'El Número de Seguridad Social debe tener 11 dígitos.',
      CHECK_DIGIT: 'El Número de Seguridad Social no es válido: el dígito verificador no coincide.',
    },
    SV_DUI: {
      REQUIRED: REQUIRED_ES,
      FORMAT: 'El DUI no es válido: escribe 8 dígitos, un guion y el dígito verificador.',
      LENGTH: 'El DUI debe tener 9 dígitos: 8 dígitos y el dígito verificador.',
      CHECK_DIGIT: 'El DUI no es válido: el dígito verificador no coincide.',
    },
  },
  rfcWarning:
    'El dígito verificador de este RFC no coincide con el cálculo del SAT. El SAT ha emitido algunos RFC así: confirma que está escrito tal como aparece en la constancia.',
  fallback: 'El número de documento no es válido.',
};

const EN_US: CompleteMessages = {
  types: {
    CL_CI: 'RUT (Chile)',
    PASSPORT: 'Passport',
    PE_DNI: 'DNI (Peru)',
    CO_CC: 'Citizenship ID card (Colombia)',
    MX_CURP: 'CURP (Mexico)',
    MX_RFS: 'RFC tax ID (Mexico)',
    MX_INE: 'INE voter ID card (Mexico)',
    MX_NSS: 'IMSS Social Security Number (Mexico)',
    SV_DUI: 'DUI (El Salvador)',
  },
  problems: {
    CL_CI: { REQUIRED: REQUIRED_EN, FORMAT: 'Invalid RUT', CHECK_DIGIT: 'Invalid RUT' },
    PASSPORT: {
      REQUIRED: REQUIRED_EN,
      FORMAT: 'A passport number can only contain letters and numbers.',
      LENGTH: 'A passport number must have 5 to 20 letters and numbers.',
    },
    PE_DNI: {
      REQUIRED: REQUIRED_EN,
      FORMAT: 'This DNI is not valid: it must have 8 digits.',
      LENGTH: 'A DNI must have 8 digits.',
      CHECK_DIGIT: "This DNI is not valid: the verification character doesn't match.",
    },
    CO_CC: {
      REQUIRED: REQUIRED_EN,
      FORMAT: "A citizenship ID number can only contain digits and can't start with 0.",
      LENGTH: 'A citizenship ID number must have 3 to 10 digits.',
    },
    MX_CURP: {
      REQUIRED: REQUIRED_EN,
      FORMAT: 'This CURP is not valid: check that the letters and numbers are in the right places.',
      LENGTH: 'A CURP must have 18 characters.',
      DATE: "This CURP is not valid: the date of birth doesn't exist.",
      SEX: 'This CURP is not valid: the sex must be H, M, or X.',
      STATE: "This CURP is not valid: the state of birth code doesn't exist.",
      CHECK_DIGIT: "This CURP is not valid: the check digit doesn't match.",
    },
    MX_RFS: {
      REQUIRED: REQUIRED_EN,
      FORMAT: 'This RFC is not valid: check that the letters and numbers are in the right places.',
      LENGTH: 'An RFC must have 13 characters (individual) or 12 (company).',
      DATE: "This RFC is not valid: the date doesn't exist.",
    },
    MX_INE: {
      REQUIRED: REQUIRED_EN,
      FORMAT:
        'This voter ID is not valid: enter the clave de elector (18 characters), the CIC (9 digits), or the OCR number (13 digits).',
      LENGTH: 'A clave de elector has 18 characters, a CIC 9 digits, and an OCR number 13 digits.',
      DATE: "This clave de elector is not valid: the date of birth doesn't exist.",
      SEX: 'This clave de elector is not valid: the sex must be H, M, or X.',
      STATE: 'This clave de elector is not valid: the state code must be 01 to 32.',
    },
    MX_NSS: {
      REQUIRED: REQUIRED_EN,
      FORMAT: 'A Social Security Number can only contain digits.',
      LENGTH: 'A Social Security Number must have 11 digits.',
      CHECK_DIGIT: "This Social Security Number is not valid: the check digit doesn't match.",
    },
    SV_DUI: {
      REQUIRED: REQUIRED_EN,
      FORMAT: 'This DUI is not valid: enter 8 digits, a hyphen, and the check digit.',
      LENGTH: 'A DUI must have 9 digits: 8 digits and the check digit.',
      CHECK_DIGIT: "This DUI is not valid: the check digit doesn't match.",
    },
  },
  rfcWarning:
    "This RFC's check digit doesn't match the SAT calculation. The SAT has issued some RFCs like this, so please confirm it's written exactly as on the tax certificate.",
  fallback: 'This document number is not valid.',
};

export const IDENTITY_DOCUMENT_MESSAGES: Record<IdentityDocumentLocale, IdentityDocumentMessages> = {
  'es-MX': ES_MX,
  'en-US': EN_US,
};

/** The message for a refused number, in the given locale. */
export function identityDocumentMessage(
  locale: IdentityDocumentLocale,
  type: IdentityDocumentType,
  problem: DocumentProblem,
): string {
  const messages = IDENTITY_DOCUMENT_MESSAGES[locale] ?? IDENTITY_DOCUMENT_MESSAGES['es-MX'];
  return messages.problems[type]?.[problem] ?? messages.fallback;
}
