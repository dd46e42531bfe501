/**
 * Checklist scoring: points per answer (`Choice.score`, `BooleanField.scores`), a weight per field
 * (`FieldCommon.weight`) and flagged answers (`Choice.flagged`, `BooleanField.flagged_answer`).
 *
 * Rules:
 * - Scorable fields: boolean with `scores`, multiple_choice/checkboxes with a choice carrying `score`.
 * - A field's maximum: boolean max(yes, no); multiple_choice its best choice; checkboxes the sum of its
 *   positive scores (only the best `max_answers` of them when set). Missing scores count 0.
 * - score and max are multiplied by the weight (default 1).
 * - Hidden (show_if) and skipped ('No aplica') fields count neither in `score` nor in `max`; an
 *   unanswered visible field scores 0 and keeps its maximum.
 * - Flags do not need scores: any visible, answered field whose answer is flagged is listed.
 */
import { isEmpty } from './required.ts';
import { createVisibility } from './showIf.ts';
import { skipFlagName } from './skip.ts';
import type {
  BooleanField,
  CheckboxesField,
  Choice,
  FormDefinition,
  FormField,
  MultipleChoiceField,
} from './types.ts';

export interface FlaggedAnswer {
  name: string;
  /** The field's label, its name when it has none. */
  label: string;
  /** The answer as given (for checkboxes, every ticked choice). */
  answer: unknown;
}

export interface FormScore {
  /** The definition has at least one scorable field. */
  scored: boolean;
  /** Sum of the answered fields' scores × weight. */
  score: number;
  /** Sum of the maximum of every visible, not-skipped scorable field × weight. */
  max: number;
  /** score / max × 100, one decimal; null when max is 0 (or below: nothing to reach). */
  percentage: number | null;
  /** In definition order. */
  flagged: FlaggedAnswer[];
}

type ScorableField = BooleanField | MultipleChoiceField | CheckboxesField;

