import { Select } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGES } from '@/platform/i18n';

/** The interface language (flag languageSetting): i18next, `<html lang>`, ui texts, remembered. */
export function LanguageSetting() {
  const { t, i18n } = useTranslation('settings');
  return (
    <Select
      label={t('language.label')}
      value={i18n.language}
      options={LANGUAGES.map((language) => ({ value: language, label: t(`language.options.${language}`) }))}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
      }}
    />
  );
}
