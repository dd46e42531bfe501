import { useTranslation } from 'react-i18next';

/** Dates and sizes in the interface's language. */
export function useRunFormat() {
  const { i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    number: (value: number) => number.format(value),
    bytes: (value: number) => formatBytes(value, i18n.language),
  };
}

/** 1.2 MB, 340 KB, 12 B. */
export function formatBytes(value: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || size >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(size)} ${units[unit]}`;
}
