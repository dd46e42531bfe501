/**
 * The builder's catalogue of field types: what the picker offers (SPEC's admin types, in SPEC's
 * admin order), which need a feature flag, and a new field's defaults. Pure: no React.
 */
import type { FieldType, FormDefinition, FormField } from '../core/index.ts';
import type { BuilderTranslate } from './i18n.ts';

/** The picker's types, in the admin's order. */
export const PICKER_TYPES = [
  'integer',
  'decimal',
  'boolean',
  'text',
  'display_text',
  'date',
  'datetime',
  'multiple_choice',
  'checkboxes',
  'files',
  'user',
  'users',
  'venue',
  'venues',
  'location',
  'locations',
  'value_in_num_range',
  'image',
  'reactions',
  'emotion',
  'stars',
] as const satisfies readonly FieldType[];

/** Still rendered and editable when imported, but no longer offered for new fields. */
const RETIRED_TYPES: ReadonlySet<FieldType> = new Set(['emotion', 'stars']);

/** Behind the `pluralEntities` feature flag. */
const PLURAL_ENTITY_TYPES: ReadonlySet<FieldType> = new Set(['users', 'venues', 'locations']);

export interface BuilderFlags {
  /** Offers users, venues and locations (several entities in one field). */
  pluralEntities?: boolean;
}

/** The types the picker offers, given the feature flags and the types a tenant hides. */
export function pickerTypes(flags: BuilderFlags = {}, hiddenTypes: readonly FieldType[] = []): FieldType[] {
  return PICKER_TYPES.filter(
    (type) =>
      !RETIRED_TYPES.has(type) &&
      !hiddenTypes.includes(type) &&
      (flags.pluralEntities === true || !PLURAL_ENTITY_TYPES.has(type)),
  );
}

export type TypeLabels = Partial<Record<FieldType, string>>;

/** The tenant's wording for a type, or the builder's own. */
export function typeLabel(type: FieldType, t: BuilderTranslate, labels: TypeLabels = {}): string {
  return labels[type] || t(`type_${type}`);
}

/** `base` or `base_2`, `base_3`… whichever is not taken. */
export function uniqueValue(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}_${n}`)) n++;
  return `${base}_${n}`;
}

/** The first `campo_N` (N from the field count up) that is neither a name nor an id in use. */
export function nextFieldKey(definition: FormDefinition): string {
  const taken = new Set(definition.fields.flatMap((field) => [field.name, field.id]));
  let n = definition.fields.length + 1;
  while (taken.has(`campo_${n}`)) n++;
  return `campo_${n}`;
}

/**
 * A new field of `type` with sensible defaults: a unique name and id, the type's name as label,
 * two choices for choice types, a 1..5 scale stepped by 1.
 */
export function createField(
  type: FieldType,
  definition: FormDefinition,
  t: BuilderTranslate,
  labels?: TypeLabels,
): FormField {
  const key = nextFieldKey(definition);
  const common = { id: key, name: key, label: typeLabel(type, t, labels) };
  const choices = [1, 2].map((index) => ({ choice: t('choice_default', { index }) }));
  switch (type) {
    case 'multiple_choice':
    case 'checkboxes':
      return { ...common, type, choices };
    case 'value_in_num_range':
      return { ...common, type, start: 1, stop: 5, step: 1 };
    case 'display_text': {
      const { label: _label, ...rest } = common;
      return { ...rest, type, text: typeLabel(type, t, labels) };
    }
    default:
      return { ...common, type } as FormField;
  }
}
