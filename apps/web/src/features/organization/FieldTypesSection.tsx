import { Card, Checkbox } from '@faena/ui';
import { useTranslation } from 'react-i18next';

export interface FieldTypesSectionProps {
  /** The picker's types (SPEC 3), in the builder's order. */
  types: readonly string[];
  hidden: readonly string[];
  /** The label of a type as this tenant words it (with the draft's overrides). */
  labelOf: (type: string) => string;
  onChange: (hidden: string[]) => void;
}

/** Which field types the form builder offers, and a preview of its list with the tenant's words. */
export function FieldTypesSection({ types, hidden, labelOf, onChange }: FieldTypesSectionProps) {
  const { t } = useTranslation('organization');
  const offered = types.filter((type) => !hidden.includes(type));
  const toggle = (type: string, shown: boolean) =>
    onChange(shown ? hidden.filter((other) => other !== type) : [...hidden, type].sort());

  return (
    <Card as="section" title={t('fieldTypes.title')} titleAs="h2" description={t('fieldTypes.description')}>
      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-body font-medium">{t('fieldTypes.legend')}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {types.map((type) => (
              <Checkbox
                key={type}
                name="fieldTypes"
                value={type}
                label={labelOf(type)}
                checked={!hidden.includes(type)}
                onCheckedChange={(checked) => toggle(type, checked)}
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-2">
          <h3 id="field-type-preview" className="text-body font-medium">
            {t('fieldTypes.preview')}
          </h3>
          {offered.length === 0 ? (
            <p className="text-body text-fg-muted">{t('fieldTypes.previewEmpty')}</p>
          ) : (
            <ul aria-labelledby="field-type-preview" className="flex flex-wrap gap-2">
              {offered.map((type) => (
                <li
                  key={type}
                  className="rounded-full border border-border bg-bg-subtle px-3 py-1 text-body text-fg"
                >
                  {labelOf(type)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Card>
  );
}
