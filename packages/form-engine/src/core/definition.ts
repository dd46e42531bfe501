/**
 * Definition validation: the JSON Schema (schema.ts) for structure, then the rules JSON Schema
 * cannot express. Every message names the field (`field 'score'`) and the problem.
 */
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import {
  CONDITION_OPERATORS,
  checkCondition,
  conditionDependencies,
  type OperandInfo,
} from './conditions.ts';
import { FIELD_SCHEMAS } from './schema.ts';
import { findShowIfCycle } from './showIf.ts';
import { skipFlagName } from './skip.ts';
import { type FormDefinition, type FormField, isFieldType } from './types.ts';

export type DefinitionResult = { ok: true; definition: FormDefinition } | { ok: false; errors: string[] };

export class FormDefinitionError extends Error {
  readonly errors: readonly string[];
  constructor(errors: readonly string[]) {
    super(`Invalid form definition:\n- ${errors.join('\n- ')}`);
    this.name = 'FormDefinitionError';
    this.errors = errors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The most specific schema error of `value`, as "path message". */
function schemaProblems(schema: TSchema, value: unknown): string[] {
  if (Value.Check(schema, value)) return [];
  const errors = Value.Errors(schema, value).filter(
    (error) => error.keyword !== 'anyOf' && error.keyword !== 'boolean',
  );
  // One message per property path, the deepest paths first (they are the most telling).
  const byPath = new Map<string, string>();
  for (const error of errors) {
    if (!byPath.has(error.instancePath)) byPath.set(error.instancePath, error.message);
  }
  return [...byPath].map(([path, message]) =>
    path ? `${path.slice(1).replaceAll('/', '.')} ${message}` : message,
  );
}

function label(field: Record<string, unknown>, index: number): string {
  return typeof field.name === 'string' && field.name !== ''
    ? `field '${field.name}'`
    : `field #${index + 1}`;
}

/** Shape problems of a show_if, with readable messages (the schema's anyOf errors are not). */
function conditionShapeProblems(condition: unknown, at: string): string[] {
  if (!isRecord(condition))
    return [`${at} must be an object ({ field, operator, value } or { all } / { any })`];
  if ('all' in condition || 'any' in condition) {
    const key = 'all' in condition ? 'all' : 'any';
    const children = condition[key];
    if (!Array.isArray(children)) return [`${at}.${key} must be a list of conditions`];
    return children.flatMap((child, index) => conditionShapeProblems(child, `${at}.${key}[${index}]`));
  }
  if (typeof condition.field !== 'string' || condition.field === '') return [`${at} needs a field name`];
  if (!(CONDITION_OPERATORS as readonly unknown[]).includes(condition.operator)) {
    return [
      `${at}: unknown operator '${String(condition.operator)}' (one of ${CONDITION_OPERATORS.join(', ')})`,
    ];
  }
  return [];
}

function fieldProblems(field: FormField, at: string): string[] {
  const problems: string[] = [];
  if (field.type === 'checkboxes') {
    if (
      field.min_answers !== undefined &&
      field.max_answers !== undefined &&
      field.min_answers > field.max_answers
    ) {
      problems.push(
        `${at}: min_answers (${field.min_answers}) is greater than max_answers (${field.max_answers})`,
      );
    }
    if (field.min_answers !== undefined && field.min_answers > field.choices.length) {
      problems.push(`${at}: min_answers (${field.min_answers}) exceeds the ${field.choices.length} choices`);
    }
  }
  if (field.type === 'multiple_choice' || field.type === 'checkboxes') {
    const seen = new Set<string>();
    for (const { choice } of field.choices) {
      if (seen.has(choice)) problems.push(`${at}: duplicate choice '${choice}'`);
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
    problems.push(`${at}: min (${field.min}) is greater than max (${field.max})`);
  }
  if (field.type === 'value_in_num_range') {
    if (field.stop <= field.start) {
      problems.push(`${at}: stop (${field.stop}) must be greater than start (${field.start})`);
    }
    for (const [index, interpretation] of (field.interpretations ?? []).entries()) {
      const where = `${at}: interpretation #${index + 1} '${interpretation.name}'`;
      if (interpretation.type === 'equal' && interpretation.stop !== undefined) {
        problems.push(`${where}: stop only applies to 'between'`);
      }
      if (interpretation.type === 'between') {
        if (interpretation.stop === undefined) problems.push(`${where}: 'between' needs a stop`);
        else if (interpretation.stop < interpretation.start) {
          problems.push(
            `${where}: stop (${interpretation.stop}) is less than start (${interpretation.start})`,
          );
        }
      }
      for (const bound of [interpretation.start, interpretation.stop]) {
        if (bound !== undefined && (bound < field.start || bound > field.stop)) {
          problems.push(`${where}: ${bound} is outside the scale ${field.start}..${field.stop}`);
        }
      }
    }
  }
  const validators = field.validators ?? [];
  if (validators.length > 0 && field.type !== 'text' && field.type !== 'code') {
    problems.push(`${at}: validators apply to text and code fields only, not ${field.type}`);
  }
  for (const validator of validators) {
    if (validator.type === 'regex') {
      try {
        new RegExp(validator.pattern, 'u');
      } catch (error) {
        problems.push(`${at}: regex pattern '${validator.pattern}' is invalid (${(error as Error).message})`);
      }
    }
  }
  const min = validators.find((validator) => validator.type === 'min_length');
  const max = validators.find((validator) => validator.type === 'max_length');
  if (min && max && min.limit_value > max.limit_value) {
    problems.push(`${at}: min_length (${min.limit_value}) is greater than max_length (${max.limit_value})`);
  }
  return problems;
}

/**
 * Checks a definition from anywhere (server JSON, the builder). Collects every problem rather than
 * stopping at the first.
 */
export function checkFormDefinition(input: unknown): DefinitionResult {
  if (!isRecord(input)) return { ok: false, errors: ['the definition must be an object'] };
  const errors: string[] = [];
  if (typeof input.id !== 'string' || input.id === '') errors.push('the definition needs an id');
  if (input.description !== undefined && typeof input.description !== 'string') {
    errors.push('description must be a string');
  }
  if (!Array.isArray(input.fields))
    return { ok: false, errors: [...errors, 'the definition needs a list of fields'] };

  const fields: FormField[] = [];
  input.fields.forEach((raw: unknown, index) => {
    if (!isRecord(raw)) {
      errors.push(`field #${index + 1} must be an object`);
      return;
    }
    const at = label(raw, index);
    if (!isFieldType(raw.type)) {
      errors.push(`${at}: unknown type '${String(raw.type)}'`);
      return;
    }
    if ((raw.type === 'multiple_choice' || raw.type === 'checkboxes') && !Array.isArray(raw.choices)) {
      errors.push(`${at}: ${raw.type} needs choices`);
      return;
    }
    const showIfProblems =
      raw.show_if === undefined ? [] : conditionShapeProblems(raw.show_if, `${at} show_if`);
    // show_if is checked by hand (readable messages; TypeBox's interpreted check of the cyclic
    // condition schema costs ~1 ms a field), the rest against the type's own schema.
    const { show_if: _showIf, ...rest } = raw;
    const structural = schemaProblems(FIELD_SCHEMAS[raw.type], rest).map((problem) => `${at}: ${problem}`);
    errors.push(...showIfProblems, ...structural);
    if (showIfProblems.length === 0 && structural.length === 0) {
      const field = raw as unknown as FormField;
      errors.push(...fieldProblems(field, at));
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
  const names = new Map<string, FormField>();
  const ids = new Set<string>();
  for (const field of fields) {
    if (names.has(field.name)) errors.push(`field '${field.name}': duplicate name`);
    names.set(field.name, field);
    if (ids.has(field.id)) errors.push(`field '${field.name}': duplicate id '${field.id}'`);
    ids.add(field.id);
  }
  for (const field of fields) {
    if (field.skippable && names.has(skipFlagName(field.name))) {
      errors.push(`field '${skipFlagName(field.name)}': name collides with the skip flag of '${field.name}'`);
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
    errors.push(...checkCondition(field.show_if, resolve, `field '${field.name}' show_if`));
  }
  const cycle = findShowIfCycle(fields);
  if (cycle) errors.push(`field '${cycle[0]}' show_if: cycle ${cycle.join(' -> ')}`);

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, definition: input as unknown as FormDefinition };
}

/** The definition, typed; throws FormDefinitionError listing every problem. */
export function parseFormDefinition(input: unknown): FormDefinition {
  const result = checkFormDefinition(input);
  if (!result.ok) throw new FormDefinitionError(result.errors);
  return result.definition;
}
