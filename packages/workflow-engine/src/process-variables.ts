import { keyed, setOwn } from './keyed.ts';

/** SPEC 3 "Process-variable types": what a typed process variable may hold. */
export const PROCESS_VARIABLE_TYPES = [
  'boolean',
  'checkboxes',
  'code',
  'date',
  'date_range',
  'datetime',
  'decimal',
  'emotion',
  'files',
  'float',
  'gps',
  'image',
  'integer',
  'location',
  'multiple_choice',
  'num_range',
  'reactions',
  'stars',
  'text',
  'time',
  'user',
  'value_in_num_range',
  'venue',
  'voice_message',
  'users',
  'venues',
  'locations',
] as const;

export type ProcessVariableType = (typeof PROCESS_VARIABLE_TYPES)[number];

/** Types a user task's audience may come from (SPEC 3). */
export const AUDIENCE_VARIABLE_TYPES: readonly ProcessVariableType[] = ['venue', 'venues', 'user', 'users'];

export interface ProcessVariable {
  name: string;
  /** A ProcessVariableType when valid; `validate` reports anything else. */
  type: string;
  label?: string;
}

export function isProcessVariableType(type: string): type is ProcessVariableType {
  return (PROCESS_VARIABLE_TYPES as readonly string[]).includes(type);
}

const NUMERIC: ReadonlySet<string> = new Set([
  'integer',
  'float',
  'decimal',
  'stars',
  'emotion',
  'reactions',
  'value_in_num_range',
]);

/**
 * A form answer as the variable's type: numbers and booleans often arrive as text from forms, and
 * gateway conditions compare typed values. Anything that does not convert is kept as it came.
 */
export function coerceVariable(type: string, value: unknown): unknown {
  if (NUMERIC.has(type) && typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The declared variables found in `values`, typed; undeclared names are not process variables. The
 * result has a null prototype, so a variable may be called `constructor` or `__proto__`.
 */
export function assignVariables(
  declared: readonly ProcessVariable[],
  current: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  const next = keyed(current);
  if (!values || typeof values !== 'object') return next;
  for (const variable of declared) {
    if (Object.hasOwn(values, variable.name))
      setOwn(next, variable.name, coerceVariable(variable.type, values[variable.name]));
  }
  return next;
}
