import { client, configureApiClient, createQueryClient } from '@faena/api-client';
import type { WebConfig } from '@faena/contract/env';
import { resolveTenant } from '@faena/contract/tenant';
import { Button, ModalProvider, ToastProvider, UiTextProvider } from '@faena/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { reportAuthFailure } from '../auth/auth-failures';
import { currentIdToken } from '../auth/firebase';
import { SessionProvider } from '../auth/session';
import { AppErrorBoundary } from '../features/errors/ErrorBoundary';
import { followNotificationTaps } from '../features/notifications/push';
import { useCurrentOrganization } from '../features/organization/organization';
import { useOrganizationTheme } from '../features/organization/useOrganizationTheme';
import { AppContext } from './app-context';
import { FullPageSpinner } from './RequireAuth';
import { createRouter } from './router';

const queryClient = createQueryClient();

export function App({ config }: { config: WebConfig }) {
  const subdomain = resolveTenant({ host: window.location.host });
  useMemo(
    () =>
      configureApiClient(client, {
        gatewayUrl: config.gatewayUrl,
        subdomain,
        getToken: currentIdToken,
        onAuthFailure: reportAuthFailure,
      }),
    [config, subdomain],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Organization config={config} subdomain={subdomain} />
    </QueryClientProvider>
  );
}

function Organization({ config, subdomain }: { config: WebConfig; subdomain: string }) {
  const { t, i18n } = useTranslation();
  const organization = useCurrentOrganization(subdomain, config.gatewayUrl);
  useOrganizationTheme(organization.data);
  const router = useMemo(() => createRouter(), []);
  // A tap on a system notification or push (handled by the service worker) opens its page here.
  useEffect(() => followNotificationTaps((href) => void router.navigate(href)), [router]);

  if (organization.isPending) return <FullPageSpinner label={t('loading')} />;
  if (organization.isError) {
    const notFound = (organization.error as { status?: number }).status === 404;
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <p role="alert" className="text-lg font-semibold">
          {notFound ? t('auth:organizationNotFound', { subdomain }) : t('auth:unexpected')}
        </p>
        {notFound && <p className="text-fg-muted">{t('auth:organizationNotFoundHint')}</p>}
        {!notFound && <Button onClick={() => organization.refetch()}>{t('retry')}</Button>}
      </main>
    );
  }
  return (
    <UiTextProvider locale={i18n.language}>
      <ToastProvider>
        <ModalProvider>
          <AppContext.Provider value={{ config, subdomain, organization: organization.data }}>
            <SessionProvider>
              <AppErrorBoundary>
                <RouterProvider router={router} />
              </AppErrorBoundary>
            </SessionProvider>
          </AppContext.Provider>
        </ModalProvider>
      </ToastProvider>
    </UiTextProvider>
  );
}
