import { useTranslation } from 'react-i18next';
import { weekOf } from './week';

/** The current week as the calendar shows it: first day of the week and month names per language. */
export function WeekPreview({ today = new Date() }: { today?: Date }) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.language;
  const days = weekOf(today, language);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long' });
  const short = new Intl.DateTimeFormat(language, { weekday: 'short' });
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' });
  return (
    <div className="flex flex-col gap-3">
      <p>{t('week.firstDay', { day: weekday.format(days[0]) })}</p>
      <p className="text-body font-medium text-fg-muted">
        {t('week.preview', { month: month.format(today) })}
      </p>
      <ol
        className="grid grid-cols-7 gap-1 text-center text-body"
        aria-label={t('week.preview', { month: month.format(today) })}
      >
        {days.map((day) => {
          const isToday = day.toDateString() === today.toDateString();
          return (
            <li
              key={day.toISOString()}
              data-testid="week-day"
              className={`flex flex-col rounded-md py-1 ${isToday ? 'bg-primary text-on-primary' : 'bg-bg-subtle'}`}
              {...(isToday ? { 'aria-current': 'date' as const } : {})}
            >
              <span className="text-caption capitalize">{short.format(day)}</span>
              <span className="font-semibold">{day.getDate()}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
