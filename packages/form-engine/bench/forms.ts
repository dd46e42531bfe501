/**
 * The forms every engine is benchmarked with, generated from a seed so Faena's renderer and the
 * react-hook-form version get exactly the same definition, values and keystrokes.
 */
import type { Condition } from '../src/core/conditions.ts';
import type { FormDefinition, FormField } from '../src/core/types.ts';

/** A small deterministic PRNG (LCG), so runs and engines see the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * `count` fields alternating text and integer: every third is required, every fourth integer is
 * bounded to 0..100 (so typing digits eventually fails `max`). No show_if: mount and keystroke form.
 */
export function mixedForm(count: number): FormDefinition {
  const fields: FormField[] = [];
  for (let index = 0; index < count; index++) {
    const name = `f${index}`;
    const common = { id: name, name, label: `Field ${index}`, required: index % 3 === 0 };
    if (index % 2 === 0) fields.push({ ...common, type: 'text' });
    else if (index % 4 === 1) fields.push({ ...common, type: 'integer', min: 0, max: 100 });
    else fields.push({ ...common, type: 'integer' });
  }
  return { id: `mixed-${count}`, fields };
}

export interface ShowIfForm {
  definition: FormDefinition;
  /** Every field answered ('1'…'9'; the controller `f0` starts at '9', so everything is visible). */
  initialValues: Record<string, string>;
  /** The field whose change flips every rule, and the values that hide / show them. */
  controller: string;
  hideValue: string;
  showValue: string;
}

/**
 * `count` integer fields; the last `rules` carry a show_if that ends on the controller `f0`:
 * - i % 3 === 0: `f0 > 5` (direct);
 * - i % 3 === 1: the previous rule field is answered and a random earlier field < 100 (a cascade: a
 *   hidden field reads as empty);
 * - i % 3 === 2: `f0` between 6 and 9, or a random earlier field equals -1 (never).
 * So `f0: '9' → '0'` hides all `rules` fields and `'0' → '9'` shows them again.
 */
export function showIfForm(count: number, rules: number, seed = 42): ShowIfForm {
  const random = seededRandom(seed);
  const earlier = (below: number) => `f${1 + Math.floor(random() * (below - 1))}`;
  const fields: FormField[] = [];
  const initialValues: Record<string, string> = {};
  const firstRule = count - rules;
  for (let index = 0; index < count; index++) {
    const name = `f${index}`;
    initialValues[name] = String(1 + Math.floor(random() * 9));
    const field: FormField = { id: name, name, label: `Field ${index}`, type: 'integer', min: 0, max: 100 };
    if (index >= firstRule) {
      const show_if: Condition =
        index % 3 === 0 || index === firstRule
          ? { field: 'f0', operator: 'gt', value: 5 }
          : index % 3 === 1
            ? {
                all: [
                  { field: `f${index - 1}`, operator: 'is_not_empty' },
                  { field: earlier(firstRule), operator: 'lt', value: 100 },
                ],
              }
            : {
                any: [
                  { field: 'f0', operator: 'between', value: [6, 9] },
                  { field: earlier(firstRule), operator: 'equals', value: -1 },
                ],
              };
      field.show_if = show_if;
    }
    fields.push(field);
  }
  initialValues.f0 = '9';
  return {
    definition: { id: `show-if-${count}-${rules}`, fields },
    initialValues,
    controller: 'f0',
    hideValue: '0',
    showValue: '9',
  };
}

/**
 * A long checklist as the execute screen shows it: every 25th field a section header (display_text);
 * the others cycle yes/no questions with scores (every third flags a 'No'), multiple choice with
 * scores and a flagged choice, comments (text) and counts (integer 0..100). Every fifth question is
 * skippable ('No aplica'), every other one required.
 */
export function checklistForm(count: number): FormDefinition {
  const fields: FormField[] = [];
  for (let index = 0; index < count; index++) {
    const name = `q${index}`;
    if (index % 25 === 0) {
      fields.push({
        id: name,
        name,
        type: 'display_text',
        text: `Sección ${index / 25 + 1}: revisa cada punto antes de continuar.`,
      });
      continue;
    }
    const common = {
      id: name,
      name,
      label: `Punto ${index}`,
      required: index % 2 === 0,
      skippable: index % 5 === 0,
    };
    switch (index % 4) {
      case 1:
        fields.push({
          ...common,
          type: 'boolean',
          scores: { yes: 1 + (index % 3), no: 0 },
          ...(index % 3 === 0 ? { flagged_answer: false } : {}),
        });
        break;
      case 2:
        fields.push({
          ...common,
          type: 'multiple_choice',
          weight: index % 7 === 0 ? 2 : 1,
          choices: [
            { choice: 'Bien', score: 2 },
            { choice: 'Regular', score: 1 },
            { choice: 'Mal', score: 0, flagged: true },
          ],
        });
        break;
      case 3:
        fields.push({ ...common, type: 'text', required: false });
        break;
      default:
        fields.push({ ...common, type: 'integer', min: 0, max: 100 });
    }
  }
  return { id: `checklist-${count}`, fields };
}

/** The field of `type` nearest to position `near` (the bench types into the middle and the end). */
export function fieldNear(definition: FormDefinition, type: FormField['type'], near: number): string {
  let best: { name: string; distance: number } | undefined;
  for (const [index, field] of definition.fields.entries()) {
    const distance = Math.abs(index - near);
    if (field.type === type && (!best || distance < best.distance)) best = { name: field.name, distance };
  }
  if (!best) throw new Error(`no ${type} field in ${definition.id}`);
  return best.name;
}
