/**
 * What the visual show_if editor edits: one group (`all` or `any`) of field comparisons. A bare
 * leaf reads as a group of one; nested groups (imported) are "advanced" and only removable here.
 * Pure helpers: defaults and value shapes that fit each field type (core `operatorsForType`).
 */
import {
  type Condition,
  type ConditionOperator,
  type FieldCondition,
  type FormField,
  isFieldCondition,
  operatorsForType,
  VALUELESS_OPERATORS,
} from '../core/index.ts';

export type Combinator = 'all' | 'any';

export interface ConditionGroup {
  combinator: Combinator;
  leaves: FieldCondition[];
}

/** The group a show_if reads as, or null when it nests groups (not editable visually). */
export function toGroup(condition: Condition | undefined): ConditionGroup | null {
  if (!condition) return { combinator: 'all', leaves: [] };
  if (isFieldCondition(condition)) return { combinator: 'all', leaves: [condition] };
  const combinator: Combinator = 'all' in condition ? 'all' : 'any';
  const children = 'all' in condition ? condition.all : condition.any;
  return children.every(isFieldCondition) ? { combinator, leaves: children } : null;
}

/** The show_if of a group; no leaves means no condition at all. */
export function fromGroup(group: ConditionGroup): Condition | undefined {
  if (group.leaves.length === 0) return undefined;
  return group.combinator === 'all' ? { all: group.leaves } : { any: group.leaves };
}

/** Fields another field's show_if may read: every other field with a comparable value. */
export function referableFields(fields: readonly FormField[], self: FormField): FormField[] {
  return fields.filter((field) => field.id !== self.id && operatorsForType(field.type).length > 0);
}

/** Operators for a field; the skip ones only when it is skippable (they are constant otherwise). */
export function operatorsFor(field: FormField): ConditionOperator[] {
  return operatorsForType(field.type).filter(
    (operator) => field.skippable || (operator !== 'is_skipped' && operator !== 'is_not_skipped'),
  );
}

export function choicesOf(field: FormField): string[] | null {
  return field.type === 'multiple_choice' || field.type === 'checkboxes'
    ? field.choices.map(({ choice }) => choice)
    : null;
}

export function isNumeric(field: FormField): boolean {
  return ['integer', 'float', 'decimal', 'value_in_num_range', 'stars', 'emotion', 'reactions'].includes(
    field.type,
  );
}

/** The HTML input type for one operand of `field`. */
export function inputTypeOf(field: FormField): 'number' | 'date' | 'datetime-local' | 'time' | 'text' {
  if (isNumeric(field)) return 'number';
  if (field.type === 'date') return 'date';
  if (field.type === 'datetime') return 'datetime-local';
  if (field.type === 'time') return 'time';
  return 'text';
}

/** A single operand that passes the definition check for `field`. */
function defaultOperand(field: FormField): unknown {
  const choices = choicesOf(field);
  if (choices) return choices[0] ?? '';
  if (field.type === 'boolean') return true;
  if (field.type === 'value_in_num_range') return field.start;
  if (isNumeric(field)) return 'min' in field && typeof field.min === 'number' ? field.min : 0;
  const today = new Date().toISOString().slice(0, 10);
  if (field.type === 'date') return today;
  if (field.type === 'datetime') return `${today}T00:00`;
  if (field.type === 'time') return '00:00';
  return '';
}

/** The value shape an operator takes: none, a list, a pair or one operand. */
export function defaultValue(field: FormField, operator: ConditionOperator): unknown {
  if (VALUELESS_OPERATORS.has(operator)) return undefined;
  const operand = defaultOperand(field);
  if (operator === 'between') return [operand, operand];
  if (operator === 'in' || operator === 'not_in') return [operand];
  return operand;
}

/** A new comparison with `field`, using its first operator. */
export function defaultLeaf(field: FormField): FieldCondition {
  const operator = operatorsFor(field)[0] ?? 'is_not_empty';
  return leafWith(field, operator);
}

export function leafWith(field: FormField, operator: ConditionOperator): FieldCondition {
  const value = defaultValue(field, operator);
  return value === undefined ? { field: field.name, operator } : { field: field.name, operator, value };
}

/** A typed operand from an input's text: numbers as numbers, the rest as is. */
export function parseOperand(field: FormField, text: string): unknown {
  if (isNumeric(field)) {
    const number = Number(text);
    return text.trim() === '' || !Number.isFinite(number) ? text : number;
  }
  return text;
}
