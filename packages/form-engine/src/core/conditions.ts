/**
 * The one condition model of Faena: a form field's `show_if` and a workflow gateway's condition are
 * the same structured data, evaluated over a generic `lookup(name)` source (form values or process
 * variables). No code strings are ever evaluated.
 *
 * ```ts
 * const showIf: Condition = {
 *   any: [
 *     { field: 'ok', operator: 'equals', value: 'No' },
 *     { all: [{ field: 'score', operator: 'lt', value: 5 }, { field: 'photo', operator: 'is_empty' }] },
 *   ],
 * };
 * evaluateCondition(showIf, { lookup: (name) => values[name] });
 * ```
 *
 * The workflow engine imports this module only (it does not need the form types).
 */
import { Type } from 'typebox';
import { DEFAULT_FORM_LOCALE, type FormLocale, type FormMessageKey, formMessage } from './i18n.ts';
import { isEmpty } from './required.ts';
import type { FieldType } from './types.ts';

export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'contains',
  'not_contains',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'is_empty',
  'is_not_empty',
  'is_skipped',
  'is_not_skipped',
] as const;

export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Operators that take no `value`. */
export const VALUELESS_OPERATORS: ReadonlySet<ConditionOperator> = new Set([
  'is_empty',
  'is_not_empty',
  'is_skipped',
  'is_not_skipped',
]);

/** A comparison with one field (form) or process variable (workflow). */
export interface FieldCondition {
  field: string;
  operator: ConditionOperator;
  /** Absent for is_empty/is_not_empty/is_skipped/is_not_skipped; a list for in/not_in; `[low, high]` for between. */
  value?: unknown;
}

export interface AllCondition {
  all: Condition[];
}

export interface AnyCondition {
  any: Condition[];
}

export type Condition = FieldCondition | AllCondition | AnyCondition;

/** JSON Schema (TypeBox) of a condition; the form-definition schema embeds it. */
export const ConditionSchema = Type.Cyclic(
  {
    Condition: Type.Union([
      Type.Object({
        field: Type.String({ minLength: 1 }),
        operator: Type.Enum(CONDITION_OPERATORS),
        value: Type.Optional(Type.Unknown()),
      }),
      Type.Object({ all: Type.Array(Type.Ref('Condition')) }),
      Type.Object({ any: Type.Array(Type.Ref('Condition')) }),
    ]),
  },
  'Condition',
);

/** Where a condition reads its operands: form values or workflow process variables. */
export interface ConditionSource {
  lookup(name: string): unknown;
  /** The 'No aplica' flag; sources without skip semantics leave it out (never skipped). */
  isSkipped?(name: string): boolean;
}

export function isFieldCondition(condition: Condition): condition is FieldCondition {
  return 'field' in condition;
}

export function isAllCondition(condition: Condition): condition is AllCondition {
  return 'all' in condition;
}

/** Every name a condition reads, once each, in first-seen order. */
export function conditionDependencies(condition: Condition): string[] {
  const names = new Set<string>();
  const visit = (node: Condition): void => {
    if (isFieldCondition(node)) names.add(node.field);
    else for (const child of isAllCondition(node) ? node.all : node.any) visit(child);
  };
  visit(condition);
  return [...names];
}

/** Entities (venue, user, …) may be objects; they compare by `id`. */
function comparable(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
    return (value as { id: unknown }).id;
  }
  return value;
}

function same(a: unknown, b: unknown): boolean {
  const left = comparable(a);
  const right = comparable(b);
  if (typeof left === 'number' || typeof right === 'number') {
    const l = toNumber(left);
    const r = toNumber(right);
    return l !== undefined && r !== undefined && l === r;
  }
  return left === right;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** A Date or an ISO date/date-time string as epoch milliseconds; undefined otherwise. */
function instant(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value.trim())) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Order of two operands: numbers (and numeric strings) numerically, ISO dates and date-times as
 * instants, other strings (e.g. times 'HH:MM') lexicographically; undefined when incomparable.
 */
function compare(a: unknown, b: unknown): number | undefined {
  const left = comparable(a);
  const right = comparable(b);
  const ln = toNumber(left);
  const rn = toNumber(right);
  if (ln !== undefined && rn !== undefined) return ln - rn;
  const lt = instant(left);
  const rt = instant(right);
  if (lt !== undefined && rt !== undefined) return lt - rt;
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  return undefined;
}

