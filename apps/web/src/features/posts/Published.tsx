import { useTranslation } from 'react-i18next';
import { relativeTime } from '@/platform/i18n/relative-time';
import { longDateTime } from './model';

/** When a post was published: "hace 2 horas", the full date in its tooltip. */
export function Published({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={at} title={longDateTime(at, i18n.language)}>
      {relativeTime(new Date(at), new Date(), i18n.language)}
    </time>
  );
}
