import { PICKER_TYPES, type TypeLabels } from '@faena/form-engine/builder';
import type { FieldType } from '@faena/form-engine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/platform/context';

/**
 * The organisation's form builder settings: the field types it hides, and its wording of the
 * types (e.g. 'Tienda' for a venue).
 */
export function useFormBuilderSettings(): { hiddenFieldTypes: FieldType[]; typeLabels: TypeLabels } {
  const { organization } = useAppContext();
  const { t, i18n } = useTranslation('formBuilder');
  const language = i18n.language;
  const hidden = organization.hiddenFieldTypes;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the wording follows the language
  return useMemo(
    () => ({
      hiddenFieldTypes: hidden as FieldType[],
      typeLabels: Object.fromEntries(
        PICKER_TYPES.map((type) => [type, t(`type_${type}`, { defaultValue: '' })]).filter(
          ([, label]) => label,
        ),
      ) as TypeLabels,
    }),
    [hidden, t, language],
  );
}
