import { describe, expect, it } from 'vitest';
import { formResources } from './i18n.ts';
import { answerState, isSkipped, SKIP_LABEL_KEY, skipFlagName, skipFlagTarget } from './skip.ts';

describe('skip flags', () => {
  it('names the companion flag <name>_skipped and back', () => {
    expect(skipFlagName('comments')).toBe('comments_skipped');
    expect(skipFlagTarget('comments_skipped')).toBe('comments');
    expect(skipFlagTarget('comments')).toBeNull();
    expect(skipFlagTarget('_skipped')).toBeNull();
  });

  it("labels the flag 'No aplica'", () => {
    expect(formResources['es-MX'][SKIP_LABEL_KEY]).toBe('No aplica');
    expect(formResources['en-US'][SKIP_LABEL_KEY]).toBe('Not applicable');
  });

  it('only skips skippable fields whose flag is exactly true', () => {
    expect(isSkipped({ name: 'a', skippable: true }, { a_skipped: true })).toBe(true);
    expect(isSkipped({ name: 'a', skippable: true }, { a_skipped: 'true' })).toBe(false);
    expect(isSkipped({ name: 'a' }, { a_skipped: true })).toBe(false);
  });

  it('keeps hidden, skipped, empty and answered distinct', () => {
    const field = { name: 'a', skippable: true };
    expect(answerState(field, { a: 'x', a_skipped: true }, false)).toBe('hidden');
    expect(answerState(field, { a: 'x', a_skipped: true })).toBe('skipped');
    expect(answerState(field, { a: '  ' })).toBe('empty');
    expect(answerState(field, { a: 0 })).toBe('answered');
  });
});
