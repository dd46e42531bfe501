/**
 * What the execute screen's header says about a form being filled: how many questions are
 * answered (or marked 'No aplica') of those shown, per section, and the live score. Sections are
 * the parts between display_text fields.
 */
import {
  answerState,
  type FlaggedAnswer,
  type FormDefinition,
  hiddenFields,
  scoreForm,
} from '@faena/form-engine/core';

export interface Section {
  /** The display_text field that opens it; null for the questions before the first one. */
  name: string | null;
  /** Its heading's text (the display_text's first line), or null. */
  title: string | null;
  /** The questions in it (display_text fields excluded). */
  fields: string[];
}

/** A display_text's first line, without Markdown marks. */
export function headingOf(text: string): string | null {
  const line = text
    .split('\n')
    .map((part) =>
      part
        .replace(/^[#>*\-\s]+/, '')
        .replace(/[*_`]/g, '')
        .trim(),
    )
    .find((part) => part !== '');
  return line ? line.slice(0, 80) : null;
}

/** The sections of a form; none when it has no display_text field between questions. */
export function sectionsOf(definition: FormDefinition): Section[] {
  const sections: Section[] = [];
  let current: Section = { name: null, title: null, fields: [] };
  for (const field of definition.fields) {
    if (field.type === 'display_text') {
      if (current.name !== null || current.fields.length > 0) sections.push(current);
      current = { name: field.name, title: headingOf(field.text ?? ''), fields: [] };
    } else current.fields.push(field.name);
  }
  if (current.name !== null || current.fields.length > 0) sections.push(current);
  return sections.filter((section) => section.fields.length > 0);
}

export interface Count {
  answered: number;
  total: number;
}

export interface LiveState {
  progress: Count;
  /** Per section, in order (empty when the form has at most one). */
  sections: Count[];
  scored: boolean;
  score: number;
  max: number;
  percentage: number | null;
  flagged: FlaggedAnswer[];
}

/**
 * Progress, score and flags for the live values of a form (skip flags as `<name>_skipped`).
 * `isVisible` is the renderer's own answer when it has one (no second evaluation of show_if).
 */
export function liveStateOf(
  definition: FormDefinition,
  sections: readonly Section[],
  values: Readonly<Record<string, unknown>>,
  isVisible?: (name: string) => boolean,
): LiveState {
  const hiddenSet = isVisible ? null : hiddenFields(definition.fields, values);
  const hidden = { has: (name: string) => (hiddenSet ? hiddenSet.has(name) : !isVisible!(name)) };
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  const countOf = (names: readonly string[]): Count => {
    let answered = 0;
    let total = 0;
    for (const name of names) {
      const field = byName.get(name);
      if (!field || hidden.has(name)) continue;
      total += 1;
      if (answerState(field, values) !== 'empty') answered += 1;
    }
    return { answered, total };
  };
  const questions = definition.fields
    .filter((field) => field.type !== 'display_text')
    .map((field) => field.name);
  const score = scoreForm(definition, values as Record<string, unknown>);
  return {
    progress: countOf(questions),
    sections: sections.length > 1 ? sections.map((section) => countOf(section.fields)) : [],
    scored: score.scored,
    score: score.score,
    max: score.max,
    percentage: score.percentage,
    flagged: score.flagged,
  };
}
