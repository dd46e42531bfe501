import type { FormDefinition } from '@faena/form-engine/core';
import { describe, expect, it } from 'vitest';
import { headingOf, liveStateOf, sectionsOf } from './progress';

const definition = {
  id: 'ronda',
  fields: [
    { id: '1', name: 'abierto', type: 'boolean', label: '¿Abierto?', scores: { yes: 5, no: 0 } },
    { id: '2', name: 'pasillos', type: 'display_text', text: '## **Pasillos**\nRevisa cada uno.' },
    {
      id: '3',
      name: 'limpio',
      type: 'boolean',
      label: '¿Limpio?',
      skippable: true,
      scores: { yes: 5, no: 0 },
      flagged_answer: false,
    },
    {
      id: '4',
      name: 'motivo',
      type: 'text',
      label: 'Motivo',
      show_if: { field: 'limpio', operator: 'equals', value: false },
    },
  ],
} as FormDefinition;

describe("an execution's live header", () => {
  it('splits the form at its display texts, titled by their first line', () => {
    expect(headingOf('## **Pasillos**\nRevisa cada uno.')).toBe('Pasillos');
    expect(headingOf('  \n')).toBeNull();
    expect(sectionsOf(definition)).toEqual([
      { name: null, title: null, fields: ['abierto'] },
      { name: 'pasillos', title: 'Pasillos', fields: ['limpio', 'motivo'] },
    ]);
  });

  it('counts the questions shown (a skipped one as answered), the score and the flags', () => {
    const sections = sectionsOf(definition);
    const start = liveStateOf(definition, sections, {});
    expect(start.progress).toEqual({ answered: 0, total: 2 });
    expect(start.sections).toEqual([
      { answered: 0, total: 1 },
      { answered: 0, total: 1 },
    ]);
    expect(start).toMatchObject({ scored: true, score: 0, max: 10, percentage: 0, flagged: [] });

    const failed = liveStateOf(definition, sections, { abierto: true, limpio: false });
    // "No" shows the reason's question: one more to answer.
    expect(failed.progress).toEqual({ answered: 2, total: 3 });
    expect(failed).toMatchObject({ score: 5, max: 10, percentage: 50 });
    expect(failed.flagged).toEqual([{ name: 'limpio', label: '¿Limpio?', answer: false }]);

    const skipped = liveStateOf(definition, sections, { abierto: true, limpio_skipped: true });
    expect(skipped.progress).toEqual({ answered: 2, total: 2 });
    expect(skipped).toMatchObject({ score: 5, max: 5, percentage: 100 });
  });
});
