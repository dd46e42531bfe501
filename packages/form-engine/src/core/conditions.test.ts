import { describe, expect, it } from 'vitest';
import {
  type Condition,
  checkCondition,
  conditionDependencies,
  evaluateCondition,
  type OperandInfo,
  operatorsForType,
  recordSource,
} from './conditions.ts';

const values = {
  ok: 'No',
  score: 4,
  decimal: '2.50',
  comments: 'Falta extintor en bodega',
  tags: ['seguridad', 'orden'],
  venue: { id: 7, name: 'Sede Centro' },
  visited: '2024-03-10',
  at: '2024-03-10T15:00:00.000Z',
  opens: '08:45',
  done: false,
  empty: '   ',
  photo_skipped: true,
};
const source = recordSource(values);
const holds = (condition: Condition) => evaluateCondition(condition, source);

describe('evaluateCondition', () => {
  it.each<[string, Condition, boolean]>([
    ['equals text', { field: 'ok', operator: 'equals', value: 'No' }, true],
    ['equals is exact for text', { field: 'ok', operator: 'equals', value: 'no' }, false],
    ['not_equals', { field: 'ok', operator: 'not_equals', value: 'Sí' }, true],
    ['equals number', { field: 'score', operator: 'equals', value: 4 }, true],
    ['equals number against a numeric string', { field: 'decimal', operator: 'equals', value: 2.5 }, true],
    ['equals boolean false', { field: 'done', operator: 'equals', value: false }, true],
    ['in', { field: 'ok', operator: 'in', value: ['No', 'Tal vez'] }, true],
    ['not_in', { field: 'ok', operator: 'not_in', value: ['No'] }, false],
    ['contains in a list', { field: 'tags', operator: 'contains', value: 'orden' }, true],
    ['contains a substring', { field: 'comments', operator: 'contains', value: 'extintor' }, true],
    ['not_contains', { field: 'tags', operator: 'not_contains', value: 'aseo' }, true],
    ['gt', { field: 'score', operator: 'gt', value: 3 }, true],
    ['gt is strict', { field: 'score', operator: 'gt', value: 4 }, false],
    ['gte', { field: 'score', operator: 'gte', value: 4 }, true],
    ['lt', { field: 'score', operator: 'lt', value: 4 }, false],
    ['lte', { field: 'score', operator: 'lte', value: 4 }, true],
    ['between includes its bounds', { field: 'score', operator: 'between', value: [4, 6] }, true],
    ['between outside', { field: 'score', operator: 'between', value: [5, 6] }, false],
    ['dates compare as dates', { field: 'visited', operator: 'gt', value: '2024-02-29' }, true],
    [
      'datetimes compare as instants',
      { field: 'at', operator: 'lt', value: '2024-03-10T16:00:00+01:00' },
      false,
    ],
    ['times compare as text', { field: 'opens', operator: 'lt', value: '09:30' }, true],
    ['a date against a date-time', { field: 'visited', operator: 'lt', value: '2024-03-10T01:00:00Z' }, true],
    ['entities compare by id', { field: 'venue', operator: 'equals', value: 7 }, true],
    ['entities in a list of ids', { field: 'venue', operator: 'in', value: [1, 7] }, true],
    ['blank text is empty', { field: 'empty', operator: 'is_empty' }, true],
    ['a missing value is empty', { field: 'nothing', operator: 'is_empty' }, true],
    ['false is an answer', { field: 'done', operator: 'is_not_empty' }, true],
    ['is_skipped reads the <name>_skipped flag', { field: 'photo', operator: 'is_skipped' }, true],
    ['is_not_skipped', { field: 'ok', operator: 'is_not_skipped' }, true],
    ['comparisons with a missing value are false', { field: 'nothing', operator: 'lt', value: 3 }, false],
  ])('%s', (_, condition, expected) => {
    expect(holds(condition)).toBe(expected);
  });

  it('combines with all / any, nested', () => {
    const condition: Condition = {
      all: [
        { field: 'ok', operator: 'equals', value: 'No' },
        {
          any: [
            { field: 'score', operator: 'gt', value: 8 },
            { field: 'tags', operator: 'contains', value: 'orden' },
          ],
        },
      ],
    };
    expect(holds(condition)).toBe(true);
    expect(
      holds({
        any: [
          { field: 'score', operator: 'gt', value: 8 },
          { all: [{ field: 'done', operator: 'equals', value: true }] },
        ],
      }),
    ).toBe(false);
  });

  it('evaluates the README example', () => {
    const showIf: Condition = {
      any: [
        { field: 'ok', operator: 'equals', value: 'No' },
        {
          all: [
            { field: 'score', operator: 'between', value: [0, 4] },
            { field: 'photo', operator: 'is_skipped' },
          ],
        },
      ],
    };
    expect(evaluateCondition(showIf, recordSource({ ok: 'Sí', score: 3, photo_skipped: true }))).toBe(true);
    expect(evaluateCondition(showIf, recordSource({ ok: 'Sí', score: 3 }))).toBe(false);
    expect(evaluateCondition(showIf, recordSource({ ok: 'No' }))).toBe(true);
  });

  it('treats an empty all as true and an empty any as false', () => {
    expect(holds({ all: [] })).toBe(true);
    expect(holds({ any: [] })).toBe(false);
  });

  it('evaluates over any lookup, e.g. workflow process variables without skip flags', () => {
    const variables = new Map<string, unknown>([
      ['amount', 1500],
      ['approved', true],
    ]);
    const lookup = (name: string) => variables.get(name);
    expect(
      evaluateCondition(
        {
          all: [
            { field: 'amount', operator: 'gte', value: 1000 },
            { field: 'approved', operator: 'equals', value: true },
          ],
        },
        { lookup },
      ),
    ).toBe(true);
    expect(evaluateCondition({ field: 'amount', operator: 'is_skipped' }, { lookup })).toBe(false);
  });
});

