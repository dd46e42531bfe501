import { describe, expect, it } from 'vitest';
import { checkFormDefinition } from './definition.ts';
import { fieldMaxScore, isScorableField, isScoredDefinition, scoreForm } from './scoring.ts';
import { validateSubmission } from './submission.ts';
import type {
  BooleanField,
  CheckboxesField,
  FormDefinition,
  FormField,
  MultipleChoiceField,
} from './types.ts';

const boolean = (name: string, extra: Partial<BooleanField> = {}): BooleanField => ({
  id: `id-${name}`,
  name,
  label: `¿${name}?`,
  type: 'boolean',
  scores: { yes: 1, no: 0 },
  ...extra,
});

const choice = (name: string, extra: Partial<MultipleChoiceField> = {}): MultipleChoiceField => ({
  id: `id-${name}`,
  name,
  type: 'multiple_choice',
  choices: [
    { choice: 'Bueno', score: 2 },
    { choice: 'Regular', score: 1 },
    { choice: 'Malo', score: 0, flagged: true },
  ],
  ...extra,
});

const checkboxes = (name: string, extra: Partial<CheckboxesField> = {}): CheckboxesField => ({
  id: `id-${name}`,
  name,
  type: 'checkboxes',
  choices: [
    { choice: 'a', score: 3 },
    { choice: 'b', score: 2 },
    { choice: 'c', score: 1 },
    { choice: 'd', score: -2, flagged: true },
  ],
  ...extra,
});

const form = (...fields: FormField[]): FormDefinition => ({ id: 'checklist', fields });