/** Sums of decimal weights and scores drift (0.1 + 0.2); six decimals are more than any score needs. */
function tidy(value: number): number {
  const rounded = Math.round(value * 1e6) / 1e6;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function hasChoices(field: FormField): field is MultipleChoiceField | CheckboxesField {
  return field.type === 'multiple_choice' || field.type === 'checkboxes';
}

/** Boolean with `scores`, or choices of which at least one has a `score`. */
export function isScorableField(field: FormField): field is ScorableField {
  if (field.type === 'boolean') return field.scores !== undefined;
  return hasChoices(field) && field.choices.some((choice) => typeof choice.score === 'number');
}

/** True when the definition has at least one scorable field. */
export function isScoredDefinition(definition: FormDefinition): boolean {
  return definition.fields.some(isScorableField);
}

function choiceScore(choice: Choice): number {
  return typeof choice.score === 'number' ? choice.score : 0;
}

/** The field's best possible score, before its weight. */
export function fieldMaxScore(field: ScorableField): number {
  if (field.type === 'boolean') return Math.max(field.scores?.yes ?? 0, field.scores?.no ?? 0);
  if (field.type === 'multiple_choice') return Math.max(...field.choices.map(choiceScore));
  const positive = field.choices
    .map(choiceScore)
    .filter((score) => score > 0)
    .sort((a, b) => b - a);
  const counted = field.max_answers === undefined ? positive : positive.slice(0, field.max_answers);
  return counted.reduce((sum, score) => sum + score, 0);
}

/** The choices picked by a multiple_choice (one) or checkboxes (several) answer. */
function pickedChoices(field: MultipleChoiceField | CheckboxesField, answer: unknown): Choice[] {
  const picked = Array.isArray(answer) ? answer : [answer];
  return field.choices.filter((choice) => picked.includes(choice.choice));
}

/** The answer's score before the weight; 0 when unanswered or not one of the options. */
function answerScore(field: ScorableField, answer: unknown): number {
  if (field.type === 'boolean') {
    if (answer === true) return field.scores?.yes ?? 0;
    if (answer === false) return field.scores?.no ?? 0;
    return 0;
  }
  return pickedChoices(field, answer).reduce((sum, choice) => sum + choiceScore(choice), 0);
}

function isFlagged(field: FormField, answer: unknown): boolean {
  if (field.type === 'boolean') {
    return typeof field.flagged_answer === 'boolean' && answer === field.flagged_answer;
  }
  return hasChoices(field) && pickedChoices(field, answer).some((choice) => choice.flagged === true);
}

/**
 * The score of `values`: either live form values (skip flags `<name>_skipped: true`) or a canonical
 * submitted response (a skipped field is `null`). Hidden (show_if) and skipped fields are excluded
 * from `max`; an unanswered visible scorable field counts 0 with its max included.
 */
export function scoreForm(definition: FormDefinition, values: Record<string, unknown>): FormScore {
  const { fields, skippable, scored, conditional } = planOf(definition);
  // A skip flag present decides (live values); without one, a skippable field's `null` is the wire's
  // "skipped" (as in validateSubmission), folded into a flag so show_if conditions see it too.
  const skipped = new Set<string>();
  for (const field of skippable) {
    const flag = skipFlagName(field.name);
    if (flag in values ? values[flag] === true : values[field.name] === null) skipped.add(field.name);
  }
  let hidden: ReadonlySet<string> = EMPTY;
  if (conditional) {
    const folded: Record<string, unknown> = { ...values };
    for (const name of skipped) folded[skipFlagName(name)] = true;
    hidden = createVisibility(definition.fields, folded).hidden();
  }

  let score = 0;
  let max = 0;
  const flagged: FlaggedAnswer[] = [];
  for (const { field, scorable, flaggable, weight, fieldMax } of fields) {
    if (hidden.has(field.name) || skipped.has(field.name)) continue;
    const answer = values[field.name];
    const answered = !isEmpty(answer);
    if (scorable) {
      max += fieldMax * weight;
      if (answered) score += answerScore(field as ScorableField, answer) * weight;
    }
    if (answered && flaggable && isFlagged(field, answer)) {
      flagged.push({ name: field.name, label: field.label?.trim() || field.name, answer });
    }
  }
  score = tidy(score);
  max = tidy(max);
  return {
    scored,
    score,
    max,
    percentage: max > 0 ? tidy(Math.round((score / max) * 1000) / 10) : null,
    flagged,
  };
}

const EMPTY: ReadonlySet<string> = new Set();

interface PlannedField {
  field: FormField;
  scorable: boolean;
  /** Some answer of it can be flagged. */
  flaggable: boolean;
  weight: number;
  fieldMax: number;
}

interface Plan {
  /** The fields that score or flag, in definition order. */
  fields: PlannedField[];
  /** Every skippable field (a skipped one may hide others through show_if). */
  skippable: FormField[];
  scored: boolean;
  /** Some field has a show_if: visibility must be computed. */
  conditional: boolean;
}

/**
 * What scoring needs of a definition, computed once per definition object: the execute screen
 * scores on every keystroke, and a checklist has hundreds of questions. Definitions are treated
 * as immutable (as everywhere in the engine).
 */
const plans = new WeakMap<FormDefinition, Plan>();

function planOf(definition: FormDefinition): Plan {
  let plan = plans.get(definition);
  if (plan) return plan;
  const fields: PlannedField[] = [];
  for (const field of definition.fields) {
    const scorable = isScorableField(field);
    const flaggable =
      (field.type === 'boolean' && typeof field.flagged_answer === 'boolean') ||
      (hasChoices(field) && field.choices.some((choice) => choice.flagged === true));
    if (!scorable && !flaggable) continue;
    fields.push({
      field,
      scorable,
      flaggable,
      weight: typeof field.weight === 'number' ? field.weight : 1,
      fieldMax: scorable ? fieldMaxScore(field) : 0,
    });
  }
  plan = {
    fields,
    skippable: definition.fields.filter((field) => field.skippable === true),
    scored: fields.some(({ scorable }) => scorable),
    conditional: definition.fields.some((field) => field.show_if !== undefined),
  };
  plans.set(definition, plan);
  return plan;
}
