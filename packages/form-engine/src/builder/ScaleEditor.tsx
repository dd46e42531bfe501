import { Button, IconButton, PlusIcon, Select, TextField, TrashIcon } from '@faena/ui';
import type { FieldOfType, Interpretation, InterpretationType } from '../core/index.ts';
import { useBuilder } from './context.ts';
import * as styles from './FormBuilder.css.ts';
import { removeAt, replaceAt } from './lists.ts';
import { NumberInput } from './NumberInput.tsx';
import type { FieldPatch } from './state.ts';

export interface ScaleEditorProps {
  field: FieldOfType<'value_in_num_range'>;
  onPatch: (patch: FieldPatch, merge?: string) => void;
}

/** Linear scale: bounds, step, end labels and named interpretations of ranges or values. */
export function ScaleEditor({ field, onPatch }: ScaleEditorProps) {
  const { t } = useBuilder();
  const interpretations = field.interpretations ?? [];
  const setInterpretations = (next: Interpretation[], merge?: string) =>
    onPatch({ interpretations: next.length > 0 ? next : undefined }, merge);
  const edit = (index: number, patch: Partial<Interpretation>, key: string) => {
    const next: Interpretation = { ...interpretations[index]!, ...patch };
    // SPEC: stop only applies to 'between'.
    if (next.type === 'equal') delete next.stop;
    else next.stop ??= field.stop;
    setInterpretations(replaceAt(interpretations, index, next), `interpretation:${index}:${key}`);
  };
  const add = () =>
    setInterpretations([
      ...interpretations,
      {
        type: 'between',
        start: field.start,
        stop: field.stop,
        name: t('interpretation_default', { index: interpretations.length + 1 }),
      },
    ]);
  return (
    <>
      <div className={styles.row}>
        <NumberInput
          label={t('scale_start')}
          value={field.start}
          min={0}
          className={styles.grow}
          onChange={(start) => onPatch({ start: start ?? 0 }, 'start')}
        />
        <NumberInput
          label={t('scale_stop')}
          value={field.stop}
          min={1}
          className={styles.grow}
          onChange={(stop) => onPatch({ stop: stop ?? 1 }, 'stop')}
        />
        <NumberInput
          label={t('scale_step')}
          value={field.step}
          className={styles.grow}
          onChange={(step) => onPatch({ step: step ?? 1 }, 'step')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('start_label')}
          value={field.start_label ?? ''}
          containerClassName={styles.grow}
          onChange={(event) => onPatch({ start_label: event.target.value || undefined }, 'start_label')}
        />
        <TextField
          label={t('stop_label')}
          value={field.stop_label ?? ''}
          containerClassName={styles.grow}
          onChange={(event) => onPatch({ stop_label: event.target.value || undefined }, 'stop_label')}
        />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('interpretations')}</legend>
        {interpretations.map((interpretation, index) => {
          const n = index + 1;
          const between = interpretation.type === 'between';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: interpretations have no id
            <fieldset key={index} className={styles.group}>
              <legend className={styles.legend}>{t('interpretation', { index: n })}</legend>
              <div className={styles.row}>
                <Select
                  label={t('interpretation_type')}
                  value={interpretation.type}
                  containerClassName={styles.grow}
                  options={[
                    { value: 'between', label: t('interpretation_between') },
                    { value: 'equal', label: t('interpretation_equal') },
                  ]}
                  onChange={(event) =>
                    edit(index, { type: event.target.value as InterpretationType }, 'type')
                  }
                />
                <NumberInput
                  label={t(between ? 'interpretation_start' : 'interpretation_value')}
                  value={interpretation.start}
                  className={styles.grow}
                  onChange={(start) => edit(index, { start: start ?? field.start }, 'start')}
                />
                {between ? (
                  <NumberInput
                    label={t('interpretation_stop')}
                    value={interpretation.stop}
                    className={styles.grow}
                    onChange={(stop) => edit(index, { stop: stop ?? field.stop }, 'stop')}
                  />
                ) : null}
              </div>
              <div className={styles.row}>
                <TextField
                  label={t('interpretation_name')}
                  value={interpretation.name}
                  containerClassName={styles.grow}
                  onChange={(event) => edit(index, { name: event.target.value }, 'name')}
                />
                <IconButton
                  size="sm"
                  icon={<TrashIcon />}
                  label={t('remove_interpretation', { index: n })}
                  onClick={() => setInterpretations(removeAt(interpretations, index))}
                />
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button variant="secondary" size="sm" startIcon={<PlusIcon />} onClick={add}>
            {t('add_interpretation')}
          </Button>
        </div>
      </fieldset>
    </>
  );
}