describe('scoreForm', () => {
  it('sums the answered scores over the maximum of every visible scorable field', () => {
    const definition = form(boolean('clean'), choice('state'), checkboxes('items'));
    expect(scoreForm(definition, { clean: true, state: 'Regular', items: ['a', 'c'] })).toEqual({
      scored: true,
      score: 1 + 1 + 4,
      max: 1 + 2 + 6,
      percentage: 66.7,
      flagged: [],
    });
  });

  it('counts an unanswered visible field as 0 and keeps its maximum', () => {
    const definition = form(boolean('clean'), choice('state'));
    expect(scoreForm(definition, { clean: true })).toMatchObject({ score: 1, max: 3, percentage: 33.3 });
    expect(scoreForm(definition, {})).toMatchObject({ score: 0, max: 3, percentage: 0 });
    // Empty values are unanswered, `false` is an answer.
    expect(scoreForm(definition, { clean: false, state: '' })).toMatchObject({ score: 0, max: 3 });
  });

  it('excludes a skipped field (live `<name>_skipped`) from score and max', () => {
    const definition = form(boolean('clean', { skippable: true }), choice('state', { skippable: true }));
    expect(scoreForm(definition, { clean: true, clean_skipped: true, state: 'Bueno' })).toMatchObject({
      score: 2,
      max: 2,
      percentage: 100,
    });
    expect(scoreForm(definition, { clean: true, clean_skipped: false, state: 'Bueno' })).toMatchObject({
      score: 3,
      max: 3,
    });
  });

  it('reads a canonical `null` as skipped for skippable fields only', () => {
    const definition = form(boolean('clean', { skippable: true }), boolean('dry'));
    expect(scoreForm(definition, { clean: null, dry: true })).toMatchObject({ score: 1, max: 1 });
    // Not skippable: null is just unanswered.
    expect(scoreForm(definition, { clean: true, dry: null })).toMatchObject({ score: 1, max: 2 });
    // With live flags present, the flag decides and null is an empty answer.
    expect(scoreForm(definition, { clean: null, clean_skipped: false, dry: true })).toMatchObject({
      score: 1,
      max: 2,
    });
  });

  it('scores the canonical value validateSubmission returns like the live values', () => {
    const definition = form(
      boolean('clean', { skippable: true, required: true }),
      choice('state', { skippable: true }),
      checkboxes('items'),
    );
    const live = { clean: false, clean_skipped: true, state: 'Malo', state_skipped: false, items: ['b'] };
    const submitted = validateSubmission(definition, {
      clean: null,
      state: 'Malo',
      items: ['b'],
    });
    expect(submitted.ok).toBe(true);
    if (!submitted.ok) return;
    expect(submitted.value).toEqual({ clean: null, state: 'Malo', items: ['b'] });
    expect(scoreForm(definition, submitted.value)).toEqual(scoreForm(definition, live));
    expect(scoreForm(definition, live)).toMatchObject({ score: 2, max: 8 });
  });

  it('excludes fields hidden by show_if, also when they hold a value', () => {
    const definition = form(
      boolean('has_kitchen', { scores: undefined }),
      boolean('kitchen_clean', { show_if: { field: 'has_kitchen', operator: 'equals', value: true } }),
      choice('state'),
    );
    expect(scoreForm(definition, { has_kitchen: false, kitchen_clean: true, state: 'Bueno' })).toMatchObject({
      score: 2,
      max: 2,
    });
    expect(scoreForm(definition, { has_kitchen: true, kitchen_clean: true, state: 'Bueno' })).toMatchObject({
      score: 3,
      max: 3,
    });
  });

  it('hides the dependents of a skipped field the way the form does', () => {
    const definition = form(
      boolean('has_kitchen', { scores: undefined, skippable: true }),
      boolean('kitchen_clean', { show_if: { field: 'has_kitchen', operator: 'is_not_skipped' } }),
    );
    expect(scoreForm(definition, { has_kitchen: true, kitchen_clean: true })).toMatchObject({ max: 1 });
    expect(scoreForm(definition, { has_kitchen: false, kitchen_clean: true })).toMatchObject({ max: 1 });
    expect(scoreForm(definition, { has_kitchen: null, kitchen_clean: true })).toMatchObject({ max: 0 });
    expect(scoreForm(definition, { has_kitchen_skipped: true, kitchen_clean: true })).toMatchObject({
      max: 0,
    });
  });

  it('multiplies score and max by the weight', () => {
    const definition = form(
      boolean('critical', { weight: 3 }),
      choice('state', { weight: 0.5 }),
      boolean('ignored', { weight: 0 }),
    );
    expect(scoreForm(definition, { critical: true, state: 'Regular', ignored: true })).toMatchObject({
      score: 3 + 0.5,
      max: 3 + 1,
      percentage: 87.5,
    });
  });

  it('keeps decimal weights free of floating-point drift', () => {
    const definition = form(boolean('a', { weight: 0.1 }), boolean('b', { weight: 0.2 }));
    expect(scoreForm(definition, { a: true, b: true })).toMatchObject({
      score: 0.3,
      max: 0.3,
      percentage: 100,
    });
  });

  it('allows negative scores, in the score and in the maximum', () => {
    const definition = form(
      boolean('spill', { scores: { yes: -5, no: 0 } }),
      boolean('both_bad', { scores: { yes: -1, no: -3 } }),
    );
    expect(fieldMaxScore(definition.fields[0] as BooleanField)).toBe(0);
    expect(fieldMaxScore(definition.fields[1] as BooleanField)).toBe(-1);
    expect(scoreForm(definition, { spill: true, both_bad: false })).toMatchObject({
      score: -8,
      max: -1,
      percentage: null,
    });
    const mixed = form(boolean('ok', { scores: { yes: 10 } }), boolean('spill', { scores: { yes: -5 } }));
    expect(scoreForm(mixed, { ok: true, spill: true })).toMatchObject({ score: 5, max: 10, percentage: 50 });
    expect(scoreForm(mixed, { ok: false, spill: true })).toMatchObject({ score: -5, percentage: -50 });
  });

  it('adds every ticked checkbox, and bounds the maximum by max_answers', () => {
    const field = checkboxes('items');
    expect(fieldMaxScore(field)).toBe(6);
    expect(fieldMaxScore(checkboxes('items', { max_answers: 2 }))).toBe(5);
    expect(fieldMaxScore(checkboxes('items', { max_answers: 10 }))).toBe(6);
    expect(scoreForm(form(field), { items: ['a', 'b', 'c', 'd'] })).toMatchObject({ score: 4, max: 6 });
    expect(scoreForm(form(checkboxes('items', { max_answers: 1 })), { items: ['b'] })).toMatchObject({
      score: 2,
      max: 3,
    });
  });

  it('counts choices without a score as 0 and ignores answers that are not options', () => {
    const field = choice('state', {
      choices: [{ choice: 'Bueno', score: 5 }, { choice: 'Sin puntaje' }],
    });
    expect(scoreForm(form(field), { state: 'Sin puntaje' })).toMatchObject({ score: 0, max: 5 });
    expect(scoreForm(form(field), { state: 'Otro' })).toMatchObject({ score: 0, max: 5 });
    expect(fieldMaxScore(choice('neg', { choices: [{ choice: 'x', score: -2 }, { choice: 'y' }] }))).toBe(0);
  });

  it('rounds the percentage to one decimal', () => {
    const definition = form(
      choice('a', {
        choices: [
          { choice: 'x', score: 1 },
          { choice: 'y', score: 3 },
        ],
      }),
    );
    expect(scoreForm(definition, { a: 'x' }).percentage).toBe(33.3);
    const sixths = form(
      choice('a', {
        choices: [
          { choice: 'x', score: 5 },
          { choice: 'y', score: 6 },
        ],
      }),
    );
    expect(scoreForm(sixths, { a: 'x' }).percentage).toBe(83.3);
    const eighths = form(
      choice('a', {
        choices: [
          { choice: 'x', score: 1 },
          { choice: 'y', score: 8 },
        ],
      }),
    );
    expect(scoreForm(eighths, { a: 'x' }).percentage).toBe(12.5);
    const sevenths = form(
      choice('a', {
        choices: [
          { choice: 'x', score: 2 },
          { choice: 'y', score: 3 },
        ],
      }),
    );
    expect(scoreForm(sevenths, { a: 'x' }).percentage).toBe(66.7);
  });

  it('lists flagged answers in definition order, with label (or name) and answer', () => {
    const definition = form(
      choice('state'),
      boolean('fire_exit', { label: 'Salida de emergencia libre', flagged_answer: false }),
      checkboxes('items'),
      boolean('unlabelled', { label: '  ', scores: undefined, flagged_answer: true }),
      { id: 'notes', name: 'notes', type: 'text' },
    );
    const result = scoreForm(definition, {
      items: ['a', 'd'],
      unlabelled: true,
      fire_exit: false,
      state: 'Malo',
      notes: 'Malo',
    });
    expect(result.flagged).toEqual([
      { name: 'state', label: 'state', answer: 'Malo' },
      { name: 'fire_exit', label: 'Salida de emergencia libre', answer: false },
      { name: 'items', label: 'items', answer: ['a', 'd'] },
      { name: 'unlabelled', label: 'unlabelled', answer: true },
    ]);
  });

  it('flags only visible, not-skipped, answered fields', () => {
    const definition = form(
      boolean('gate', { scores: undefined }),
      boolean('critical', { flagged_answer: false, skippable: true }),
      choice('hidden', { show_if: { field: 'gate', operator: 'equals', value: true } }),
    );
    expect(scoreForm(definition, { gate: false, critical: false, hidden: 'Malo' }).flagged).toEqual([
      { name: 'critical', label: '¿critical?', answer: false },
    ]);
    expect(scoreForm(definition, { gate: false, critical: false, critical_skipped: true }).flagged).toEqual(
      [],
    );
    expect(scoreForm(definition, { gate: true }).flagged).toEqual([]);
    expect(scoreForm(definition, { critical: true }).flagged).toEqual([]);
  });

  it('reports an unscored definition as scored = false, percentage null', () => {
    const definition = form(
      { id: 't', name: 'notes', type: 'text' },
      boolean('plain', { scores: undefined }),
      choice('plain_choice', { choices: [{ choice: 'x' }, { choice: 'y', flagged: true }] }),
    );
    expect(isScoredDefinition(definition)).toBe(false);
    expect(scoreForm(definition, { notes: 'ok', plain: true, plain_choice: 'y' })).toEqual({
      scored: false,
      score: 0,
      max: 0,
      percentage: null,
      flagged: [{ name: 'plain_choice', label: 'plain_choice', answer: 'y' }],
    });
  });

  it('gives a null percentage when every scorable field is hidden, skipped or worth 0', () => {
    const definition = form(boolean('a', { skippable: true }), boolean('b', { scores: { yes: 0, no: 0 } }));
    expect(scoreForm(definition, { a: null, b: true })).toMatchObject({
      scored: true,
      score: 0,
      max: 0,
      percentage: null,
    });
  });

  it('follows a definition edited into a new object (the plan is per definition object)', () => {
    const before = form(boolean('ok'));
    expect(scoreForm(before, { ok: true })).toMatchObject({ score: 1, max: 1 });
    const after = { ...before, fields: [boolean('ok', { scores: { yes: 5 }, weight: 2 })] };
    expect(scoreForm(after, { ok: true })).toMatchObject({ score: 10, max: 10 });
    expect(scoreForm(before, { ok: true })).toMatchObject({ score: 1, max: 1 });
  });

  it('ignores display_text and unscored fields', () => {
    const definition = form(
      { id: 'h', name: 'header', type: 'display_text', text: 'Cocina' },
      { id: 'n', name: 'count', type: 'integer', weight: 4 },
      boolean('ok'),
    );
    expect(scoreForm(definition, { count: 7, ok: true })).toMatchObject({ score: 1, max: 1 });
  });
});

