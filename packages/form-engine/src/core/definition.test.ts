import { describe, expect, it } from 'vitest';
import { checkFormDefinition, FormDefinitionError, parseFormDefinition } from './definition.ts';
import type { FormDefinition } from './types.ts';

const text = (name: string, extra: Record<string, unknown> = {}) => ({
  id: `id-${name}`,
  name,
  type: 'text',
  ...extra,
});

function form(...fields: unknown[]) {
  return { id: 'inspection', description: 'Inspección', fields };
}

/** The problems of a definition in English (empty when valid). */
function problems(input: unknown): string[] {
  const result = checkFormDefinition(input, { locale: 'en-US' });
  return result.ok ? [] : result.errors;
}

/** The problems in the default locale (es-MX). */
function problemsByDefault(input: unknown): string[] {
  const result = checkFormDefinition(input);
  return result.ok ? [] : result.errors;
}

const valid: FormDefinition = {
  id: 'inspection',
  fields: [
    {
      id: 'f1',
      name: 'ok',
      type: 'multiple_choice',
      choices: [{ choice: 'Sí' }, { choice: 'No' }],
      skippable: true,
    },
    {
      id: 'f2',
      name: 'why',
      type: 'text',
      required: true,
      validators: [{ type: 'max_length', limit_value: 200 }],
      show_if: { field: 'ok', operator: 'equals', value: 'No' },
    },
    {
      id: 'f3',
      name: 'score',
      type: 'value_in_num_range',
      start: 0,
      stop: 10,
      step: 1,
      interpretations: [
        { type: 'between', start: 0, stop: 5, name: 'Malo' },
        { type: 'equal', start: 10, name: 'Perfecto' },
      ],
    },
    {
      id: 'f4',
      name: 'photo',
      type: 'image',
      source: 'camera',
      show_if: {
        any: [
          { field: 'score', operator: 'lt', value: 5 },
          { field: 'ok', operator: 'is_skipped' },
        ],
      },
    },
    { id: 'f5', name: 'note', type: 'display_text', text: 'Lee con cuidado', style_class: 'warning' },
    {
      id: 'f6',
      name: 'tags',
      type: 'checkboxes',
      choices: [{ choice: 'a' }, { choice: 'b' }],
      min_answers: 1,
      max_answers: 2,
    },
  ],
};

