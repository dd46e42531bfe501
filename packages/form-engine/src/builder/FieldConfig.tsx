import { Select, Switch, Textarea, TextField } from '@faena/ui';
import { useEffect, useId, useRef } from 'react';
import type { FormField, ImageSource } from '../core/index.ts';
import { ChoicesEditor } from './ChoicesEditor.tsx';
import { useBuilder } from './context.ts';
import * as styles from './FormBuilder.css.ts';
import { NumberInput } from './NumberInput.tsx';
import { ScaleEditor } from './ScaleEditor.tsx';
import { ScoringEditor } from './ScoringEditor.tsx';
import { ShowIfEditor } from './ShowIfEditor.tsx';
import type { FieldPatch } from './state.ts';
import { ValidatorsEditor } from './ValidatorsEditor.tsx';

export interface FieldConfigProps {
  field: FormField | undefined;
  fields: readonly FormField[];
  /** `merge` names the attribute being typed, so one edit is one undo step. */
  onPatch: (id: string, patch: FieldPatch, merge?: string) => void;
  /** Bumped to move focus to the first setting (after adding a field). */
  focusRequest: number;
}

const NUMBER_TYPES = new Set(['integer', 'float', 'decimal', 'num_range']);
const IMAGE_SOURCES: readonly ImageSource[] = ['camera', 'gallery', 'camera_and_gallery'];

/** The selected field's settings: common attributes, the type's extras and its show_if. */
export function FieldConfig({ field, fields, onPatch, focusRequest }: FieldConfigProps) {
  const { t, labelOf, scoring } = useBuilder();
  const headingId = useId();
  const firstInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusRequest > 0) firstInput.current?.focus();
  }, [focusRequest]);

  if (!field) {
    return (
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t('config')}
        </h2>
        <p className={styles.muted}>{t('no_selection')}</p>
      </section>
    );
  }

  const patch = (next: FieldPatch, merge?: string) =>
    onPatch(field.id, next, merge && `${field.id}:${merge}`);
  const text = (key: 'label' | 'name' | 'placeholder' | 'description', optional = true) => ({
    value: field[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      patch({ [key]: optional ? event.target.value || undefined : event.target.value }, key),
  });
  const flag = (key: 'required' | 'skippable' | 'readonly') => ({
    checked: field[key] === true,
    onCheckedChange: (checked: boolean) => patch({ [key]: checked || undefined }),
  });
  const isStatic = field.type === 'display_text';
  const number = (
    key: 'min' | 'max' | 'step' | 'min_answers' | 'max_answers' | 'max_files' | 'max_size_mb',
  ) => ({
    value: (field as unknown as Record<string, unknown>)[key] as number | undefined,
    onChange: (value: number | undefined) => patch({ [key]: value }, key),
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('config')}: {labelOf(field.type)}
      </h2>
      {isStatic ? (
        <Textarea
          ref={firstInput}
          label={t('display_text')}
          value={field.text}
          onChange={(event) => patch({ text: event.target.value }, 'text')}
        />
      ) : (
        <TextField ref={firstInput} label={t('label')} {...text('label')} />
      )}
      <TextField label={t('name')} required {...text('name', false)} />
      {isStatic ? null : (
        <>
          <TextField label={t('placeholder')} {...text('placeholder')} />
          <Textarea label={t('description')} rows={2} {...text('description')} />
          <Switch label={t('required')} {...flag('required')} />
          <Switch label={t('skippable')} {...flag('skippable')} />
          <Switch label={t('readonly')} {...flag('readonly')} />
        </>
      )}
      {NUMBER_TYPES.has(field.type) ? (
        <div className={styles.row}>
          <NumberInput label={t('min')} className={styles.grow} {...number('min')} />
          <NumberInput label={t('max')} className={styles.grow} {...number('max')} />
          <NumberInput label={t('step')} className={styles.grow} {...number('step')} />
        </div>
      ) : null}
      {field.type === 'multiple_choice' || field.type === 'checkboxes' ? (
        <ChoicesEditor choices={field.choices} onChange={(choices, merge) => patch({ choices }, merge)} />
      ) : null}
      {field.type === 'checkboxes' ? (
        <div className={styles.row}>
          <NumberInput
            label={t('min_answers')}
            min={0}
            step={1}
            className={styles.grow}
            {...number('min_answers')}
          />
          <NumberInput
            label={t('max_answers')}
            min={1}
            step={1}
            className={styles.grow}
            {...number('max_answers')}
          />
        </div>
      ) : null}
      {scoring ? <ScoringEditor field={field} onPatch={patch} /> : null}
      {field.type === 'files' ? (
        <NumberInput label={t('max_files')} min={1} step={1} {...number('max_files')} />
      ) : null}
      {field.type === 'files' || field.type === 'image' || field.type === 'voice_message' ? (
        <NumberInput label={t('max_size_mb')} min={1} step={1} {...number('max_size_mb')} />
      ) : null}
      {field.type === 'image' ? (
        <Select
          label={t('image_source')}
          value={field.source ?? 'camera_and_gallery'}
          options={IMAGE_SOURCES.map((source) => ({ value: source, label: t(`source_${source}`) }))}
          onChange={(event) => patch({ source: event.target.value as ImageSource })}
        />
      ) : null}
      {field.type === 'value_in_num_range' ? <ScaleEditor field={field} onPatch={patch} /> : null}
      {field.type === 'text' ? (
        <ValidatorsEditor
          validators={field.validators ?? []}
          onChange={(validators, merge) =>
            patch({ validators: validators.length ? validators : undefined }, merge)
          }
        />
      ) : null}
      <ShowIfEditor field={field} fields={fields} onChange={(show_if, merge) => patch({ show_if }, merge)} />
    </section>
  );
}
