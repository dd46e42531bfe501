import Ajv2020 from 'ajv/dist/2020.js';
import type { Static } from 'typebox';
import Value from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Condition, ConditionSchema } from './conditions.ts';
import { checkFormDefinition } from './definition.ts';
import { FIELD_SCHEMAS, FormDefinitionSchema, formDefinitionJsonSchema } from './schema.ts';
import { FIELD_TYPES, type FormDefinition } from './types.ts';

/** Plain (non-distributive) assignability. */
type Assignable<From, To> = [From] extends [To] ? true : false;

describe('form-definition JSON Schema', () => {
  it('is plain JSON derived from the TypeBox schema the parser uses', () => {
    expect(JSON.parse(JSON.stringify(formDefinitionJsonSchema))).toEqual(formDefinitionJsonSchema);
    expect(formDefinitionJsonSchema.$id).toBe('https://faena.app/schemas/form-definition.json');
    expect(formDefinitionJsonSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(formDefinitionJsonSchema.required).toEqual(['id', 'fields']);
    // The cyclic condition is defined once, and every reference is a standard JSON pointer.
    expect(Object.keys(formDefinitionJsonSchema.$defs as object)).toEqual(['Condition']);
    const refs = JSON.stringify(formDefinitionJsonSchema).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(new Set(refs)).toEqual(new Set(['"$ref":"#/$defs/Condition"']));
  });

  describe('used by another validator (Ajv, JSON Schema 2020-12)', () => {
    const validate = new Ajv2020({ strict: false }).compile(formDefinitionJsonSchema);
    const base = { id: 'f', fields: [{ id: '1', name: 'a', type: 'integer' }] };
    const withField = (field: Record<string, unknown>) => ({
      id: 'f',
      fields: [...base.fields, { id: '2', name: 'b', ...field }],
    });

    it.each<[string, unknown, boolean]>([
      ['a plain definition', base, true],
      [
        'nested show_if groups',
        withField({ type: 'text', show_if: { any: [{ all: [{ field: 'a', operator: 'gt', value: 1 }] }] } }),
        true,
      ],
      ['an unknown type', withField({ type: 'task' }), false],
      ['an unknown operator', withField({ type: 'text', show_if: { field: 'a', operator: 'like' } }), false],
      ['missing choices', withField({ type: 'checkboxes' }), false],
      [
        'a negative linear-scale start',
        withField({ type: 'value_in_num_range', start: -1, stop: 5, step: 1 }),
        false,
      ],
    ])('agrees with the parser on %s', (_, input, valid) => {
      expect(validate(input)).toBe(valid);
      expect(checkFormDefinition(input).ok).toBe(valid);
    });
  });

  it('describes one field schema per field type', () => {
    const fields = formDefinitionJsonSchema.properties as {
      fields: { items: { anyOf: { properties: { type: { const: string } } }[] } };
    };
    expect(fields.fields.items.anyOf.map((schema) => schema.properties.type.const)).toEqual([...FIELD_TYPES]);
    expect(Object.keys(FIELD_SCHEMAS)).toEqual([...FIELD_TYPES]);
  });

  it('cannot drift from the TypeScript types (checked by tsc)', () => {
    // Both directions: a property added, removed or retyped on either side fails type-checking.
    expectTypeOf<Assignable<Static<typeof FormDefinitionSchema>, FormDefinition>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<FormDefinition, Static<typeof FormDefinitionSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<Static<typeof ConditionSchema>, Condition>>().toEqualTypeOf<true>();
    expectTypeOf<Assignable<Condition, Static<typeof ConditionSchema>>>().toEqualTypeOf<true>();
  });

  it('accepts a definition with nested show_if conditions and rejects a bad one', () => {
    const definition: FormDefinition = {
      id: 'f',
      fields: [
        { id: '1', name: 'a', type: 'integer', min: 0 },
        {
          id: '2',
          name: 'b',
          type: 'text',
          show_if: {
            all: [{ field: 'a', operator: 'gt', value: 1 }, { any: [{ field: 'a', operator: 'is_empty' }] }],
          },
        },
      ],
    };
    expect(Value.Check(FormDefinitionSchema, definition)).toBe(true);
    expect(
      Value.Check(FormDefinitionSchema, { ...definition, fields: [{ id: '1', name: 'a', type: 'task' }] }),
    ).toBe(false);
  });

  it('takes a positive max_size_mb of at most 2,048 on the upload fields', () => {
    const withLimit = (type: 'files' | 'image' | 'voice_message', max_size_mb: unknown) => ({
      id: 'f',
      fields: [{ id: '1', name: 'a', type, max_size_mb }],
    });
    for (const type of ['files', 'image', 'voice_message'] as const) {
      expect(Value.Check(FormDefinitionSchema, withLimit(type, 25))).toBe(true);
      expect(Value.Check(FormDefinitionSchema, withLimit(type, 0.5))).toBe(true);
      expect(Value.Check(FormDefinitionSchema, withLimit(type, 0))).toBe(false);
      expect(Value.Check(FormDefinitionSchema, withLimit(type, 4096))).toBe(false);
      expect(Value.Check(FormDefinitionSchema, withLimit(type, '25'))).toBe(false);
    }
  });
});