function contains(container: unknown, item: unknown): boolean {
  if (Array.isArray(container)) return container.some((entry) => same(entry, item));
  if (typeof container === 'string' && typeof item === 'string') return container.includes(item);
  return false;
}

function evaluateLeaf(condition: FieldCondition, source: ConditionSource): boolean {
  const { operator, value } = condition;
  if (operator === 'is_skipped') return source.isSkipped?.(condition.field) ?? false;
  if (operator === 'is_not_skipped') return !(source.isSkipped?.(condition.field) ?? false);
  const actual = source.lookup(condition.field);
  switch (operator) {
    case 'is_empty':
      return isEmpty(actual);
    case 'is_not_empty':
      return !isEmpty(actual);
    case 'equals':
      return same(actual, value);
    case 'not_equals':
      return !same(actual, value);
    case 'in':
      return Array.isArray(value) && value.some((option) => same(actual, option));
    case 'not_in':
      return !(Array.isArray(value) && value.some((option) => same(actual, option)));
    case 'contains':
      return contains(actual, value);
    case 'not_contains':
      return !contains(actual, value);
    case 'between': {
      if (!Array.isArray(value) || value.length !== 2) return false;
      const low = compare(actual, value[0]);
      const high = compare(actual, value[1]);
      return low !== undefined && high !== undefined && low >= 0 && high <= 0;
    }
    default: {
      if (isEmpty(actual)) return false;
      const order = compare(actual, value);
      if (order === undefined) return false;
      if (operator === 'gt') return order > 0;
      if (operator === 'gte') return order >= 0;
      if (operator === 'lt') return order < 0;
      return order <= 0;
    }
  }
}

/** True when the condition holds over `source`. `{ all: [] }` is true and `{ any: [] }` is false. */
export function evaluateCondition(condition: Condition, source: ConditionSource): boolean {
  if (isFieldCondition(condition)) return evaluateLeaf(condition, source);
  if (isAllCondition(condition)) return condition.all.every((child) => evaluateCondition(child, source));
  return condition.any.some((child) => evaluateCondition(child, source));
}

/** A source over a plain record: `<name>_skipped === true` marks a skipped name. */
export function recordSource(values: Readonly<Record<string, unknown>>): ConditionSource {
  return {
    lookup: (name) => values[name],
    isSkipped: (name) => values[`${name}_skipped`] === true,
  };
}

/** How a value of a field or process-variable type can be compared. */
export type OperandKind =
  | 'text'
  | 'number'
  | 'temporal'
  | 'boolean'
  | 'choice'
  | 'list'
  | 'entity'
  | 'opaque';

const KIND_OF_TYPE: Record<FieldType, OperandKind | null> = {
  text: 'text',
  code: 'text',
  multiple_choice: 'choice',
  date: 'temporal',
  datetime: 'temporal',
  time: 'temporal',
  boolean: 'boolean',
  integer: 'number',
  float: 'number',
  decimal: 'number',
  value_in_num_range: 'number',
  stars: 'number',
  emotion: 'number',
  reactions: 'number',
  checkboxes: 'list',
  files: 'list',
  users: 'list',
  venues: 'list',
  locations: 'list',
  venue: 'entity',
  user: 'entity',
  location: 'entity',
  voice_message: 'opaque',
  date_range: 'opaque',
  num_range: 'opaque',
  gps: 'opaque',
  image: 'opaque',
  // Static text has no value: it cannot be referenced by a condition.
  display_text: null,
};

const PRESENCE: ConditionOperator[] = ['is_empty', 'is_not_empty', 'is_skipped', 'is_not_skipped'];

/** The operators that fit each kind of operand. */
export const OPERATORS_BY_KIND: Record<OperandKind, readonly ConditionOperator[]> = {
  text: ['equals', 'not_equals', 'in', 'not_in', 'contains', 'not_contains', ...PRESENCE],
  choice: ['equals', 'not_equals', 'in', 'not_in', ...PRESENCE],
  number: ['equals', 'not_equals', 'in', 'not_in', 'gt', 'gte', 'lt', 'lte', 'between', ...PRESENCE],
  temporal: ['equals', 'not_equals', 'gt', 'gte', 'lt', 'lte', 'between', ...PRESENCE],
  boolean: ['equals', 'not_equals', ...PRESENCE],
  list: ['contains', 'not_contains', ...PRESENCE],
  entity: ['equals', 'not_equals', 'in', 'not_in', ...PRESENCE],
  opaque: PRESENCE,
};

