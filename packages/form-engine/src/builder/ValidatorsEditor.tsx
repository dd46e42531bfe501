import { Button, IconButton, PlusIcon, Select, TextField, TrashIcon } from '@faena/ui';
import { useState } from 'react';
import type { FieldValidator } from '../core/index.ts';
import { useBuilder } from './context.ts';
import * as styles from './FormBuilder.css.ts';
import { removeAt, replaceAt } from './lists.ts';
import { NumberInput } from './NumberInput.tsx';

type ValidatorType = FieldValidator['type'];

const VALIDATOR_TYPES: readonly ValidatorType[] = ['min_length', 'max_length', 'regex', 'email'];

function newValidator(type: ValidatorType): FieldValidator {
  if (type === 'regex') return { type, pattern: '.*' };
  if (type === 'email') return { type };
  return { type, limit_value: type === 'min_length' ? 1 : 100 };
}

export interface ValidatorsEditorProps {
  validators: readonly FieldValidator[];
  onChange: (validators: FieldValidator[], merge?: string) => void;
}

/** Text validators (SPEC 5): min/max length, regex, email; each with an optional message. */
export function ValidatorsEditor({ validators, onChange }: ValidatorsEditorProps) {
  const { t } = useBuilder();
  const [adding, setAdding] = useState<ValidatorType>('min_length');
  const edit = (index: number, validator: FieldValidator, key: string) => {
    if (!validator.message) delete validator.message;
    onChange(replaceAt(validators, index, validator), `validator:${index}:${key}`);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('validators')}</legend>
      {validators.map((validator, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: validators have no id
          <fieldset key={index} className={styles.group}>
            <legend className={styles.legend}>{t(`validator_${validator.type}`)}</legend>
            <div className={styles.row}>
              {validator.type === 'min_length' || validator.type === 'max_length' ? (
                <NumberInput
                  label={t('limit_value')}
                  value={validator.limit_value}
                  min={0}
                  step={1}
                  className={styles.grow}
                  onChange={(limit) => edit(index, { ...validator, limit_value: limit ?? 0 }, 'limit')}
                />
              ) : null}
              {validator.type === 'regex' ? (
                <TextField
                  label={t('pattern')}
                  value={validator.pattern}
                  containerClassName={styles.grow}
                  onChange={(event) => edit(index, { ...validator, pattern: event.target.value }, 'pattern')}
                />
              ) : null}
              <TextField
                label={t('validator_message')}
                value={validator.message ?? ''}
                containerClassName={styles.grow}
                onChange={(event) => edit(index, { ...validator, message: event.target.value }, 'message')}
              />
              <IconButton
                size="sm"
                icon={<TrashIcon />}
                label={t('remove_validator', { index: n })}
                onClick={() => onChange(removeAt(validators, index))}
              />
            </div>
          </fieldset>
        );
      })}
      <div className={styles.row}>
        <Select
          label={t('validator_type')}
          value={adding}
          containerClassName={styles.grow}
          options={VALIDATOR_TYPES.map((type) => ({ value: type, label: t(`validator_${type}`) }))}
          onChange={(event) => setAdding(event.target.value as ValidatorType)}
        />
        <Button
          variant="secondary"
          size="sm"
          startIcon={<PlusIcon />}
          onClick={() => onChange([...validators, newValidator(adding)])}
        >
          {t('add_validator')}
        </Button>
      </div>
    </fieldset>
  );
}
