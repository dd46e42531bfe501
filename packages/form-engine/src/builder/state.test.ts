import { describe, expect, it } from 'vitest';
import type { FormDefinition, FormField } from '../core/index.ts';
import { createField, nextFieldKey, pickerTypes } from './fieldTypes.ts';
import { builderTranslator } from './i18n.ts';
import { type BuilderState, builderReducer, HISTORY_LIMIT, initBuilderState } from './state.ts';

const t = builderTranslator('es-MX');

const definition: FormDefinition = {
  id: 'visit',
  fields: [
    { id: 'a', name: 'ok', type: 'boolean', label: '¿Todo bien?' },
    {
      id: 'b',
      name: 'why',
      type: 'text',
      label: 'Motivo',
      show_if: { field: 'ok', operator: 'equals', value: false },
    },
    { id: 'c', name: 'score', type: 'integer', label: 'Puntaje' },
  ],
};

const names = (state: BuilderState) => state.definition.fields.map((field) => field.name);

describe('builderReducer', () => {
  it('adds a field at the end (or at an index) and selects it', () => {
    const field = createField('text', definition, t);
    const state = builderReducer(initBuilderState(definition), { type: 'add', field });
    expect(names(state)).toEqual(['ok', 'why', 'score', 'campo_4']);
    expect(state.selectedId).toBe('campo_4');
    const first = builderReducer(state, { type: 'add', field: { ...field, id: 'x', name: 'x' }, index: 0 });
    expect(names(first)[0]).toBe('x');
  });

  it('updates a field, drops attributes set to undefined and renames references', () => {
    let state = builderReducer(initBuilderState(definition), {
      type: 'update',
      id: 'b',
      patch: { required: true, label: 'Razón' },
    });
    expect(state.definition.fields[1]).toMatchObject({ required: true, label: 'Razón' });
    state = builderReducer(state, { type: 'update', id: 'b', patch: { required: undefined } });
    expect(state.definition.fields[1]).not.toHaveProperty('required');
    state = builderReducer(state, { type: 'update', id: 'a', patch: { name: 'all_good' } });
    expect(state.definition.fields[1]?.show_if).toEqual({
      field: 'all_good',
      operator: 'equals',
      value: false,
    });
  });

  it('does not rename references when the old name was shared by two fields', () => {
    const twins: FormDefinition = {
      id: 't',
      fields: [
        { id: 'a', name: 'x', type: 'text' },
        { id: 'b', name: 'x', type: 'text' },
        { id: 'c', name: 'y', type: 'text', show_if: { field: 'x', operator: 'is_empty' } },
      ],
    };
    const state = builderReducer(initBuilderState(twins), { type: 'update', id: 'a', patch: { name: 'z' } });
    expect(state.definition.fields[2]?.show_if).toEqual({ field: 'x', operator: 'is_empty' });
  });

  it('merges consecutive updates with the same key into one undo step', () => {
    let state = initBuilderState(definition);
    for (const label of ['M', 'Mo', 'Mot']) {
      state = builderReducer(state, { type: 'update', id: 'b', patch: { label }, merge: 'b:label' });
    }
    expect(state.past).toHaveLength(1);
    state = builderReducer(state, { type: 'undo' });
    expect(state.definition.fields[1]?.label).toBe('Motivo');
  });

  it('moves, duplicates with a unique name and id, and removes', () => {
    let state = builderReducer(initBuilderState(definition), { type: 'move', id: 'c', to: 0 });
    expect(names(state)).toEqual(['score', 'ok', 'why']);
    expect(builderReducer(state, { type: 'move', id: 'c', to: 0 })).toBe(state);
    state = builderReducer(state, { type: 'duplicate', id: 'c' });
    state = builderReducer(state, { type: 'duplicate', id: 'c' });
    expect(names(state)).toEqual(['score', 'score_copia_2', 'score_copia', 'ok', 'why']);
    expect(new Set(state.definition.fields.map((field) => field.id)).size).toBe(5);
    expect(state.selectedId).toBe('c_copia_2');
    state = builderReducer(state, { type: 'remove', id: 'c_copia_2' });
    expect(names(state)).toEqual(['score', 'score_copia', 'ok', 'why']);
    expect(state.selectedId).toBe('c_copia');
  });

  it('imports a definition, undoes and redoes it', () => {
    const other: FormDefinition = { id: 'other', fields: [{ id: 'z', name: 'z', type: 'date' }] };
    let state = builderReducer(initBuilderState(definition), { type: 'import', definition: other });
    expect(state.definition).toBe(other);
    expect(state.selectedId).toBe('z');
    state = builderReducer(state, { type: 'undo' });
    expect(state.definition).toBe(definition);
    expect(state.future).toEqual([other]);
    state = builderReducer(state, { type: 'redo' });
    expect(state.definition).toBe(other);
    expect(builderReducer(state, { type: 'redo' })).toBe(state);
  });

  it('a new change drops the redo steps; the history is capped', () => {
    let state = initBuilderState(definition);
    state = builderReducer(state, { type: 'remove', id: 'a' });
    state = builderReducer(state, { type: 'undo' });
    state = builderReducer(state, { type: 'remove', id: 'b' });
    expect(state.future).toEqual([]);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) {
      state = builderReducer(state, { type: 'update', id: 'c', patch: { label: String(i) } });
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it('selecting does not touch the history', () => {
    const state = builderReducer(initBuilderState(definition), { type: 'select', id: 'c' });
    expect(state.selectedId).toBe('c');
    expect(state.past).toEqual([]);
  });
});

describe('field catalogue', () => {
  it('offers the admin types in order, hiding retired, flagged and tenant-hidden types', () => {
    expect(pickerTypes()).toEqual([
      'integer',
      'decimal',
      'boolean',
      'text',
      'display_text',
      'date',
      'datetime',
      'multiple_choice',
      'checkboxes',
      'files',
      'user',
      'venue',
      'location',
      'value_in_num_range',
      'image',
      'reactions',
    ]);
    const flagged = pickerTypes({ pluralEntities: true }, ['location']);
    expect(flagged).toContain('venues');
    expect(flagged).not.toContain('location');
    expect(flagged).not.toContain('stars');
  });

  it('creates fields with unique keys and sensible defaults', () => {
    const taken: FormDefinition = { id: 'f', fields: [{ id: 'campo_2', name: 'x', type: 'text' }] };
    expect(nextFieldKey(taken)).toBe('campo_3');
    const choice = createField('multiple_choice', taken, t) as Extract<
      FormField,
      { type: 'multiple_choice' }
    >;
    expect(choice.choices).toEqual([{ choice: 'Opción 1' }, { choice: 'Opción 2' }]);
    expect(createField('value_in_num_range', taken, t)).toMatchObject({ start: 1, stop: 5, step: 1 });
    expect(createField('venue', taken, t, { venue: 'Tienda' })).toMatchObject({ label: 'Tienda' });
  });
});
