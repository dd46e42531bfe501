import type { WebConfig } from '@faena/contract/env';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '@faena/contract/flags';
import { ModalProvider, ToastProvider, UiTextProvider } from '@faena/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppContext, type AppContextValue } from '@/platform/context';
import type { Organization } from '@/platform/organization/organization';

export { initI18n } from '@/app/i18n';

export const TEST_ORGANIZATION: Organization = {
  id: 'demo',
  name: 'Demo Faena',
  subdomain: 'demo',
  logoUrl: null,
  firebaseTenantId: null,
  signInMethods: [{ type: 'PASSWORD' }],
  brand: { primary: null, accent: null },
  wording: { 'es-MX': {}, 'en-US': {} },
  hiddenFieldTypes: [],
  stripImageMetadata: true,
};

export interface RenderOptions {
  /** The URL the screen is shown at (inside a memory router); no router when omitted. */
  route?: string;
  /** The route pattern the screen is mounted on (default: any path). */
  path?: string;
  organization?: Partial<Organization>;
  flags?: Partial<FeatureFlags>;
  config?: Partial<WebConfig>;
  subdomain?: string;
  queryClient?: QueryClient;
  locale?: string;
  /** Other routes beside the screen's (e.g. where it navigates to). */
  routes?: RouteObject[];
}

/**
 * A screen with the providers the app gives it: query cache, ui texts, toasts, modals, the
 * app context (config, tenant, organisation) and, with `route` or a route table, a router.
 */
export function renderWithProviders(ui: ReactElement | RouteObject[], options: RenderOptions = {}) {
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const context = {
    config: {
      gatewayUrl: 'http://{subdomain}.faena.localhost:3000',
      version: '1.2.146',
      ...options.config,
      flags: { ...FEATURE_FLAG_DEFAULTS, ...options.config?.flags, ...options.flags },
    },
    subdomain: options.subdomain ?? 'demo',
    organization: { ...TEST_ORGANIZATION, ...options.organization },
  } as AppContextValue;
  // A route table (e.g. a layout with its children) or one screen, at `route`.
  const table = Array.isArray(ui) ? ui : [{ path: options.path ?? '*', element: ui }];
  const content =
    options.route === undefined && !Array.isArray(ui) ? (
      ui
    ) : (
      <RouterProvider
        router={createMemoryRouter([...table, ...(options.routes ?? [])], {
          initialEntries: [options.route ?? '/'],
        })}
      />
    );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <UiTextProvider locale={options.locale ?? 'es-MX'}>
        <ToastProvider>
          <ModalProvider>
            <AppContext.Provider value={context}>{content}</AppContext.Provider>
          </ModalProvider>
        </ToastProvider>
      </UiTextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, context };
}
