import { describe, expect, it } from 'vitest';
import { createFieldState, staleFieldState, validateFieldState } from './fieldState.ts';

describe('form field state', () => {
  const field = {
    id: 'c',
    name: 'comments',
    type: 'text',
    required: true,
    skippable: true,
    required_message: 'Cuéntanos',
    readonly: true,
  } as const;

  it('carries the SPEC attributes and starts pristine', () => {
    const state = createFieldState(field, { defaultValue: 'hola' });
    expect(state).toMatchObject({
      name: 'comments',
      defaultValue: 'hola',
      optional: false,
      requiredMessage: 'Cuéntanos',
      readOnly: true,
      result: null,
      skipFlag: 'comments_skipped',
    });
    expect(createFieldState({ id: 'n', name: 'n', type: 'integer' })).toMatchObject({
      optional: true,
      skipFlag: null,
    });
  });

  it('records the last validation result, honouring the skip flag and locale', () => {
    let state = createFieldState(field);
    state = validateFieldState(state, '');
    expect(state.result).toEqual({ error: 'Cuéntanos', stale: false });
    expect(validateFieldState(state, '', true).result).toEqual({ error: null, stale: false });
    const english = createFieldState(
      { id: 'n', name: 'n', type: 'integer', required: true },
      { locale: 'en-US' },
    );
    expect(validateFieldState(english, undefined).result?.error).toBe('This field is required');
  });

  it('can mark the last result stale, and a fresh validation clears it', () => {
    const validated = validateFieldState(createFieldState(field), 'ok');
    const stale = staleFieldState(validated);
    expect(stale.result).toEqual({ error: null, stale: true });
    expect(staleFieldState(stale)).toBe(stale);
    expect(staleFieldState(createFieldState(field)).result).toBeNull();
    expect(validateFieldState(stale, '').result).toEqual({ error: 'Cuéntanos', stale: false });
  });
});
