import { Button, PlusIcon } from '@faena/ui';
import { useId } from 'react';
import type { FieldType } from '../core/index.ts';
import { useBuilder } from './context.ts';
import * as styles from './FormBuilder.css.ts';

export interface FieldPickerProps {
  types: readonly FieldType[];
  onPick: (type: FieldType) => void;
}

/** One button per type the tenant may add. */
export function FieldPicker({ types, onPick }: FieldPickerProps) {
  const { t, labelOf } = useBuilder();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('picker')}
      </h2>
      <div className={styles.pickerGrid}>
        {types.map((type) => (
          <Button
            key={type}
            variant="secondary"
            size="sm"
            className={styles.pickerButton}
            startIcon={<PlusIcon />}
            onClick={() => onPick(type)}
          >
            {labelOf(type)}
          </Button>
        ))}
      </div>
    </section>
  );
}
