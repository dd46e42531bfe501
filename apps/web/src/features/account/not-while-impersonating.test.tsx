// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantEveryPermission, impersonation, NOT_AVAILABLE } from '../../test/impersonation-session';
import { initI18n, renderWithProviders } from '../../test/render';
import MyAccountPage from './MyAccountPage';

vi.mock('@/platform/session/session', () => import('../../test/impersonation-session'));

describe('while acting as someone else', () => {
  beforeAll(async () => {
    await initI18n('es-MX');
  });
  beforeEach(grantEveryPermission);
  afterEach(() => {
    cleanup();
    impersonation.impersonating = null;
  });

  it('offers impersonating in an ordinary session', async () => {
    renderWithProviders(<MyAccountPage />, { route: '/my-account' });
    expect(await screen.findByLabelText('Buscar persona')).toBeInTheDocument();
    expect(screen.queryByText(NOT_AVAILABLE)).not.toBeInTheDocument();
  });

  it('replaces the impersonation search with the reason it is not there', async () => {
    impersonation.impersonating = { name: 'Ana Torres' };
    renderWithProviders(<MyAccountPage />, { route: '/my-account' });
    expect(await screen.findByRole('note')).toHaveTextContent(NOT_AVAILABLE);
    expect(screen.queryByLabelText('Buscar persona')).not.toBeInTheDocument();
  });
});
