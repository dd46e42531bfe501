import { apiUrl, getPushConfig, registerNotificationDevice, unwrap } from '@faena/api-client';
import { AlertIcon, CloseIcon, IconButton } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppContext } from '@/platform/context';
import { currentIdToken } from '@/platform/session/identity';
import { inboxQueryRoot, useNotificationsAccess } from './inbox';
import { startNotificationStream } from './notification-stream';
import { useNotificationPermission } from './permission';
import {
  firebasePushRegistration,
  notificationsWorker,
  registerPushDevice,
  showSystemNotification,
} from './push';

export const STREAM_PATH = '/api/notifications/devices/sse';

/**
 * Notifications' work behind every signed-in screen (SPEC 4, 6, 8): with VIEW_NOTIFICATIONS,
 * the live stream (a new notification refetches the inbox) and the permission request on load.
 * After 5 failed connections in a row, a dismissible alert says in-app alerts are off.
 */
export function NotificationCenter() {
  const { personId, allowed } = useNotificationsAccess();
  if (!allowed || !personId) return null;
  return <LiveNotifications key={personId} />;
}

function LiveNotifications() {
  const { t } = useTranslation('notifications');
  const { config, subdomain } = useAppContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [gaveUp, setGaveUp] = useState(false);
  const permission = useNotificationPermission({ requestOnLoad: true });
  const pushRegistration = useMemo(() => firebasePushRegistration(config), [config]);
  // The latest handlers, so the stream is opened once per person, not on every render.
  const handlers = useRef({ navigate, t });
  handlers.current = { navigate, t };

  useEffect(() => {
    const stream = startNotificationStream({
      url: apiUrl(STREAM_PATH, config.gatewayUrl, subdomain),
      getToken: currentIdToken,
      onNotification: (notification) => {
        void queryClient.invalidateQueries({ queryKey: inboxQueryRoot() });
        const { t: translate, navigate: go } = handlers.current;
        showSystemNotification(
          notification,
          { heading: (type) => translate(`types.${type === 'NEW_POST' ? 'NEW_POST' : 'other'}`) },
          (href) => void go(href),
          notificationsWorker,
        ).catch(() => undefined);
      },
      onOpen: () => setGaveUp(false),
      onGiveUp: () => setGaveUp(true),
    });
    return () => stream.stop();
  }, [config.gatewayUrl, subdomain, queryClient]);

  // Once allowed: the service worker (it shows pushes and handles taps), then push.
  useEffect(() => {
    if (permission.state !== 'granted') return;
    void notificationsWorker();
    registerPushDevice(permission.state, pushRegistration, {
      publicKey: async () => (await unwrap(getPushConfig())).webPushPublicKey,
      register: (device) => unwrap(registerNotificationDevice({ body: device })),
    }).catch(() => undefined);
  }, [permission.state, pushRegistration]);

  if (!gaveUp) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 border-b border-warning bg-warning-subtle px-4 py-2 text-body text-fg"
    >
      <span aria-hidden="true" className="py-1 text-warning-fg">
        <AlertIcon width="1.1rem" height="1.1rem" />
      </span>
      <span className="flex-1 py-1">{t('streamFailed')}</span>
      <IconButton
        size="sm"
        variant="ghost"
        label={t('dismiss')}
        icon={<CloseIcon />}
        onClick={() => setGaveUp(false)}
      />
    </div>
  );
}