describe('parseFormDefinition', () => {
  it('returns a valid definition unchanged and typed', () => {
    expect(parseFormDefinition(valid)).toBe(valid);
    expect(checkFormDefinition(valid)).toEqual({ ok: true, definition: valid });
  });

  it('keeps attributes it does not know (wire compatibility)', () => {
    const input = form(text('a', { position: 3 }));
    expect(parseFormDefinition(input).fields[0]).toEqual({
      id: 'id-a',
      name: 'a',
      type: 'text',
      position: 3,
    });
  });

  it('accepts an empty form', () => {
    expect(problems(form())).toEqual([]);
  });

  it('throws a FormDefinitionError listing every problem', () => {
    const input = form({ id: 'a', name: 'a', type: 'task' }, text('b'), text('b'));
    expect(() => parseFormDefinition(input, { locale: 'en-US' })).toThrow(FormDefinitionError);
    try {
      parseFormDefinition(input, { locale: 'en-US' });
      expect.unreachable();
    } catch (error) {
      expect((error as FormDefinitionError).errors).toEqual([
        "field 'a': unknown type 'task'",
        "field 'b': duplicate name",
        "field 'b': duplicate id 'id-b'",
      ]);
      expect((error as Error).message).toBe(
        "Invalid form definition:\n- field 'a': unknown type 'task'\n- field 'b': duplicate name\n- field 'b': duplicate id 'id-b'",
      );
    }
  });

  it('rejects what is not a definition', () => {
    expect(problems(null)).toEqual(['the definition must be an object']);
    expect(problems({ id: 'x' })).toEqual(['the definition needs a list of fields']);
    expect(problems({ fields: [] })).toEqual(['the definition needs an id']);
    expect(problems(form('text'))).toEqual(['field #1 must be an object']);
  });

  it('names a field without a name by its position', () => {
    expect(problems(form({ id: 'x', type: 'text' }))).toEqual([
      'field #1: must have required properties name',
    ]);
  });

  it('rejects wrongly typed attributes, naming the field and the attribute', () => {
    expect(problems(form(text('a', { required: 'yes' })))).toEqual(["field 'a': required must be boolean"]);
    expect(problems(form({ id: 'i', name: 'p', type: 'image', source: 'scanner' }))[0]).toMatch(
      /^field 'p': source /,
    );
  });

  it.each(['multiple_choice', 'checkboxes'])('requires choices for %s', (type) => {
    expect(problems(form({ id: 'c', name: 'c', type }))).toEqual([`field 'c': ${type} needs choices`]);
    expect(problems(form({ id: 'c', name: 'c', type, choices: [] }))).toEqual([
      "field 'c': choices must not have fewer than 1 items",
    ]);
  });

  it('rejects duplicate choices', () => {
    const field = {
      id: 'c',
      name: 'c',
      type: 'multiple_choice',
      choices: [{ choice: 'Sí' }, { choice: 'Sí' }],
    };
    expect(problems(form(field))).toEqual(["field 'c': duplicate choice 'Sí'"]);
  });

  it('rejects min_answers greater than max_answers', () => {
    const field = {
      id: 'c',
      name: 'tags',
      type: 'checkboxes',
      choices: [{ choice: 'a' }, { choice: 'b' }, { choice: 'c' }],
      min_answers: 3,
      max_answers: 2,
    };
    expect(problems(form(field))).toEqual(["field 'tags': min_answers (3) is greater than max_answers (2)"]);
  });

  it('rejects min_answers above the number of choices', () => {
    const field = { id: 'c', name: 'tags', type: 'checkboxes', choices: [{ choice: 'a' }], min_answers: 2 };
    expect(problems(form(field))).toEqual(["field 'tags': min_answers (2) exceeds the 1 choices"]);
  });

  it('rejects number fields whose min is above max', () => {
    expect(problems(form({ id: 'n', name: 'n', type: 'integer', min: 5, max: 1 }))).toEqual([
      "field 'n': min (5) is greater than max (1)",
    ]);
  });

  describe('linear scale (value_in_num_range)', () => {
    const scale = (extra: Record<string, unknown>) => ({
      id: 's',
      name: 'score',
      type: 'value_in_num_range',
      start: 0,
      stop: 10,
      step: 1,
      ...extra,
    });

    it('rejects a start below 0 (minimum of min)', () => {
      expect(problems(form(scale({ start: -1 })))).toEqual(["field 'score': start must be >= 0"]);
    });

    it('rejects a stop below 1 (minimum of max)', () => {
      expect(problems(form(scale({ start: 0, stop: 0 })))).toContain("field 'score': stop must be >= 1");
    });

    it('rejects a negative or zero step', () => {
      expect(problems(form(scale({ step: -1 })))).toEqual(["field 'score': step must be > 0"]);
      expect(problems(form(scale({ step: 0 })))).toEqual(["field 'score': step must be > 0"]);
    });

    it('requires stop > start', () => {
      expect(problems(form(scale({ start: 5, stop: 5 })))).toEqual([
        "field 'score': stop (5) must be greater than start (5)",
      ]);
    });

    it('requires start, stop and step', () => {
      expect(problems(form({ id: 's', name: 'score', type: 'value_in_num_range' }))).toEqual([
        "field 'score': must have required properties start, stop, step",
      ]);
    });

    it("allows stop only on 'between' interpretations", () => {
      const interpretations = [{ type: 'equal', start: 3, stop: 4, name: 'Tres' }];
      expect(problems(form(scale({ interpretations })))).toEqual([
        "field 'score': interpretation #1 'Tres': stop only applies to 'between'",
      ]);
    });

    it("requires a stop on 'between' and start <= stop", () => {
      const interpretations = [
        { type: 'between', start: 3, name: 'Medio' },
        { type: 'between', start: 6, stop: 4, name: 'Al revés' },
      ];
      expect(problems(form(scale({ interpretations })))).toEqual([
        "field 'score': interpretation #1 'Medio': 'between' needs a stop",
        "field 'score': interpretation #2 'Al revés': stop (4) is less than start (6)",
      ]);
    });

    it('keeps interpretations inside the scale', () => {
      const interpretations = [{ type: 'equal', start: 11, name: 'Fuera' }];
      expect(problems(form(scale({ interpretations })))).toEqual([
        "field 'score': interpretation #1 'Fuera': 11 is outside the scale 0..10",
      ]);
    });
  });

  describe('validators', () => {
    it('rejects an invalid regex pattern', () => {
      const errors = problems(form(text('rut', { validators: [{ type: 'regex', pattern: '([' }] })));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^field 'rut': regex pattern '\(\[' is invalid/);
    });

    it('rejects min_length above max_length', () => {
      const validators = [
        { type: 'min_length', limit_value: 10 },
        { type: 'max_length', limit_value: 5 },
      ];
      expect(problems(form(text('c', { validators })))).toEqual([
        "field 'c': min_length (10) is greater than max_length (5)",
      ]);
    });

    it('rejects text validators on non-text fields', () => {
      const field = { id: 'n', name: 'n', type: 'integer', validators: [{ type: 'email' }] };
      expect(problems(form(field))).toEqual([
        "field 'n': validators apply to text and code fields only, not integer",
      ]);
    });

    it('rejects an unknown validator', () => {
      expect(problems(form(text('c', { validators: [{ type: 'uppercase' }] })))[0]).toMatch(
        /^field 'c': validators/,
      );
    });
  });

  it('rejects a field named like another field’s skip flag', () => {
    expect(problems(form(text('ok', { skippable: true }), text('ok_skipped')))).toEqual([
      "field 'ok_skipped': name collides with the skip flag of 'ok'",
    ]);
  });

  describe('show_if', () => {
    it('rejects a reference to an unknown field', () => {
      expect(problems(form(text('a', { show_if: { field: 'nope', operator: 'is_empty' } })))).toEqual([
        "field 'a' show_if refers to unknown field 'nope'",
      ]);
    });

    it('rejects an unknown operator', () => {
      const errors = problems(
        form(text('b'), text('a', { show_if: { field: 'b', operator: 'like', value: 'x' } })),
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^field 'a' show_if: unknown operator 'like' \(one of equals, not_equals, /);
    });

    it('rejects an operator that does not fit the field type', () => {
      const errors = problems(
        form(text('b'), text('a', { show_if: { field: 'b', operator: 'gt', value: 'x' } })),
      );
      expect(errors).toEqual(["field 'a' show_if: 'b' is of type text; operator 'gt' does not fit it"]);
    });

    it('rejects a malformed condition with a readable message', () => {
      expect(problems(form(text('a', { show_if: 'b == 1' })))).toEqual([
        "field 'a' show_if must be an object ({ field, operator, value } or { all } / { any })",
      ]);
      expect(problems(form(text('a', { show_if: { all: 'x' } })))).toEqual([
        "field 'a' show_if.all must be a list of conditions",
      ]);
    });

    it('rejects a cycle and names it', () => {
      const errors = problems(
        form(
          text('a', { show_if: { field: 'c', operator: 'is_empty' } }),
          text('b', { show_if: { field: 'a', operator: 'is_empty' } }),
          text('c', { show_if: { all: [{ field: 'b', operator: 'is_not_empty' }] } }),
        ),
      );
      expect(errors).toEqual(["field 'a' show_if: cycle a -> c -> b -> a"]);
    });

    it('rejects a field that depends on itself', () => {
      expect(problems(form(text('a', { show_if: { field: 'a', operator: 'is_empty' } })))).toEqual([
        "field 'a' show_if: cycle a -> a",
      ]);
    });

    it('rejects a choice that does not exist', () => {
      const errors = problems(
        form(
          { id: 'o', name: 'ok', type: 'multiple_choice', choices: [{ choice: 'Sí' }] },
          text('a', { show_if: { field: 'ok', operator: 'equals', value: 'Si' } }),
        ),
      );
      expect(errors).toEqual([`field 'a' show_if: 'ok' has no choice "Si"`]);
    });

    it('does not repeat a broken field as "unknown" in conditions that read it', () => {
      const errors = problems(
        form(
          { id: 'o', name: 'ok', type: 'checkboxes' },
          text('a', { show_if: { field: 'ok', operator: 'is_empty' } }),
        ),
      );
      expect(errors).toEqual(["field 'ok': checkboxes needs choices"]);
    });

    it('rejects is_skipped on a field that is not skippable', () => {
      const errors = problems(
        form(text('b'), text('a', { show_if: { field: 'b', operator: 'is_skipped' } })),
      );
      expect(errors).toEqual(["field 'a' show_if: 'b' is not skippable; 'is_skipped' is always false"]);
    });
  });
});

