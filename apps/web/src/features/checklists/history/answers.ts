import {
  createVisibility,
  type FlaggedAnswer,
  type FormDefinition,
  type FormField,
  skipFlagName,
} from '@faena/form-engine/core';

/**
 * The stored answers as form values: a skippable field answered `null` (or with its skip flag)
 * is 'No aplica', so the read-only form ticks its box and conditions see the same state.
 */
export function answerValues(definition: FormDefinition, answers: Readonly<Record<string, unknown>>) {
  const values: Record<string, unknown> = { ...answers };
  for (const field of definition.fields)
    if (field.skippable && field.name in answers && answers[field.name] === null)
      values[skipFlagName(field.name)] = true;
  return values;
}

export type AnswerItem =
  | { kind: 'text'; field: FormField }
  | { kind: 'skipped'; field: FormField }
  | { kind: 'unanswered'; field: FormField }
  | { kind: 'answered'; field: FormField; value: unknown };

/** Every question the person saw, in order, with its state: answered, 'No aplica' or unanswered. */
export function answerItems(
  definition: FormDefinition,
  answers: Readonly<Record<string, unknown>>,
): AnswerItem[] {
  const values = answerValues(definition, answers);
  const hidden = createVisibility(definition.fields, values).hidden();
  return definition.fields.flatMap((field): AnswerItem[] => {
    if (hidden.has(field.name)) return [];
    if (field.type === 'display_text') return [{ kind: 'text', field }];
    if (field.skippable && values[skipFlagName(field.name)] === true) return [{ kind: 'skipped', field }];
    const value = answers[field.name];
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    return [empty ? { kind: 'unanswered', field } : { kind: 'answered', field, value }];
  });
}

/** A question's heading: its label, else its name. */
export const questionLabel = (field: FormField) => field.label?.trim() || field.name;

/** The photos and files of an answer: the links it holds (image: one; files: several). */
export function fileLinks(field: FormField, value: unknown): string[] {
  if (field.type !== 'image' && field.type !== 'files') return [];
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item): item is string => typeof item === 'string' && item !== '');
}

export interface AnswerFormat {
  yes: string;
  no: string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  number: (value: number) => string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day without its time, read as that calendar day wherever the reader is. */
const dayText = (value: string, format: AnswerFormat) =>
  DAY.test(value) ? format.date(`${value}T12:00:00Z`) : value;

/** An answer in words, for the report (photos and files are listed apart). */
export function answerText(field: FormField, value: unknown, format: AnswerFormat): string {
  const text = (item: unknown): string => {
    if (item === null || item === undefined) return '';
    if (typeof item === 'boolean') return item ? format.yes : format.no;
    if (typeof item === 'number') return format.number(item);
    if (typeof item === 'string') return item;
    if (Array.isArray(item)) return item.map(text).filter(Boolean).join(', ');
    if (typeof item === 'object') {
      const record = item as Record<string, unknown>;
      if (typeof record.name === 'string') return record.name;
      if (typeof record.lat === 'number' && typeof record.lng === 'number')
        return `${format.number(record.lat)}, ${format.number(record.lng)}`;
      if ('start' in record || 'end' in record) return [text(record.start), text(record.end)].join(' – ');
      return JSON.stringify(item);
    }
    return String(item);
  };
  switch (field.type) {
    case 'date':
      return typeof value === 'string' ? dayText(value, format) : text(value);
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? format.dateTime(value)
        : text(value);
    case 'date_range':
      return Array.isArray(value)
        ? value.map((day) => (typeof day === 'string' ? dayText(day, format) : text(day))).join(' – ')
        : text(value);
    case 'num_range':
      return Array.isArray(value) ? value.map(text).join(' – ') : text(value);
    case 'stars':
    case 'emotion':
    case 'reactions':
      return typeof value === 'number' && field.max ? `${format.number(value)} / ${field.max}` : text(value);
    default:
      return text(value);
  }
}

/** A flagged answer in words, read with its question of the pinned version (as text when it is gone). */
export function flaggedAnswerText(
  definition: FormDefinition,
  answer: FlaggedAnswer,
  format: AnswerFormat,
): string {
  const field = definition.fields.find((candidate) => candidate.name === answer.name);
  return answerText(field ?? { id: answer.name, name: answer.name, type: 'text' }, answer.answer, format);
}
