// @vitest-environment jsdom
import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from '@faena/contract/flags';
import type { FormField } from '@faena/form-engine/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, renderWithProviders } from '../../test/render';
import { OnboardingPage, onboardingChoiceLabel } from './OnboardingPage';

const state = vi.hoisted(() => ({ session: { status: 'signedOut' } as unknown }));
vi.mock('@/platform/session/session', () => ({ useSession: () => ({ session: state.session }) }));

function renderAt(url: string, flags: FeatureFlags = FEATURE_FLAG_DEFAULTS) {
  renderWithProviders(<OnboardingPage />, {
    route: url,
    path: '/onboarding',
    flags,
    routes: [
      { path: '/sign-in', element: <h1>Inicia sesión</h1> },
      { path: '/', element: <h1>Inicio</h1> },
    ],
  });
}

const signedIn = (onboardedAt: string | null) => ({
  status: 'signedIn',
  user: {},
  person: { id: 'p', name: 'Bruno', email: 'b@x', onboarded_at: onboardedAt },
});

describe('/onboarding', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  afterEach(cleanup);

  it('is not available when the flag is off', () => {
    state.session = signedIn(null);
    renderAt('/onboarding', { ...FEATURE_FLAG_DEFAULTS, onboarding: false });
    expect(screen.getByRole('heading', { name: 'No disponible para esta demo' })).toBeInTheDocument();
  });

  it('tells a signed-out visitor what onboarding is, and offers a sign-in that comes back here', async () => {
    state.session = { status: 'signedOut' };
    renderAt('/onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Completa tus datos' })).toBeInTheDocument();
    expect(
      screen.getByText(/Al unirte a Demo Faena, aquí completas tus datos personales/),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Demo Faena' })).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Iniciar sesión para continuar' });
    await userEvent.setup().click(signIn);
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(sessionStorage.getItem('faena.returnTo')).toBe('/onboarding');
    sessionStorage.clear();
  });

  it('sends someone already onboarded home, unless simulating', async () => {
    state.session = signedIn('2026-11-01T10:00:00.000Z');
    renderAt('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    cleanup();
    renderAt('/onboarding?simulate=1');
    expect(await screen.findByRole('heading', { name: 'Completa tus datos' })).toBeInTheDocument();
    expect(screen.getByText(/Simulación: ya completaste tus datos/)).toBeInTheDocument();
  });

  it("names the identity document types in the person's language; other choices stay as they are", () => {
    const documentType = { id: 'd', name: 'identity_document_type', type: 'multiple_choice' } as FormField;
    const spanish = onboardingChoiceLabel(i18next.getFixedT('es-MX', 'onboarding'));
    const english = onboardingChoiceLabel(i18next.getFixedT('en-US', 'onboarding'));
    expect(spanish('MX_CURP', documentType)).toBe('CURP (México)');
    expect(spanish('PASSPORT', documentType)).toBe('Pasaporte');
    expect(english('PASSPORT', documentType)).toBe('Passport');
    expect(spanish('XX_UNKNOWN', documentType)).toBeUndefined();
    expect(spanish('toString', documentType)).toBeUndefined();
    expect(spanish('PASSPORT', { ...documentType, name: 'other' } as FormField)).toBeUndefined();
  });
});
