/**
 * Checks of an administrator's organization changes, with the Spanish messages the settings
 * screen shows next to each field (`fields`).
 */
import { trimInvisible } from '@faena/contract/text';
import { FIELD_TYPES } from '@faena/form-engine/core';
import { validationFailed } from '../../platform/http/errors.ts';

export const WORDING_LOCALES = ['es-MX', 'en-US'] as const;
export type WordingLocale = (typeof WORDING_LOCALES)[number];

export const MAX_NAME_LENGTH = 80;
export const MAX_WORDING_ENTRIES = 300;
export const MAX_WORDING_KEY_LENGTH = 200;
export const MAX_WORDING_VALUE_LENGTH = 200;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const WORDING_KEY = /^[a-z][a-zA-Z]*:[A-Za-z0-9_.]+$/;

export interface OrganizationChanges {
  name?: string;
  brand?: { primary?: string | null; accent?: string | null };
  wording?: Partial<Record<WordingLocale, Record<string, string>>>;
  hidden_field_types?: string[];
  strip_image_metadata?: boolean;
}

export interface CheckedChanges {
  name?: string;
  brandPrimary?: string | null;
  brandAccent?: string | null;
  wording?: Partial<Record<WordingLocale, Record<string, string>>>;
  hiddenFieldTypes?: string[];
  stripImageMetadata?: boolean;
}

function checkColor(value: string | null | undefined, field: string, errors: Record<string, string>) {
  if (value === undefined || value === null) return value;
  if (!COLOR.test(value)) {
    errors[field] = 'Usa un color en formato #rrggbb.';
    return undefined;
  }
  return value.toLowerCase();
}

function checkWording(
  locale: WordingLocale,
  entries: Record<string, string>,
  errors: Record<string, string>,
): Record<string, string> {
  // The schema bounds the keys (length, count) and the texts' length.
  const field = `wording.${locale}`;
  const keys = Object.keys(entries);
  const checked: Record<string, string> = {};
  for (const key of keys) {
    const value = entries[key] ?? '';
    if (!WORDING_KEY.test(key)) {
      errors[`${field}.${key}`] = 'La clave debe tener la forma espacio:ruta.del.texto.';
    } else if (trimInvisible(value) === '' || value.length > MAX_WORDING_VALUE_LENGTH) {
      errors[`${field}.${key}`] = `El texto debe tener entre 1 y ${MAX_WORDING_VALUE_LENGTH} caracteres.`;
    } else {
      checked[key] = value;
    }
  }
  return checked;
}

/** The changes to store, or 400 VALIDATION_ERROR naming every field in error. */
export function checkOrganizationChanges(input: OrganizationChanges): CheckedChanges {
  const errors: Record<string, string> = {};
  const changes: CheckedChanges = {};
  // The schema (`nameString`) refused a blank or too long name; stored without invisible edges.
  if (input.name !== undefined) changes.name = trimInvisible(input.name);
  if (input.brand) {
    const primary = checkColor(input.brand.primary, 'brand.primary', errors);
    const accent = checkColor(input.brand.accent, 'brand.accent', errors);
    if (primary !== undefined) changes.brandPrimary = primary;
    if (accent !== undefined) changes.brandAccent = accent;
  }
  if (input.wording) {
    changes.wording = {};
    for (const locale of WORDING_LOCALES) {
      const entries = input.wording[locale];
      if (entries) changes.wording[locale] = checkWording(locale, entries, errors);
    }
  }
  if (input.hidden_field_types) {
    const known = new Set<string>(FIELD_TYPES);
    const unknown = input.hidden_field_types.filter((type) => !known.has(type));
    if (unknown.length > 0) {
      errors.hidden_field_types = `Tipo de campo desconocido: ${unknown.join(', ')}.`;
    } else {
      changes.hiddenFieldTypes = [...new Set(input.hidden_field_types)];
    }
  }
  if (input.strip_image_metadata !== undefined) changes.stripImageMetadata = input.strip_image_metadata;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return changes;
}
