import { Select } from '@faena/ui';
import type { BooleanField, BooleanScores, FormField } from '../core/index.ts';
import { useBuilder } from './context.ts';
import * as styles from './FormBuilder.css.ts';
import { NumberInput } from './NumberInput.tsx';
import type { FieldPatch } from './state.ts';

/** The field types a checklist can score (core `isScorableField` once they carry scores). */
export const SCORABLE_TYPES: ReadonlySet<FormField['type']> = new Set([
  'boolean',
  'multiple_choice',
  'checkboxes',
]);

export interface ScoringEditorProps {
  field: FormField;
  onPatch: (patch: FieldPatch, merge?: string) => void;
}

type FlaggedOption = 'none' | 'yes' | 'no';

const flaggedOption = (field: BooleanField): FlaggedOption =>
  field.flagged_answer === undefined ? 'none' : field.flagged_answer ? 'yes' : 'no';

/**
 * Scoring settings of a field (builder in scoring mode): the yes/no points and flagged answer of a
 * boolean, and the weight of every scorable type. Choice scores live in the choices editor.
 */
export function ScoringEditor({ field, onPatch }: ScoringEditorProps) {
  const { t } = useBuilder();
  if (!SCORABLE_TYPES.has(field.type)) return null;

  const setScore = (side: keyof BooleanScores, value: number | undefined) => {
    if (field.type !== 'boolean') return;
    const scores: BooleanScores = { ...field.scores, [side]: value };
    if (value === undefined) delete scores[side];
    onPatch({ scores: Object.keys(scores).length > 0 ? scores : undefined }, `score_${side}`);
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('scoring')}</legend>
      {field.type === 'boolean' ? (
        <>
          <div className={styles.row}>
            <NumberInput
              label={t('score_yes')}
              value={field.scores?.yes}
              className={styles.grow}
              onChange={(value) => setScore('yes', value)}
            />
            <NumberInput
              label={t('score_no')}
              value={field.scores?.no}
              className={styles.grow}
              onChange={(value) => setScore('no', value)}
            />
          </div>
          <Select
            label={t('flagged_answer')}
            value={flaggedOption(field)}
            options={(['none', 'yes', 'no'] as const).map((option) => ({
              value: option,
              label: t(`flagged_answer_${option}`),
            }))}
            onChange={(event) => {
              const option = event.target.value as FlaggedOption;
              onPatch({ flagged_answer: option === 'none' ? undefined : option === 'yes' });
            }}
          />
        </>
      ) : null}
      <NumberInput
        label={t('weight')}
        hint={t('weight_hint')}
        min={0}
        value={field.weight}
        onChange={(weight) => onPatch({ weight }, 'weight')}
      />
    </fieldset>
  );
}