describe('scorable fields', () => {
  it('are booleans with scores and choice fields with at least one scored choice', () => {
    expect(isScorableField(boolean('a'))).toBe(true);
    expect(isScorableField(boolean('a', { scores: {} }))).toBe(true);
    expect(isScorableField(boolean('a', { scores: undefined }))).toBe(false);
    expect(isScorableField(choice('a'))).toBe(true);
    expect(isScorableField(choice('a', { choices: [{ choice: 'x', flagged: true }] }))).toBe(false);
    expect(isScorableField(checkboxes('a'))).toBe(true);
    expect(isScorableField({ id: 'x', name: 'x', type: 'integer', weight: 2 })).toBe(false);
  });
});

describe('scoring in the definition check', () => {
  const problems = (field: Record<string, unknown>): string[] => {
    const result = checkFormDefinition({ id: 'f', fields: [field] }, { locale: 'en-US' });
    return result.ok ? [] : result.errors;
  };

  it('accepts weights, choice scores and flags, boolean scores and flagged answers', () => {
    expect(problems({ ...boolean('a', { weight: 2.5, flagged_answer: false }) })).toEqual([]);
    expect(problems({ ...choice('b', { weight: 0 }) })).toEqual([]);
    expect(problems({ ...checkboxes('c', { max_answers: 2 }) })).toEqual([]);
    expect(problems({ ...boolean('d', { scores: { yes: -1.5 } }) })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a negative weight', { ...boolean('a'), weight: -1 }],
    ['a weight that is not a number', { ...boolean('a'), weight: '2' }],
    ['an infinite weight', { ...boolean('a'), weight: Number.POSITIVE_INFINITY }],
    ['a choice score that is not a number', { ...choice('a'), choices: [{ choice: 'x', score: '1' }] }],
    ['a non-finite choice score', { ...choice('a'), choices: [{ choice: 'x', score: Number.NaN }] }],
    ['a flagged that is not boolean', { ...checkboxes('a'), choices: [{ choice: 'x', flagged: 'yes' }] }],
    ['a boolean score that is not a number', { ...boolean('a'), scores: { yes: 'mucho' } }],
    ['boolean scores that are not an object', { ...boolean('a'), scores: 3 }],
    ['a flagged answer that is not boolean', { ...boolean('a'), flagged_answer: 'no' }],
  ])('refuses %s', (_case, field) => {
    const found = problems(field);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("field 'a'");
  });
});
