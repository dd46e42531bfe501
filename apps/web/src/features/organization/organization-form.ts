/**
 * The /organization editor's draft and the rules it checks before asking the server (the same
 * limits the server applies). Pure: no React, no DOM.
 */
import { trimInvisible } from '@faena/contract/text';
import { BrandError, parseColor, readableForeground } from '@faena/ui/brand';
import { contrastRatio } from '@faena/ui/tokens';
import { WORDING_KEY } from '@/platform/i18n/overrides';
import {
  type Organization,
  WORDING_LOCALES,
  type Wording,
  type WordingLocale,
} from '@/platform/organization/organization';

export const NAME_MAX = 80;
export const WORDING_TEXT_MAX = 200;
export const WORDING_MAX_ENTRIES = 300;
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** The terms tenants rename most (SPEC 1), as `formBuilder` keys. */
export const RENAMED_TERMS = [
  'formBuilder:type_venue',
  'formBuilder:type_venues',
  'formBuilder:type_location',
  'formBuilder:type_locations',
] as const;

export interface ExtraWording {
  /** A stable id for React keys. */
  id: string;
  key: string;
  texts: Record<WordingLocale, string>;
}

export interface OrganizationDraft {
  name: string;
  primary: string;
  accent: string;
  /** Texts of RENAMED_TERMS, per locale ('' = the base text). */
  terms: Record<WordingLocale, Record<string, string>>;
  extra: ExtraWording[];
  hiddenFieldTypes: string[];
  stripImageMetadata: boolean;
}

export type DraftErrors = Partial<Record<string, string>>;

let extraCounter = 0;
export function newExtraWording(key = '', texts: Partial<Record<WordingLocale, string>> = {}): ExtraWording {
  extraCounter += 1;
  return {
    id: `extra-${extraCounter}`,
    key,
    texts: { 'es-MX': texts['es-MX'] ?? '', 'en-US': texts['en-US'] ?? '' },
  };
}

export function draftOf(organization: Organization): OrganizationDraft {
  const terms = { 'es-MX': {}, 'en-US': {} } as OrganizationDraft['terms'];
  const extraKeys = new Set<string>();
  for (const locale of WORDING_LOCALES)
    for (const [key, text] of Object.entries(organization.wording[locale])) {
      if ((RENAMED_TERMS as readonly string[]).includes(key)) terms[locale][key] = text;
      else extraKeys.add(key);
    }
  const extra = [...extraKeys].sort().map((key) =>
    newExtraWording(key, {
      'es-MX': organization.wording['es-MX'][key],
      'en-US': organization.wording['en-US'][key],
    }),
  );
  return {
    name: organization.name,
    primary: organization.brand.primary ?? '',
    accent: organization.brand.accent ?? '',
    terms,
    extra,
    hiddenFieldTypes: [...organization.hiddenFieldTypes].sort(),
    stripImageMetadata: organization.stripImageMetadata,
  };
}

/** `#rgb`, `#rrggbb` or `rgb(r g b)` as `#rrggbb`; '' stays '' (no brand colour); null if invalid. */
export function normalizeColor(value: string): string | null {
  if (value.trim() === '') return '';
  try {
    return parseColor(value);
  } catch (error) {
    if (error instanceof BrandError) return null;
    throw error;
  }
}

/** The wording a draft stands for (blank texts dropped, keys trimmed). */
export function wordingOf(draft: OrganizationDraft): Wording {
  const wording: Wording = { 'es-MX': {}, 'en-US': {} };
  for (const locale of WORDING_LOCALES) {
    for (const [key, text] of Object.entries(draft.terms[locale]))
      if (trimInvisible(text) !== '') wording[locale][key] = trimInvisible(text);
    for (const row of draft.extra) {
      const text = trimInvisible(row.texts[locale]);
      if (row.key.trim() !== '' && text !== '') wording[locale][row.key.trim()] = text;
    }
  }
  return wording;
}

