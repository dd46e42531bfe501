// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantEveryPermission, impersonation, NOT_AVAILABLE } from '../../test/impersonation-session';
import { initI18n, renderWithProviders } from '../../test/render';
import { OrganizationPage } from './OrganizationPage';

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

  it("replaces the organization's settings with the reason they are not there", async () => {
    impersonation.impersonating = { name: 'Ana Torres' };
    renderWithProviders(<OrganizationPage />, { route: '/organization' });
    expect(await screen.findByRole('note')).toHaveTextContent(NOT_AVAILABLE);
    expect(screen.queryByRole('button', { name: /guardar/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows the organization's settings in an ordinary session", async () => {
    renderWithProviders(<OrganizationPage />, { route: '/organization' });
    expect(await screen.findAllByRole('textbox')).not.toHaveLength(0);
    expect(screen.queryByText(NOT_AVAILABLE)).not.toBeInTheDocument();
  });
});
