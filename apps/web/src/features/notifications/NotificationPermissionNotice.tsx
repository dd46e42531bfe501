import { Button } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationPermission } from './permission';

/**
 * SPEC 8: a denied permission shows a warning with a button to turn it back on (the browser
 * will not ask again, so the button explains where to allow it and checks again); an
 * unsupported browser is told to use the mobile app. Nothing when prompt or granted.
 */
export function NotificationPermissionNotice() {
  const { t } = useTranslation('notifications');
  const { state, recheck } = useNotificationPermission();
  const [asked, setAsked] = useState(false);

  if (state === 'unsupported') {
    return (
      <p role="note" className="rounded-md border border-border bg-info-subtle px-4 py-3 text-body text-fg">
        {t('permission.unsupported')}
      </p>
    );
  }
  if (state !== 'denied') return null;
  return (
    <section
      aria-labelledby="notifications-permission-title"
      className="flex flex-col gap-2 rounded-md border border-warning bg-warning-subtle px-4 py-3 text-body text-fg"
    >
      <h2 id="notifications-permission-title" className="font-semibold">
        {t('permission.deniedTitle')}
      </h2>
      <p>{t('permission.deniedBody')}</p>
      {asked ? (
        <p role="status">
          {t('permission.stillDenied')} {t('permission.reEnableSteps')}
        </p>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        onClick={async () => {
          const next = await recheck();
          setAsked(next === 'denied');
        }}
      >
        {t('permission.reEnable')}
      </Button>
    </section>
  );
}