/** Field errors of a draft, keyed like the form's fields (`name`, `primary`, `extra.<id>.key`…). */
export function validateDraft(draft: OrganizationDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = trimInvisible(draft.name);
  if (name === '') errors.name = 'nameRequired';
  else if (name.length > NAME_MAX) errors.name = 'nameTooLong';
  if (normalizeColor(draft.primary) === null) errors.primary = 'colorInvalid';
  if (normalizeColor(draft.accent) === null) errors.accent = 'colorInvalid';
  for (const locale of WORDING_LOCALES)
    for (const [key, text] of Object.entries(draft.terms[locale]))
      if (trimInvisible(text).length > WORDING_TEXT_MAX) errors[`terms.${locale}.${key}`] = 'textTooLong';
  const seen = new Set<string>(RENAMED_TERMS);
  for (const row of draft.extra) {
    const key = row.key.trim();
    const blank = WORDING_LOCALES.every((locale) => trimInvisible(row.texts[locale]) === '');
    if (key === '' && blank) continue;
    if (!WORDING_KEY.test(key)) errors[`extra.${row.id}.key`] = 'keyInvalid';
    else if (seen.has(key)) errors[`extra.${row.id}.key`] = 'keyDuplicate';
    seen.add(key);
    if (blank) errors[`extra.${row.id}.es-MX`] = 'textRequired';
    for (const locale of WORDING_LOCALES)
      if (trimInvisible(row.texts[locale]).length > WORDING_TEXT_MAX)
        errors[`extra.${row.id}.${locale}`] = 'textTooLong';
  }
  const wording = wordingOf(draft);
  for (const locale of WORDING_LOCALES)
    if (Object.keys(wording[locale]).length > WORDING_MAX_ENTRIES) errors.wording = 'tooManyTexts';
  return errors;
}

export interface OrganizationPatch {
  name: string;
  brand: { primary: string | null; accent: string | null };
  wording: Wording;
  hidden_field_types: string[];
  strip_image_metadata: boolean;
}

/** The body of updateCurrentOrganization for a valid draft. */
export function patchOf(draft: OrganizationDraft): OrganizationPatch {
  return {
    name: trimInvisible(draft.name),
    brand: { primary: normalizeColor(draft.primary) || null, accent: normalizeColor(draft.accent) || null },
    wording: wordingOf(draft),
    hidden_field_types: [...draft.hiddenFieldTypes].sort(),
    strip_image_metadata: draft.stripImageMetadata,
  };
}

export interface BrandContrast {
  /** The text colour the app will use on the brand colour. */
  foreground: string;
  /** Contrast of white text on the brand colour. */
  whiteRatio: number;
  /** Contrast of the text actually used. */
  ratio: number;
  /** True when white failed WCAG AA (4.5:1) and the text colour was corrected. */
  corrected: boolean;
}

/** What the design system does to the text on a brand colour (`@faena/ui/brand`'s AA rule). */
export function brandContrast(primary: string): BrandContrast {
  const foreground = readableForeground(primary);
  const whiteRatio = contrastRatio('#ffffff', primary);
  return {
    foreground,
    whiteRatio,
    ratio: contrastRatio(foreground, primary),
    corrected: foreground !== '#ffffff',
  };
}

/** A contrast ratio as people read it: two decimals at most ('4.54', '21'). */
export function formatRatio(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Math.floor(ratio * 100) / 100);
}

export type LogoProblem =
  | { key: 'logoBadType' }
  | { key: 'logoTooLarge'; sizeKb: number }
  | { key: 'logoEmpty' };

/** Client-side checks of a logo file before it is sent (the server checks again). */
export function checkLogoFile(file: { type: string; size: number }): LogoProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return { key: 'logoBadType' };
  if (file.size === 0) return { key: 'logoEmpty' };
  if (file.size > LOGO_MAX_BYTES) return { key: 'logoTooLarge', sizeKb: Math.ceil(file.size / 1024) };
  return null;
}

/** Draft changes that matter (trimmed, sorted) — to enable Save and warn about leaving. */
export function sameDraft(a: OrganizationDraft, b: OrganizationDraft): boolean {
  return JSON.stringify(patchOf(a)) === JSON.stringify(patchOf(b));
}

/**
 * The draft field a server error names (`name`, `brand.primary`, `wording.es-MX.form:x`,
 * `/wording/es-MX/form:x`…), or null when it names none of them (shown with the form's message).
 */
export function draftFieldOfServerKey(serverKey: string, draft: OrganizationDraft): string | null {
  const key = serverKey.replace(/^\/?(body[./])?/, '').replace(/\//g, '.');
  if (key === 'name') return 'name';
  if (key === 'brand.primary' || key === 'brand') return 'primary';
  if (key === 'brand.accent') return 'accent';
  const wording = /^wording\.(es-MX|en-US)\.(.+)$/.exec(key);
  if (wording) {
    const [, locale, wordingKey] = wording as unknown as [string, WordingLocale, string];
    if ((RENAMED_TERMS as readonly string[]).includes(wordingKey)) return `terms.${locale}.${wordingKey}`;
    const row = draft.extra.find((candidate) => candidate.key.trim() === wordingKey);
    if (row) return `extra.${row.id}.${trimInvisible(row.texts[locale]) ? locale : 'key'}`;
  }
  return null;
}
