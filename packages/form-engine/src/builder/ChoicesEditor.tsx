import {
  ArrowDownIcon,
  ArrowUpIcon,
  Button,
  IconButton,
  PlusIcon,
  Switch,
  TextField,
  TrashIcon,
} from '@faena/ui';
import { Fragment } from 'react';
import type { Choice } from '../core/index.ts';
import { useBuilder } from './context.ts';
import * as styles from './FormBuilder.css.ts';
import { uniqueValue } from './fieldTypes.ts';
import { moveItem, removeAt, replaceAt } from './lists.ts';
import { NumberInput } from './NumberInput.tsx';

export interface ChoicesEditorProps {
  choices: readonly Choice[];
  onChange: (choices: Choice[], merge?: string) => void;
}

/** Choices with an optional image URL: add, remove, reorder; with scoring on, a score and a flag each. */
export function ChoicesEditor({ choices, onChange }: ChoicesEditorProps) {
  const { t, scoring } = useBuilder();
  const edit = (index: number, patch: Partial<Choice>, key: string) => {
    const next: Choice = { ...choices[index]!, ...patch };
    if (!next.image) delete next.image;
    // Absent is the wire's "no score" / "not flagged": keep exports clean.
    if (next.score === undefined) delete next.score;
    if (!next.flagged) delete next.flagged;
    onChange(replaceAt(choices, index, next), `choice:${index}:${key}`);
  };
  const add = () => {
    const taken = new Set(choices.map(({ choice }) => choice));
    onChange([
      ...choices,
      { choice: uniqueValue(t('choice_default', { index: choices.length + 1 }), taken) },
    ]);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('choices')}</legend>
      {scoring ? <p className={styles.muted}>{t('choices_scoring_hint')}</p> : null}
      {choices.map((choice, index) => {
        const n = index + 1;
        const row = (
          <div className={styles.row}>
            <TextField
              label={t('choice', { index: n })}
              value={choice.choice}
              containerClassName={styles.grow}
              onChange={(event) => edit(index, { choice: event.target.value }, 'choice')}
            />
            <TextField
              label={t('choice_image', { index: n })}
              type="url"
              value={choice.image ?? ''}
              containerClassName={styles.grow}
              onChange={(event) => edit(index, { image: event.target.value }, 'image')}
            />
            <IconButton
              size="sm"
              icon={<ArrowUpIcon />}
              label={t('move_choice_up', { index: n })}
              disabled={index === 0}
              onClick={() => onChange(moveItem(choices, index, index - 1))}
            />
            <IconButton
              size="sm"
              icon={<ArrowDownIcon />}
              label={t('move_choice_down', { index: n })}
              disabled={index === choices.length - 1}
              onClick={() => onChange(moveItem(choices, index, index + 1))}
            />
            <IconButton
              size="sm"
              icon={<TrashIcon />}
              label={t('remove_choice', { index: n })}
              // A choice field needs at least one choice (the schema's minItems).
              disabled={choices.length <= 1}
              onClick={() => onChange(removeAt(choices, index))}
            />
          </div>
        );
        // biome-ignore lint/suspicious/noArrayIndexKey: choices have no id; the text is being edited
        if (!scoring) return <Fragment key={index}>{row}</Fragment>;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: choices have no id; the text is being edited
          <div key={index} className={styles.choice}>
            {row}
            {/* Short visible labels under the choice; the accessible names say which choice. */}
            <div className={styles.row}>
              <NumberInput
                label={t('points')}
                aria-label={t('choice_score', { index: n })}
                value={choice.score}
                className={styles.score}
                onChange={(score) => edit(index, { score }, 'score')}
              />
              <Switch
                size="sm"
                label={t('flag')}
                aria-label={t('choice_flagged', { index: n })}
                checked={choice.flagged === true}
                containerClassName={styles.flag}
                onCheckedChange={(flagged) => edit(index, { flagged }, 'flagged')}
              />
            </div>
          </div>
        );
      })}
      <div>
        <Button variant="secondary" size="sm" startIcon={<PlusIcon />} onClick={add}>
          {t('add_choice')}
        </Button>
      </div>
    </fieldset>
  );
}
