/**
 * Definition validation: the JSON Schema (schema.ts) for structure, then the rules JSON Schema
 * cannot express. Every message names the field (`campo 'score'` / `field 'score'`) and the problem,
 * in the requested locale (es-MX by default) from the `definition_…` form messages.
 */
import type { TSchema } from 'typebox';
import { Locale } from 'typebox/system';
import Value from 'typebox/value';
import {
  CONDITION_OPERATORS,
  checkCondition,
  conditionDependencies,
  type OperandInfo,
} from './conditions.ts';
import { DEFAULT_FORM_LOCALE, type FormLocale, type FormMessageKey, formMessage } from './i18n.ts';
import { FIELD_SCHEMAS } from './schema.ts';
import { findShowIfCycle } from './showIf.ts';
import { skipFlagName } from './skip.ts';
import { type FormDefinition, type FormField, isFieldType } from './types.ts';

export interface DefinitionOptions {
  /** The language of the problems; es-MX (DEFAULT_FORM_LOCALE) when left out. */
  locale?: FormLocale;
}

export type DefinitionResult = { ok: true; definition: FormDefinition } | { ok: false; errors: string[] };

export class FormDefinitionError extends Error {
  readonly errors: readonly string[];
  constructor(errors: readonly string[], locale: FormLocale = DEFAULT_FORM_LOCALE) {
    super(`${formMessage('invalid_form_definition', locale)}\n- ${errors.join('\n- ')}`);
    this.name = 'FormDefinitionError';
    this.errors = errors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

type Params = Record<string, string | number>;
type Translate = (key: FormMessageKey, params?: Params) => string;

/**
 * A TypeBox error in the caller's language, worded by TypeBox's own locales; unexpected
 * properties are named, since "no additional properties" alone does not say which to remove.
 */
function schemaMessage(error: ReturnType<typeof Value.Errors>[number], locale: FormLocale): string {
  const message = (locale === 'en-US' ? Locale.en_US : Locale.es_MX)(error);
  return error.keyword === 'additionalProperties'
    ? `${message}: ${error.params.additionalProperties.join(', ')}`
    : message;
}

/** The most specific schema error of `value`, as "path message". */
function schemaProblems(schema: TSchema, value: unknown, locale: FormLocale): string[] {
  if (Value.Check(schema, value)) return [];
  const errors = Value.Errors(schema, value).filter(
    (error) => error.keyword !== 'anyOf' && error.keyword !== 'boolean',
  );
  // One message per property path, the deepest paths first (they are the most telling).
  const byPath = new Map<string, string>();
  for (const error of errors) {
    if (!byPath.has(error.instancePath)) byPath.set(error.instancePath, schemaMessage(error, locale));
  }
  return [...byPath].map(([path, message]) =>
    path ? `${path.slice(1).replaceAll('/', '.')} ${message}` : message,
  );
}

function label(field: Record<string, unknown>, index: number, t: Translate): string {
  return typeof field.name === 'string' && field.name !== ''
    ? t('definition_field', { name: field.name })
    : t('definition_field_position', { position: index + 1 });
}

/** Shape problems of a show_if, with readable messages (the schema's anyOf errors are not). */
function conditionShapeProblems(condition: unknown, at: string, t: Translate): string[] {
  if (!isRecord(condition)) return [t('definition_condition_not_object', { at })];
  if ('all' in condition || 'any' in condition) {
    const key = 'all' in condition ? 'all' : 'any';
    const children = condition[key];
    if (!Array.isArray(children)) return [t('definition_condition_not_list', { at: `${at}.${key}` })];
    return children.flatMap((child, index) => conditionShapeProblems(child, `${at}.${key}[${index}]`, t));
  }
  if (typeof condition.field !== 'string' || condition.field === '')
    return [t('definition_condition_needs_field', { at })];
  if (!(CONDITION_OPERATORS as readonly unknown[]).includes(condition.operator)) {
    return [
      t('definition_condition_unknown_operator', {
        at,
        operator: String(condition.operator),
        operators: CONDITION_OPERATORS.join(', '),
      }),
    ];
  }
  return [];
}

function fieldProblems(field: FormField, at: string, t: Translate): string[] {
  const problems: string[] = [];
  if (field.type === 'checkboxes') {
    if (
      field.min_answers !== undefined &&
      field.max_answers !== undefined &&
      field.min_answers > field.max_answers
    ) {
      problems.push(
        t('definition_min_answers_above_max', { at, min: field.min_answers, max: field.max_answers }),
      );
    }
    if (field.min_answers !== undefined && field.min_answers > field.choices.length) {
      problems.push(
        t('definition_min_answers_above_choices', {
          at,
          min: field.min_answers,
          count: field.choices.length,
        }),
      );
    }
  }
  if (field.type === 'multiple_choice' || field.type === 'checkboxes') {
    const seen = new Set<string>();
    for (const { choice } of field.choices) {
      if (seen.has(choice)) problems.push(t('definition_duplicate_choice', { at, choice }));
      seen.add(choice);
    }
  }
  if (
    (field.type === 'integer' ||
      field.type === 'float' ||
      field.type === 'decimal' ||
      field.type === 'num_range') &&
    field.min !== undefined &&
    field.max !== undefined &&
    field.min > field.max
  ) {
    problems.push(t('definition_min_above_max', { at, min: field.min, max: field.max }));
  }
  if (field.type === 'value_in_num_range') {
    if (field.stop <= field.start) {
      problems.push(t('definition_stop_not_above_start', { at, stop: field.stop, start: field.start }));
    }
    for (const [index, interpretation] of (field.interpretations ?? []).entries()) {
      const where = t('definition_interpretation', {
        at,
        position: index + 1,
        name: interpretation.name,
      });
      if (interpretation.type === 'equal' && interpretation.stop !== undefined) {
        problems.push(t('definition_interpretation_stop_only_between', { at: where }));
      }
      if (interpretation.type === 'between') {
        if (interpretation.stop === undefined) {
          problems.push(t('definition_interpretation_needs_stop', { at: where }));
        } else if (interpretation.stop < interpretation.start) {
          problems.push(
            t('definition_interpretation_stop_below_start', {
              at: where,
              stop: interpretation.stop,
              start: interpretation.start,
            }),
          );
        }
      }
      for (const bound of [interpretation.start, interpretation.stop]) {
        if (bound !== undefined && (bound < field.start || bound > field.stop)) {
          problems.push(
            t('definition_interpretation_outside_scale', {
              at: where,
              value: bound,
              start: field.start,
              stop: field.stop,
            }),
          );
        }
      }
    }
  }
  const validators = field.validators ?? [];
  if (validators.length > 0 && field.type !== 'text' && field.type !== 'code') {
    problems.push(t('definition_validators_text_only', { at, type: field.type }));
  }
  for (const validator of validators) {
    if (validator.type === 'regex') {
      try {
        new RegExp(validator.pattern, 'u');
      } catch (error) {
        // The reason is the JavaScript engine's own (English) SyntaxError message.
        problems.push(
          t('definition_invalid_regex', {
            at,
            pattern: validator.pattern,
            reason: (error as Error).message,
          }),
        );
      }
    }
  }
  const min = validators.find((validator) => validator.type === 'min_length');
  const max = validators.find((validator) => validator.type === 'max_length');
  if (min && max && min.limit_value > max.limit_value) {
    problems.push(
      t('definition_min_length_above_max_length', { at, min: min.limit_value, max: max.limit_value }),
    );
  }
  return problems;
}

/**
 * Checks a definition from anywhere (server JSON, the builder). Collects every problem rather than
 * stopping at the first, each in `options.locale` (es-MX by default).
 */
export function checkFormDefinition(input: unknown, options: DefinitionOptions = {}): DefinitionResult {
  const locale = options.locale ?? DEFAULT_FORM_LOCALE;
  const t: Translate = (key, params) => formMessage(key, locale, params);
  if (!isRecord(input)) return { ok: false, errors: [t('definition_not_object')] };
  const errors: string[] = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push(t('definition_needs_id'));
  if (input.description !== undefined && typeof input.description !== 'string') {
    errors.push(t('definition_description_string'));
  }
  if (!Array.isArray(input.fields)) return { ok: false, errors: [...errors, t('definition_needs_fields')] };

  const fields: FormField[] = [];
  input.fields.forEach((raw: unknown, index) => {
    if (!isRecord(raw)) {
      errors.push(
        t('definition_field_not_object', { at: t('definition_field_position', { position: index + 1 }) }),
      );
      return;
    }
    const at = label(raw, index, t);
    if (!isFieldType(raw.type)) {
      errors.push(t('definition_unknown_type', { at, type: String(raw.type) }));
      return;
    }
    if ((raw.type === 'multiple_choice' || raw.type === 'checkboxes') && !Array.isArray(raw.choices)) {
      errors.push(t('definition_needs_choices', { at, type: raw.type }));
      return;
    }
    const showIfProblems =
      raw.show_if === undefined ? [] : conditionShapeProblems(raw.show_if, `${at} show_if`, t);
    // show_if is checked by hand (readable messages; TypeBox's interpreted check of the cyclic
    // condition schema costs ~1 ms a field), the rest against the type's own schema.
    const { show_if: _showIf, ...rest } = raw;
    const structural = schemaProblems(FIELD_SCHEMAS[raw.type], rest, locale).map((problem) =>
      t('definition_schema', { at, problem }),
    );
    errors.push(...showIfProblems, ...structural);
    if (showIfProblems.length === 0 && structural.length === 0) {
      const field = raw as unknown as FormField;
      errors.push(...fieldProblems(field, at, t));
      fields.push(field);
    }
  });

  // Fields already reported: conditions reading them are not checked again (no "unknown field" noise).
  const accepted = new Set<unknown>(fields);
  const rejected = new Set(
    input.fields
      .filter((raw) => isRecord(raw) && !accepted.has(raw))
      .map((raw) => (raw as { name?: unknown }).name),
  );

  // Names and ids are keys: they must be unique; a skip flag must not collide with a field.
  const fieldAt = (name: string) => t('definition_field', { name });
  const names = new Map<string, FormField>();
  const ids = new Set<string>();
  for (const field of fields) {
    if (names.has(field.name)) errors.push(t('definition_duplicate_name', { at: fieldAt(field.name) }));
    names.set(field.name, field);
    if (ids.has(field.id)) {
      errors.push(t('definition_duplicate_id', { at: fieldAt(field.name), id: field.id }));
    }
    ids.add(field.id);
  }
  for (const field of fields) {
    if (field.skippable && names.has(skipFlagName(field.name))) {
      errors.push(
        t('definition_skip_flag_collision', { at: fieldAt(skipFlagName(field.name)), target: field.name }),
      );
    }
  }

  // show_if: known names, operators fitting their types, no cycles.
  const resolve = (name: string): OperandInfo | undefined => {
    const field = names.get(name);
    if (!field) return undefined;
    return {
      type: field.type,
      skippable: field.skippable === true,
      choices: 'choices' in field ? field.choices.map((choice) => choice.choice) : undefined,
    };
  };
  for (const field of fields) {
    if (!field.show_if || conditionDependencies(field.show_if).some((name) => rejected.has(name))) continue;
    errors.push(...checkCondition(field.show_if, resolve, `${fieldAt(field.name)} show_if`, { locale }));
  }
  const cycle = findShowIfCycle(fields);
  if (cycle) {
    errors.push(
      t('definition_cycle', { at: `${fieldAt(String(cycle[0]))} show_if`, cycle: cycle.join(' -> ') }),
    );
  }

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, definition: input as unknown as FormDefinition };
}

/** The definition, typed; throws FormDefinitionError listing every problem (in `options.locale`). */
export function parseFormDefinition(input: unknown, options: DefinitionOptions = {}): FormDefinition {
  const result = checkFormDefinition(input, options);
  if (!result.ok) throw new FormDefinitionError(result.errors, options.locale);
  return result.definition;
}
