import { Button, Checkbox, IconButton, PlusIcon, Select, TextField, TrashIcon } from '@faena/ui';
import { type ReactNode, useContext, useMemo } from 'react';
import type { Condition, ConditionOperator, FieldCondition, FormField, FormLocale } from '../core/index.ts';
import {
  type Combinator,
  choicesOf,
  defaultLeaf,
  fromGroup,
  inputTypeOf,
  leafWith,
  operatorsFor,
  parseOperand,
  toGroup,
} from './conditionModel.ts';
import { BuilderContext, type BuilderContextValue, useBuilder } from './context.ts';
import { fieldTitle } from './FieldList.tsx';
import * as styles from './FormBuilder.css.ts';
import { builderTranslator } from './i18n.ts';
import { removeAt, replaceAt } from './lists.ts';

interface ValueInputProps {
  leaf: FieldCondition;
  target: FormField;
  disabled?: boolean;
  onChange: (value: unknown, merge?: string) => void;
}

/** The value of a comparison, shaped by its operator and typed by the field it reads. */
function ConditionValue({ leaf, target, disabled, onChange }: ValueInputProps) {
  const { t } = useBuilder();
  const { operator, value } = leaf;
  // Choice types with no known choices (e.g. process variables) take free text.
  const known = choicesOf(target);
  const choices = known && known.length > 0 ? known : null;
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
          disabled={disabled}
          type={type}
          value={text(pair[0])}
          containerClassName={styles.grow}
          onChange={(event) => setAt(0, event.target.value)}
        />
        <TextField
          label={t('condition_high')}
          disabled={disabled}
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
              disabled={disabled}
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
        disabled={disabled}
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
        disabled={disabled}
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
        disabled={disabled}
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
      disabled={disabled}
      type={type}
      value={text(value)}
      containerClassName={styles.grow}
      onChange={(event) => onChange(parseOperand(target, event.target.value), 'value')}
    />
  );
}

export interface ConditionBuilderProps {
  /** The fieldset's legend: what the condition decides ("Mostrar solo si", "Condición del flujo"). */
  legend: ReactNode;
  condition: Condition | undefined;
  /** The operands a comparison may read: form fields, or process variables shaped as fields. */
  candidates: readonly FormField[];
  /**
   * Where a comparison's operand is looked up (defaults to `candidates`): a comparison reading a
   * name found in neither still shows, so it can be retargeted or removed.
   */
  fields?: readonly FormField[];
  /** Every edit; `merge` names edits of the same input (typing) that may be merged into one step. */
  onChange: (condition: Condition | undefined, merge?: string) => void;
  /** Shown while there is no comparison (and there are candidates). */
  emptyText?: ReactNode;
  /** Shown when there is nothing to compare with. */
  noCandidatesText?: ReactNode;
  /** Shown for a condition with nested groups, which is only removable here. */
  advancedText?: ReactNode;
  /** The label of the operand select ("Campo" by default). */
  operandLabel?: string;
  /** Every control disabled; the condition stays readable. */
  disabled?: boolean;
  /** The texts' language; without it, those of the surrounding form builder (es-MX by default). */
  locale?: FormLocale;
}

/**
 * A condition built visually: comparisons of fields (or variables) with values, combined with
 * 'all' or 'any'. Used by the form builder's show_if and by the workflow studio's flow conditions.
 */
export function ConditionBuilder({ locale, ...props }: ConditionBuilderProps) {
  const parent = useContext(BuilderContext);
  const context = useMemo<BuilderContextValue | null>(
    () =>
      locale
        ? { t: builderTranslator(locale), typeLabels: parent.typeLabels, scoring: parent.scoring }
        : null,
    [locale, parent.typeLabels, parent.scoring],
  );
  if (!context) return <ConditionGroupEditor {...props} />;
  return (
    <BuilderContext.Provider value={context}>
      <ConditionGroupEditor {...props} />
    </BuilderContext.Provider>
  );
}

function ConditionGroupEditor({
  legend,
  condition,
  candidates,
  fields = candidates,
  onChange,
  emptyText,
  noCandidatesText,
  advancedText,
  operandLabel,
  disabled,
}: Omit<ConditionBuilderProps, 'locale'>) {
  const { t } = useBuilder();
  const group = toGroup(condition);

  if (!group) {
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{legend}</legend>
        <p className={styles.muted}>{advancedText ?? t('condition_advanced')}</p>
        <div>
          <Button
            variant="secondary"
            size="sm"
            startIcon={<TrashIcon />}
            disabled={disabled}
            onClick={() => onChange(undefined)}
          >
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
      <legend className={styles.legend}>{legend}</legend>
      {leaves.length === 0 ? (
        <p className={styles.muted}>
          {candidates.length > 0
            ? (emptyText ?? t('condition_none'))
            : (noCandidatesText ?? t('condition_no_candidates'))}
        </p>
      ) : null}
      {leaves.length > 1 ? (
        <Select
          label={t('combinator')}
          value={combinator}
          disabled={disabled}
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
                label={operandLabel ?? t('condition_field')}
                value={leaf.field}
                disabled={disabled}
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
                  disabled={disabled}
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
                  disabled={disabled}
                  onChange={(value, merge) => setLeaf(index, { ...leaf, value }, merge)}
                />
              ) : null}
              <IconButton
                size="sm"
                icon={<TrashIcon />}
                label={t('remove_condition', { index: n })}
                disabled={disabled}
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
            disabled={disabled}
            onClick={() => setLeaves([...leaves, defaultLeaf(candidates[0]!)])}
          >
            {t('add_condition')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
