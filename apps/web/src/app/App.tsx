import type { WebConfig } from '@faena/contract/env';
import { resolveTenant } from '@faena/contract/tenant';
import { Button, ModalProvider, ToastProvider, UiTextProvider } from '@faena/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { configureApi, queryClient } from '@/platform/api';
import { AppContext } from '@/platform/context';
import { AppErrorBoundary } from '@/platform/errors/ErrorBoundary';
import { FullPageSpinner } from '@/platform/FullPageSpinner';
import { collectHomeCards, HomeCardsContext } from '@/platform/home-cards';
import { useOrganizationTheme } from '@/platform/organization/brand';
import { OrganizationNotFound } from '@/platform/organization/OrganizationNotFound';
import { useCurrentOrganization } from '@/platform/organization/organization';
import { SessionProvider } from '@/platform/session/session';
import { FEATURES } from './features';
import { createRouter } from './router';

const HOME_CARDS = collectHomeCards(FEATURES);
const SIGN_OUT_HOOKS = FEATURES.flatMap((feature) => (feature.onSignOut ? [feature.onSignOut] : []));

export function App({ config }: { config: WebConfig }) {
  const subdomain = resolveTenant({ host: window.location.host });
  useMemo(() => configureApi(config, subdomain), [config, subdomain]);
  return (
    <QueryClientProvider client={queryClient}>
      <Organization config={config} subdomain={subdomain} />
    </QueryClientProvider>
  );
}

function Organization({ config, subdomain }: { config: WebConfig; subdomain: string }) {
  const { t, i18n } = useTranslation();
  const organization = useCurrentOrganization(config.gatewayUrl);
  useOrganizationTheme(organization.data);
  const router = useMemo(() => createRouter(), []);
  useEffect(() => {
    const stops = FEATURES.map((feature) =>
      feature.onStart?.({ navigate: (href) => void router.navigate(href) }),
    );
    return () => {
      for (const stop of stops) stop?.();
    };
  }, [router]);

  if (organization.isPending) return <FullPageSpinner label={t('loading')} />;
  if (organization.isError) {
    if ((organization.error as { status?: number }).status === 404)
      return (
        <UiTextProvider locale={i18n.language}>
          <OrganizationNotFound subdomain={subdomain} webUrl={config.webUrl} />
        </UiTextProvider>
      );
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <p role="alert" className="text-section-title font-semibold">
          {t('session:unexpected')}
        </p>
        <Button onClick={() => organization.refetch()}>{t('retry')}</Button>
      </main>
    );
  }
  return (
    <UiTextProvider locale={i18n.language}>
      <ToastProvider>
        <ModalProvider>
          <AppContext.Provider value={{ config, subdomain, organization: organization.data }}>
            <SessionProvider onSignOut={SIGN_OUT_HOOKS}>
              <HomeCardsContext.Provider value={HOME_CARDS}>
                <AppErrorBoundary>
                  <RouterProvider router={router} />
                </AppErrorBoundary>
              </HomeCardsContext.Provider>
            </SessionProvider>
          </AppContext.Provider>
        </ModalProvider>
      </ToastProvider>
    </UiTextProvider>
  );
}
