import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and numbers in the interface's language. */
export function useChecklistFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      number: (value: number) => number.format(value),
    };
  }, [language]);
}
