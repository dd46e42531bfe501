import { useTranslation } from 'react-i18next';
import { formatSize } from '@/platform/files/size';

/** Dates and sizes in the interface's language. */
export function useRunFormat() {
  const { i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    number: (value: number) => number.format(value),
    bytes: (value: number) => formatSize(value, i18n.language),
  };
}
