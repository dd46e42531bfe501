import { Button, Checkbox, IconButton, PlusIcon, Select, TextField, TrashIcon } from '@faena/ui';
import type { Condition, ConditionOperator, FieldCondition, FormField } from '../core/index.ts';
import {
  type Combinator,
  choicesOf,
  defaultLeaf,
  fromGroup,
  inputTypeOf,
  leafWith,
  operatorsFor,
  parseOperand,
  referableFields,
  toGroup,
} from './conditionModel.ts';
import { useBuilder } from './context.ts';
import { fieldTitle } from './FieldList.tsx';
import * as styles from './FormBuilder.css.ts';
import { removeAt, replaceAt } from './lists.ts';

interface ValueInputProps {
  leaf: FieldCondition;
  target: FormField;
  onChange: (value: unknown, merge?: string) => void;
}

/** The value of a comparison, shaped by its operator and typed by the field it reads. */
function ConditionValue({ leaf, target, onChange }: ValueInputProps) {
  const { t } = useBuilder();
  const { operator, value } = leaf;
  const choices = choicesOf(target);
  const type = inputTypeOf(target);
  const text = (operand: unknown) => (operand === undefined || operand === null ? '' : String(operand));
  if (['is_empty', 'is_not_empty', 'is_skipped', 'is_not_skipped'].includes(operator)) return null;

  if (operator === 'between') {
    const pair = Array.isArray(value) ? value : [undefined, undefined];
    const setAt = (index: number, input: string) =>
      onChange(replaceAt(pair, index, parseOperand(target, input)), `between:${index}`);
    return (
      <>
        <TextField
          label={t('condition_low')}
          type={type}
          value={text(pair[0])}
          containerClassName={styles.grow}
          onChange={(event) => setAt(0, event.target.value)}
        />
        <TextField
          label={t('condition_high')}
          type={type}
          value={text(pair[1])}
          containerClassName={styles.grow}
          onChange={(event) => setAt(1, event.target.value)}
        />
      </>
    );
  }

  if (operator === 'in' || operator === 'not_in') {
    const list = Array.isArray(value) ? value : [];
    if (choices) {
      return (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('condition_values')}</legend>
          {choices.map((choice) => (
            <Checkbox
              key={choice}
              label={choice}
              checked={list.includes(choice)}
              onCheckedChange={(checked) =>
                onChange(checked ? [...list, choice] : list.filter((item) => item !== choice))
              }
            />
          ))}
        </fieldset>
      );
    }
    return (
      <TextField
        label={t('condition_values')}
        value={list.map(text).join(', ')}
        containerClassName={styles.grow}
        onChange={(event) =>
          onChange(
            event.target.value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean)
              .map((item) => parseOperand(target, item)),
            'list',
          )
        }
      />
    );
  }

  if (choices) {
    return (
      <Select
        label={t('condition_value')}
        value={text(value)}
        containerClassName={styles.grow}
        options={choices.map((choice) => ({ value: choice, label: choice }))}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (target.type === 'boolean') {
    return (
      <Select
        label={t('condition_value')}
        value={value === false ? 'false' : 'true'}
        containerClassName={styles.grow}
        options={[
          { value: 'true', label: t('yes') },
          { value: 'false', label: t('no') },
        ]}
        onChange={(event) => onChange(event.target.value === 'true')}
      />
    );
  }
  return (
    <TextField
      label={t('condition_value')}
      type={type}
      value={text(value)}
      containerClassName={styles.grow}
      onChange={(event) => onChange(parseOperand(target, event.target.value), 'value')}
    />
  );
}

export interface ShowIfEditorProps {
  field: FormField;
  fields: readonly FormField[];
  onChange: (showIf: Condition | undefined, merge?: string) => void;
}

/** show_if built visually: comparisons with other fields, combined with 'all' or 'any'. */
export function ShowIfEditor({ field, fields, onChange }: ShowIfEditorProps) {
  const { t } = useBuilder();
  const group = toGroup(field.show_if);
  const candidates = referableFields(fields, field);

  if (!group) {
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('show_if')}</legend>
        <p className={styles.muted}>{t('show_if_advanced')}</p>
        <div>
          <Button variant="secondary" size="sm" startIcon={<TrashIcon />} onClick={() => onChange(undefined)}>
            {t('remove_show_if')}
          </Button>
        </div>
      </fieldset>
    );
  }

  const { combinator, leaves } = group;
  const setLeaves = (next: FieldCondition[], merge?: string) =>
    onChange(fromGroup({ combinator, leaves: next }), merge);
  const setLeaf = (index: number, leaf: FieldCondition, merge?: string) =>
    setLeaves(replaceAt(leaves, index, leaf), merge && `condition:${index}:${merge}`);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('show_if')}</legend>
      {leaves.length === 0 ? (
        <p className={styles.muted}>{candidates.length > 0 ? t('show_if_none') : t('show_if_no_fields')}</p>
      ) : null}
      {leaves.length > 1 ? (
        <Select
          label={t('combinator')}
          value={combinator}
          options={[
            { value: 'all', label: t('combinator_all') },
            { value: 'any', label: t('combinator_any') },
          ]}
          onChange={(event) => onChange(fromGroup({ combinator: event.target.value as Combinator, leaves }))}
        />
      ) : null}
      {leaves.map((leaf, index) => {
        const n = index + 1;
        const target = fields.find((candidate) => candidate.name === leaf.field);
        // A leaf reading a field that is gone still shows, so it can be retargeted or removed.
        const options = candidates.map((candidate) => ({
          value: candidate.name,
          label: `${fieldTitle(candidate)} (${candidate.name})`,
        }));
        if (!target) options.unshift({ value: leaf.field, label: leaf.field });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id
          <fieldset key={index} className={styles.group}>
            <legend className={styles.legend}>{t('condition', { index: n })}</legend>
            <div className={styles.row}>
              <Select
                label={t('condition_field')}
                value={leaf.field}
                containerClassName={styles.grow}
                options={options}
                onChange={(event) => {
                  const next = candidates.find((candidate) => candidate.name === event.target.value);
                  if (next) setLeaf(index, defaultLeaf(next));
                }}
              />
              {target ? (
                <Select
                  label={t('condition_operator')}
                  value={leaf.operator}
                  containerClassName={styles.grow}
                  options={operatorsFor(target).map((operator) => ({
                    value: operator,
                    label: t(`op_${operator}`),
                  }))}
                  onChange={(event) =>
                    setLeaf(index, leafWith(target, event.target.value as ConditionOperator))
                  }
                />
              ) : null}
              {target ? (
                <ConditionValue
                  leaf={leaf}
                  target={target}
                  onChange={(value, merge) => setLeaf(index, { ...leaf, value }, merge)}
                />
              ) : null}
              <IconButton
                size="sm"
                icon={<TrashIcon />}
                label={t('remove_condition', { index: n })}
                onClick={() => setLeaves(removeAt(leaves, index))}
              />
            </div>
          </fieldset>
        );
      })}
      {candidates.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            startIcon={<PlusIcon />}
            onClick={() => setLeaves([...leaves, defaultLeaf(candidates[0]!)])}
          >
            {t('add_condition')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
