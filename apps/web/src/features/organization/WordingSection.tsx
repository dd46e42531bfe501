import { Button, Card, TextField } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { baseTextOf, type Language } from '@/platform/i18n';
import { WORDING_LOCALES, type WordingLocale } from '@/platform/organization/organization';
import {
  type ExtraWording,
  newExtraWording,
  type OrganizationDraft,
  RENAMED_TERMS,
} from './organization-form';

export interface WordingSectionProps {
  terms: OrganizationDraft['terms'];
  extra: ExtraWording[];
  /** The error shown on a field (by its name), if any. */
  errorOf: (field: string) => string | undefined;
  onTermChange: (locale: WordingLocale, key: string, text: string) => void;
  onExtraChange: (extra: ExtraWording[]) => void;
}

const splitKey = (key: string) => {
  const [namespace, path] = key.split(/:(.*)/s) as [string, string];
  return { namespace, path };
};

/** The base text of a `namespace:key` in a language (the placeholder of its override). */
export function baseOf(locale: WordingLocale, key: string): string {
  const { namespace, path } = splitKey(key);
  return baseTextOf(locale as Language, namespace, path);
}

/** The terms tenants rename, in both languages, and any other text by its key. */
export function WordingSection({ terms, extra, errorOf, onTermChange, onExtraChange }: WordingSectionProps) {
  const { t, i18n } = useTranslation('organization');
  const language = (WORDING_LOCALES as readonly string[]).includes(i18n.language)
    ? (i18n.language as WordingLocale)
    : 'es-MX';
  const languageName = (locale: WordingLocale) =>
    t(locale === 'es-MX' ? 'wording.spanish' : 'wording.english');
  const updateRow = (id: string, change: Partial<ExtraWording>) =>
    onExtraChange(extra.map((row) => (row.id === id ? { ...row, ...change } : row)));

  return (
    <Card as="section" title={t('wording.title')} titleAs="h2" description={t('wording.description')}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col">
          <div
            aria-hidden="true"
            className="hidden grid-cols-[minmax(8rem,1fr)_2fr_2fr] gap-4 border-b border-border pb-2 text-body font-medium text-fg-muted md:grid"
          >
            <span>{t('wording.term')}</span>
            <span>{languageName('es-MX')}</span>
            <span>{languageName('en-US')}</span>
          </div>
          {RENAMED_TERMS.map((key) => {
            const term = baseOf(language, key);
            return (
              <fieldset
                key={key}
                className="relative grid gap-3 border-b border-border py-3 md:grid-cols-[minmax(8rem,1fr)_2fr_2fr] md:items-start md:gap-4"
              >
                <legend className="sr-only">{term}</legend>
                <span aria-hidden="true" className="font-medium md:pt-2">
                  {term}
                </span>
                {WORDING_LOCALES.map((locale) => (
                  <TextField
                    key={locale}
                    name={`terms.${locale}.${key}`}
                    label={<span className="md:sr-only">{languageName(locale)}</span>}
                    aria-label={t('wording.termLabel', { term, language: languageName(locale) })}
                    placeholder={baseOf(locale, key)}
                    value={terms[locale][key] ?? ''}
                    maxLength={200}
                    error={errorOf(`terms.${locale}.${key}`)}
                    onChange={(event) => onTermChange(locale, key, event.target.value)}
                  />
                ))}
              </fieldset>
            );
          })}
        </div>

        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('wording.other')}</h3>
          <p className="text-body text-fg-muted">{t('wording.otherHint')}</p>
          {extra.length === 0 ? <p className="text-body text-fg-muted">{t('wording.none')}</p> : null}
          {extra.map((row, position) => {
            const index = position + 1;
            return (
              <fieldset
                key={row.id}
                className="grid gap-3 rounded-md border border-border p-3 md:grid-cols-[minmax(10rem,1fr)_2fr_2fr_auto] md:items-start"
              >
                <legend className="sr-only">{t('wording.keyLabel', { index })}</legend>
                <TextField
                  name={`extra.${row.id}.key`}
                  label={t('wording.key')}
                  aria-label={t('wording.keyLabel', { index })}
                  value={row.key}
                  placeholder="formBuilder:type_user"
                  spellCheck={false}
                  autoComplete="off"
                  error={errorOf(`extra.${row.id}.key`)}
                  onChange={(event) => updateRow(row.id, { key: event.target.value })}
                  className="font-mono"
                />
                {WORDING_LOCALES.map((locale) => {
                  const { namespace } = splitKey(row.key.trim());
                  const placeholder = namespace ? baseOf(locale, row.key.trim()) : '';
                  return (
                    <TextField
                      key={locale}
                      name={`extra.${row.id}.${locale}`}
                      label={languageName(locale)}
                      aria-label={t('wording.textLabel', { index, language: languageName(locale) })}
                      value={row.texts[locale]}
                      placeholder={placeholder}
                      maxLength={200}
                      error={errorOf(`extra.${row.id}.${locale}`)}
                      onChange={(event) =>
                        updateRow(row.id, { texts: { ...row.texts, [locale]: event.target.value } })
                      }
                    />
                  );
                })}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="md:mt-6"
                  onClick={() => onExtraChange(extra.filter((other) => other.id !== row.id))}
                >
                  {t('wording.remove', { index })}
                </Button>
              </fieldset>
            );
          })}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => onExtraChange([...extra, newExtraWording()])}
          >
            {t('wording.add')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
