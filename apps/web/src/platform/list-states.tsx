/**
 * The loading and failed states every list screen shows before its rows: a few skeleton cards
 * announced as loading, or the failure with a retry.
 */
import { Button, Card, Skeleton } from '@faena/ui';
import { useTranslation } from 'react-i18next';

const SKELETON_ROWS = ['first', 'second', 'third'];

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {SKELETON_ROWS.map((row) => (
        <Card key={row}>
          <Skeleton lines={2} />
        </Card>
      ))}
    </div>
  );
}

export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Card>
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{message}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    </Card>
  );
}