describe('conditionDependencies', () => {
  it('lists every name read, once, in order', () => {
    expect(
      conditionDependencies({
        any: [
          { field: 'b', operator: 'is_empty' },
          {
            all: [
              { field: 'a', operator: 'is_empty' },
              { field: 'b', operator: 'is_skipped' },
            ],
          },
        ],
      }),
    ).toEqual(['b', 'a']);
  });
});

describe('operators by type', () => {
  it('offers comparisons for numbers and dates but not for text', () => {
    expect(operatorsForType('integer')).toContain('between');
    expect(operatorsForType('date')).toContain('gte');
    expect(operatorsForType('text')).not.toContain('gt');
    expect(operatorsForType('checkboxes')).toEqual([
      'contains',
      'not_contains',
      'is_empty',
      'is_not_empty',
      'is_skipped',
      'is_not_skipped',
    ]);
    expect(operatorsForType('display_text')).toEqual([]);
  });
});

describe('checkCondition', () => {
  const operands: Record<string, OperandInfo> = {
    amount: { type: 'decimal' },
    ok: { type: 'multiple_choice', choices: ['Sí', 'No'], skippable: true },
    note: { type: 'display_text' },
    approved: { type: 'boolean' },
    due: { type: 'date' },
  };
  const check = (condition: Condition) =>
    checkCondition(condition, (name) => operands[name], 'gateway g1', { locale: 'en-US' });

  it('accepts well-typed conditions', () => {
    expect(
      check({
        all: [
          { field: 'amount', operator: 'between', value: [1, 10] },
          { field: 'ok', operator: 'is_skipped' },
        ],
      }),
    ).toEqual([]);
    expect(check({ field: 'due', operator: 'lt', value: '2025-01-01' })).toEqual([]);
  });

  it.each<[Condition, string]>([
    [{ field: 'nope', operator: 'is_empty' }, "gateway g1 refers to unknown field 'nope'"],
    [
      { field: 'note', operator: 'is_empty' },
      "gateway g1: 'note' is of type display_text; operator 'is_empty' does not fit it",
    ],
    [{ field: 'amount', operator: 'gt' }, "gateway g1: 'amount': operator 'gt' needs a value"],
    [{ field: 'amount', operator: 'gt', value: 'mucho' }, `gateway g1: 'amount' is a number; "mucho" is not`],
    [
      { field: 'amount', operator: 'is_empty', value: 1 },
      "gateway g1: 'amount': operator 'is_empty' takes no value",
    ],
    [
      { field: 'amount', operator: 'between', value: [10, 1] },
      "gateway g1: 'amount': 'between' needs low <= high, got [10,1]",
    ],
    [
      { field: 'amount', operator: 'between', value: 3 },
      "gateway g1: 'amount': operator 'between' needs [low, high]",
    ],
    [
      { field: 'amount', operator: 'in', value: [] },
      "gateway g1: 'amount': operator 'in' needs a non-empty list of values",
    ],
    [
      { field: 'approved', operator: 'equals', value: 'true' },
      `gateway g1: 'approved' is a boolean; "true" is not`,
    ],
    [{ field: 'ok', operator: 'in', value: ['Sí', 'Quizá'] }, `gateway g1: 'ok' has no choice "Quizá"`],
    [
      { field: 'amount', operator: 'is_skipped' },
      "gateway g1: 'amount' is not skippable; 'is_skipped' is always false",
    ],
  ])('reports %j', (condition, message) => {
    expect(check(condition)).toEqual([message]);
  });

  it('reports problems inside groups', () => {
    expect(
      check({ any: [{ field: 'x', operator: 'is_empty' }, { all: [{ field: 'y', operator: 'is_empty' }] }] }),
    ).toEqual(["gateway g1 refers to unknown field 'x'", "gateway g1 refers to unknown field 'y'"]);
  });

  it('speaks es-MX by default and names the condition when no `at` is given', () => {
    const resolve = (name: string) => operands[name];
    expect(checkCondition({ field: 'nope', operator: 'is_empty' }, resolve, 'compuerta g1')).toEqual([
      "compuerta g1 hace referencia al campo desconocido 'nope'",
    ]);
    expect(checkCondition({ field: 'amount', operator: 'gt', value: 'mucho' }, resolve)).toEqual([
      `condición: 'amount' es un número; "mucho" no lo es`,
    ]);
    expect(
      checkCondition({ field: 'amount', operator: 'gt' }, resolve, undefined, { locale: 'en-US' }),
    ).toEqual(["condition: 'amount': operator 'gt' needs a value"]);
  });
});