/** The operators usable on a field/variable of `type` (empty for display_text). */
export function operatorsForType(type: FieldType): readonly ConditionOperator[] {
  const kind = KIND_OF_TYPE[type];
  return kind === null ? [] : OPERATORS_BY_KIND[kind];
}

/** What a condition checker needs to know about a referenced name. */
export interface OperandInfo {
  type: FieldType;
  /** Only skippable operands may use is_skipped/is_not_skipped. */
  skippable?: boolean;
  /** For multiple_choice/checkboxes: the allowed values. */
  choices?: readonly string[];
}

function describe(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function checkLeaf(
  condition: FieldCondition,
  resolve: (name: string) => OperandInfo | undefined,
  at: string,
  locale: FormLocale,
): string[] {
  const info = resolve(condition.field);
  const problem = (key: FormMessageKey, params: Record<string, string | number> = {}) => [
    formMessage(key, locale, { at: `${at}: '${condition.field}'`, ...params }),
  ];
  if (!info)
    return [formMessage('definition_condition_unknown_field', locale, { at, field: condition.field })];
  const { operator, value } = condition;
  const allowed = operatorsForType(info.type);
  if (!allowed.includes(operator)) {
    return problem('definition_condition_operator_mismatch', { type: info.type, operator });
  }
  if (VALUELESS_OPERATORS.has(operator)) {
    if (value !== undefined) return problem('definition_condition_no_value', { operator });
    if ((operator === 'is_skipped' || operator === 'is_not_skipped') && !info.skippable) {
      return problem('definition_condition_not_skippable', {
        operator,
        result: String(operator === 'is_not_skipped'),
      });
    }
    return [];
  }
  if (value === undefined) return problem('definition_condition_needs_value', { operator });
  const kind = KIND_OF_TYPE[info.type];
  const operands: unknown[] =
    operator === 'in' || operator === 'not_in' || operator === 'between'
      ? Array.isArray(value)
        ? value
        : []
      : [value];
  if (operator === 'in' || operator === 'not_in') {
    if (!Array.isArray(value) || value.length === 0) {
      return problem('definition_condition_needs_list', { operator });
    }
  }
  if (operator === 'between') {
    if (!Array.isArray(value) || value.length !== 2) return problem('definition_condition_between_pair');
    const order = compare(value[0], value[1]);
    if (order === undefined || order > 0)
      return problem('definition_condition_between_order', { value: describe(value) });
  }
  for (const operand of operands) {
    if (kind === 'number' && toNumber(operand) === undefined) {
      return problem('definition_condition_not_number', { value: describe(operand) });
    }
    if (kind === 'boolean' && typeof operand !== 'boolean') {
      return problem('definition_condition_not_boolean', { value: describe(operand) });
    }
    if (kind === 'temporal' && (typeof operand !== 'string' || operand.trim() === '')) {
      return problem('definition_condition_not_iso', { type: info.type, value: describe(operand) });
    }
    if (kind === 'text' && typeof operand !== 'string') {
      return problem('definition_condition_not_string', { value: describe(operand) });
    }
    if (info.choices && (kind === 'choice' || kind === 'list') && !info.choices.includes(String(operand))) {
      return problem('definition_condition_no_choice', { value: describe(operand) });
    }
  }
  return [];
}

export interface CheckConditionOptions {
  /** The language of the messages; es-MX (DEFAULT_FORM_LOCALE) when left out. */
  locale?: FormLocale;
}

/**
 * Problems of a condition against the names it may read (form fields or process variables):
 * unknown names, operators that do not fit the operand's type, missing or ill-typed values.
 * Each message starts with `at` (e.g. "field 'x' show_if"; "condición"/"condition" when left out)
 * and is in `options.locale` (es-MX by default), from the `definition_condition_…` form messages.
 */
export function checkCondition(
  condition: Condition,
  resolve: (name: string) => OperandInfo | undefined,
  at?: string,
  options: CheckConditionOptions = {},
): string[] {
  const locale = options.locale ?? DEFAULT_FORM_LOCALE;
  const where = at ?? formMessage('definition_condition', locale);
  if (isFieldCondition(condition)) return checkLeaf(condition, resolve, where, locale);
  const children = isAllCondition(condition) ? condition.all : condition.any;
  return children.flatMap((child) => checkCondition(child, resolve, where, { locale }));
}
