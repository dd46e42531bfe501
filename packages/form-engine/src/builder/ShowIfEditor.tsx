import type { Condition, FormField } from '../core/index.ts';
import { ConditionBuilder } from './ConditionBuilder.tsx';
import { referableFields } from './conditionModel.ts';
import { useBuilder } from './context.ts';

export interface ShowIfEditorProps {
  field: FormField;
  fields: readonly FormField[];
  onChange: (showIf: Condition | undefined, merge?: string) => void;
}

/** show_if built visually: comparisons with other fields, combined with 'all' or 'any'. */
export function ShowIfEditor({ field, fields, onChange }: ShowIfEditorProps) {
  const { t } = useBuilder();
  return (
    <ConditionBuilder
      legend={t('show_if')}
      condition={field.show_if}
      candidates={referableFields(fields, field)}
      fields={fields}
      onChange={onChange}
      emptyText={t('show_if_none')}
      noCandidatesText={t('show_if_no_fields')}
      advancedText={t('show_if_advanced')}
    />
  );
}
