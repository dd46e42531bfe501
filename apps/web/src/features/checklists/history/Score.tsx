import { useTranslation } from 'react-i18next';
import { useChecklistFormat } from '../admin/format';

/** The tone of a percentage: good from 85 %, fair from 60 %, poor below. */
export const scoreTone = (percentage: number) =>
  percentage >= 85 ? 'success' : percentage >= 60 ? 'warning' : 'danger';

const BAR = { success: 'bg-success', warning: 'bg-warning', danger: 'bg-danger' } as const;
const TEXT = { success: 'text-success-fg', warning: 'text-warning-fg', danger: 'text-danger-fg' } as const;

/** A score as "points of max", its percentage and a bar coloured by how good it is. */
export function ScoreBar({
  score,
  max,
  percentage,
  size = 'sm',
}: {
  score: number | null;
  max: number | null;
  percentage: number | null;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation('checklists');
  const format = useChecklistFormat();
  if (percentage === null || score === null || max === null)
    return <span className="text-label text-fg-muted">{t('history.noScore')}</span>;
  const tone = scoreTone(percentage);
  const width = Math.max(0, Math.min(100, percentage));
  return (
    <span className={`flex flex-col gap-1 ${size === 'lg' ? 'min-w-40' : 'min-w-24'}`}>
      <span className="flex items-baseline gap-2">
        <span
          className={`whitespace-nowrap ${size === 'lg' ? 'text-display font-semibold' : 'font-medium'} ${TEXT[tone]}`}
        >
          {t('history.percentage', { value: format.number(percentage) })}
        </span>
        <span className="whitespace-nowrap text-label text-fg-muted">
          {t('history.scoreOf', { score: format.number(score), max: format.number(max) })}
        </span>
      </span>
      <span
        aria-hidden="true"
        data-percentage={width}
        className={`block overflow-hidden rounded-full bg-bg-subtle ${size === 'lg' ? 'h-2' : 'h-1.5'}`}
      >
        <span className={`block h-full rounded-full ${BAR[tone]}`} style={{ width: `${width}%` }} />
      </span>
    </span>
  );
}
