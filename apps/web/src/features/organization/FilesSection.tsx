import { getOrganizationStorage, unwrap } from '@faena/api-client';
import { getOrganizationStorageQueryKey } from '@faena/api-client/query';
import { Card, Skeleton, Switch } from '@faena/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@/platform/files/size';

export interface FilesSectionProps {
  stripImageMetadata: boolean;
  onChange: (stripImageMetadata: boolean) => void;
}

/** What the organisation's uploads take of its quota, and whether photos lose their metadata. */
export function FilesSection({ stripImageMetadata, onChange }: FilesSectionProps) {
  const { t } = useTranslation('organization');
  return (
    <Card as="section" title={t('files.title')} titleAs="h2" description={t('files.description')}>
      <div className="flex flex-col gap-6">
        <StorageMeter />
        <Switch
          name="stripImageMetadata"
          label={t('files.strip')}
          hint={t('files.stripHint')}
          checked={stripImageMetadata}
          onCheckedChange={onChange}
        />
      </div>
    </Card>
  );
}

const METER =
  'block h-2 w-full appearance-none overflow-hidden rounded-full bg-bg-subtle [&::-webkit-meter-bar]:h-2 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-bg-subtle';
const METER_USED = '[&::-moz-meter-bar]:bg-primary [&::-webkit-meter-optimum-value]:bg-primary';
const METER_FULL = '[&::-moz-meter-bar]:bg-danger [&::-webkit-meter-optimum-value]:bg-danger';

function StorageMeter() {
  const { t, i18n } = useTranslation('organization');
  const storage = useQuery({
    queryKey: getOrganizationStorageQueryKey(),
    queryFn: ({ signal }) => unwrap(getOrganizationStorage({ signal })),
  });
  if (storage.isPending)
    return (
      <div className="max-w-md" role="status" aria-label={t('files.loading')}>
        <Skeleton lines={2} />
      </div>
    );
  if (storage.isError) return <p className="text-body text-fg-muted">{t('files.loadError')}</p>;
  const { used_bytes: used, quota_bytes: quota } = storage.data;
  const ratio = quota > 0 ? Math.min(1, used / quota) : 1;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(
    ratio,
  );
  const text = t('files.usage', {
    used: formatSize(used, i18n.language),
    quota: formatSize(quota, i18n.language),
    percent,
  });
  const full = ratio >= 0.9;
  return (
    <div className="flex max-w-md flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4">
        <span id="storage-meter-label" className="text-body font-medium text-fg">
          {t('files.storage')}
        </span>
        <span className="text-body text-fg-muted tabular-nums">{text}</span>
      </div>
      {/* The native meter, its bar and value styled (Chromium/Safari and Firefox pseudo-elements). */}
      <meter
        aria-labelledby="storage-meter-label"
        aria-valuetext={text}
        min={0}
        max={Math.max(quota, 1)}
        value={Math.min(used, quota)}
        className={`${METER} ${full ? METER_FULL : METER_USED}`}
      />
      {full ? <p className="text-body text-danger-fg">{t('files.nearlyFull')}</p> : null}
    </div>
  );
}
