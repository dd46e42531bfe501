import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Condition } from './conditions.ts';
import {
  FIELD_TYPES,
  type FieldOfType,
  type FieldType,
  type FormDefinition,
  type FormField,
  isFieldType,
} from './types.ts';

describe('form-definition types', () => {
  it('lists the 28 field types of SPEC 3 once each', () => {
    expect(FIELD_TYPES).toHaveLength(28);
    expect(new Set(FIELD_TYPES).size).toBe(FIELD_TYPES.length);
  });

  it('has a union member for every listed type and no other', () => {
    // Checked by tsc (the test files are type-checked): a type added to one side only fails here.
    expectTypeOf<FormField['type']>().toEqualTypeOf<FieldType>();
  });

  it('narrows on the type discriminator', () => {
    expectTypeOf<FieldOfType<'checkboxes'>>().toHaveProperty('max_answers');
    expectTypeOf<FieldOfType<'value_in_num_range'>>().toHaveProperty('interpretations');
    expectTypeOf<FieldOfType<'image'>['source']>().toEqualTypeOf<
      'camera' | 'gallery' | 'camera_and_gallery' | undefined
    >();
  });

  it('accepts a realistic definition', () => {
    const form = {
      id: 'inspection',
      description: 'Inspección de sede',
      fields: [
        {
          id: 'f1',
          name: 'comments',
          type: 'text',
          required: true,
          validators: [{ type: 'max_length', limit_value: 200 }],
        },
        {
          id: 'f2',
          name: 'ok',
          type: 'multiple_choice',
          choices: [{ choice: 'Sí' }, { choice: 'No' }],
          skippable: true,
        },
        {
          id: 'f3',
          name: 'score',
          type: 'value_in_num_range',
          start: 0,
          stop: 10,
          step: 1,
          interpretations: [{ type: 'between', start: 0, stop: 5, name: 'Malo' }],
        },
        { id: 'f4', name: 'photo', type: 'image', source: 'camera' },
        { id: 'f5', name: 'note', type: 'display_text', text: 'Lee con cuidado', style_class: 'warning' },
      ],
    } satisfies FormDefinition;
    expect(form.fields.map((field) => field.type).every(isFieldType)).toBe(true);
  });

  it('types show_if with the shared condition model', () => {
    expectTypeOf<FormField['show_if']>().toEqualTypeOf<Condition | undefined>();
  });

  it('recognises field types at runtime', () => {
    expect(isFieldType('stars')).toBe(true);
    expect(isFieldType('task')).toBe(false);
    expect(isFieldType(3)).toBe(false);
  });
});