describe('definition problems in es-MX (the default)', () => {
  it('are Spanish unless another locale is asked for', () => {
    const input = form(text('placa'), text('placa'));
    expect(problemsByDefault(input)).toEqual([
      "campo 'placa': nombre duplicado",
      "campo 'placa': id duplicado 'id-placa'",
    ]);
    expect(checkFormDefinition(input, { locale: 'es-MX' })).toEqual(checkFormDefinition(input));
    expect(problems(input)).toEqual([
      "field 'placa': duplicate name",
      "field 'placa': duplicate id 'id-placa'",
    ]);
  });

  it('names a show_if cycle', () => {
    const input = form(
      text('a', { show_if: { field: 'c', operator: 'is_empty' } }),
      text('b', { show_if: { field: 'a', operator: 'is_empty' } }),
      text('c', { show_if: { all: [{ field: 'b', operator: 'is_not_empty' }] } }),
    );
    expect(problemsByDefault(input)).toEqual(["campo 'a' show_if: ciclo a -> c -> b -> a"]);
  });

  it('translates JSON Schema problems, keeping the attribute name', () => {
    expect(problemsByDefault(form(text('x', { label: 3 })))).toEqual(["campo 'x': label debe ser string"]);
    expect(problemsByDefault(form({ id: 'x', type: 'text' }))).toEqual([
      'campo #1: debe tener las propiedades requeridas name',
    ]);
    const scale = { id: 's', name: 'score', type: 'value_in_num_range', start: 0, stop: 10, step: 0 };
    expect(problemsByDefault(form(scale))).toEqual(["campo 'score': step debe ser > 0"]);
    expect(problemsByDefault(form({ id: 'c', name: 'c', type: 'multiple_choice', choices: [] }))).toEqual([
      "campo 'c': choices no debe tener menos de 1 elementos",
    ]);
  });

  it('reports an unknown show_if field', () => {
    expect(problemsByDefault(form(text('a', { show_if: { field: 'nope', operator: 'is_empty' } })))).toEqual([
      "campo 'a' show_if hace referencia al campo desconocido 'nope'",
    ]);
  });

  it('translates rule and condition problems', () => {
    const tags = {
      id: 't',
      name: 'tags',
      type: 'checkboxes',
      choices: [{ choice: 'a' }, { choice: 'b' }, { choice: 'c' }],
      min_answers: 3,
      max_answers: 2,
    };
    expect(
      problemsByDefault(
        form(tags, text('a', { show_if: { field: 'b', operator: 'gt', value: 'x' } }), text('b')),
      ),
    ).toEqual([
      "campo 'tags': min_answers (3) es mayor que max_answers (2)",
      "campo 'a' show_if: 'b' es de tipo text; el operador 'gt' no aplica a ese tipo",
    ]);
    expect(problemsByDefault(null)).toEqual(['la definición debe ser un objeto']);
    expect(problemsByDefault(form('text'))).toEqual(['campo #1 debe ser un objeto']);
  });

  it('throws a FormDefinitionError in the requested locale', () => {
    const input = form(text('b'), text('b', { id: 'other' }));
    expect(() => parseFormDefinition(input)).toThrow(
      "Definición de formulario inválida:\n- campo 'b': nombre duplicado",
    );
    expect(() => parseFormDefinition(input, { locale: 'en-US' })).toThrow(
      "Invalid form definition:\n- field 'b': duplicate name",
    );
  });
});
