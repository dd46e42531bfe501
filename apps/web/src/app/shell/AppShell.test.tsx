// @vitest-environment jsdom
import type { PermissionCode } from '@faena/api-client';
import type { FeatureFlags } from '@faena/contract/flags';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShellParts } from '@/platform/feature';
import { initI18n, renderWithProviders } from '../../test/render';
import { FEATURES } from '../features';
import { AppShell } from './AppShell';

const state = vi.hoisted(() => ({
  permissions: [] as string[],
  workflowTypes: [] as { id: string; name: string; icon: string }[],
  impersonating: null as { name: string } | null,
  logout: () => {},
  unread: 0,
}));

vi.mock('@/platform/session/session', () => ({
  useSession: () => ({
    session: {
      status: 'signedIn',
      user: {},
      person: { id: 'p1', tenant_id: 'demo', name: 'Ana Torres', email: 'ana@demo.faena.test' },
    },
    signOut: async () => {},
    logout: state.logout,
    impersonating: state.impersonating,
  }),
}));
vi.mock('@/platform/site-config', () => ({
  useSiteConfig: () => ({
    data: { permissions: new Set(state.permissions) },
    isPending: false,
    isError: false,
  }),
}));
vi.mock('../../features/notifications/inbox', async (original) => {
  const inbox = { pages: [{ results: [], count: 0, totalUnread: 0 }], pageParams: [1] };
  return {
    ...(await original<typeof import('../../features/notifications/inbox')>()),
    useUnreadCount: () => state.unread,
    useNotificationsInbox: () => ({
      data: { ...inbox, pages: [{ ...inbox.pages[0], totalUnread: state.unread }] },
      isPending: false,
      isError: false,
    }),
  };
});
vi.mock('../../features/notifications/NotificationCenter', () => ({ NotificationCenter: () => null }));
vi.mock('./workflow-types', () => ({
  useMyWorkflowTypes: () => ({ data: state.workflowTypes, isPending: false, isError: false }),
}));

/** The window's width as media queries see it; changing it notifies their listeners, as resizing does. */
const viewport = { width: 375, listeners: new Set<() => void>() };
function setWidth(width: number) {
  viewport.width = width;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= viewport.width;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => viewport.listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => viewport.listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
}
function resizeTo(width: number) {
  act(() => {
    viewport.width = width;
    for (const listener of viewport.listeners) listener();
  });
}

/** A screen with state of its own, to tell a re-mount (state lost) from a re-render. */
function Draft() {
  const [text, setText] = useState('');
  return <input aria-label="Borrador" value={text} onChange={(event) => setText(event.target.value)} />;
}

function renderShell({
  path = '/activities',
  permissions = ['VIEW_HOME', 'VIEW_SETTINGS', 'VIEW_NOTIFICATIONS'] as PermissionCode[],
  flags = {} as Partial<FeatureFlags>,
  width = 375,
} = {}) {
  state.permissions = permissions;
  setWidth(width);
  return renderWithProviders(
    [
      {
        element: <AppShell parts={shellParts} />,
        children: [
          { path: 'draft', element: <Draft /> },
          { path: '*', element: <p>Pantalla</p> },
        ],
      },
    ],
    {
      route: path,
      flags,
      organization: { id: 'demo', name: 'Demo Faena', subdomain: 'demo', logoUrl: null },
    },
  );
}

const bottomBar = () => screen.getByRole('navigation', { name: 'Navegación principal' });

/** The features' shell parts, as the router loads them with the shell. */
let shellParts: ShellParts[] = [];

beforeAll(async () => {
  await initI18n('es-MX');
  shellParts = await Promise.all(FEATURES.flatMap((feature) => (feature.shell ? [feature.shell()] : [])));
});
afterEach(() => {
  cleanup();
  state.workflowTypes = [];
  state.impersonating = null;
  state.unread = 0;
  localStorage.clear();
});

describe('AppShell, mobile (below 992px)', () => {
  it('shows Home, Activities and Reports; no plus with 3 tabs', () => {
    renderShell();
    const links = within(bottomBar())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Inicio', 'Actividades', 'Reportes']);
    expect(within(bottomBar()).queryByRole('button', { name: 'Más secciones' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notificaciones' }).getAttribute('href')).toBe('/notifications');
    expect(screen.getByRole('link', { name: 'Mi perfil' }).getAttribute('href')).toBe('/profile');
  });

  it('searches the screens and settings one may reach, and opens the chosen one', async () => {
    renderShell({ permissions: ['VIEW_HOME', 'VIEW_SETTINGS', 'VIEW_AUDIT_LOG'] });
    const box = screen.getByRole('combobox', { name: 'Buscar' });
    await userEvent.type(box, 'auditoria');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Registro de auditoríaAvanzado',
    ]);
    expect(screen.getByText('1 resultado.')).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Pantalla')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await userEvent.type(box, 'organizacion');
    // Organización needs MANAGE_ORGANIZATION: not found.
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(
      screen.getByText('Nada coincide con «organizacion».', { selector: '[role="status"]' }),
    ).toBeVisible();
  });

  it('lists in the drawer what the desktop sidebar holds', async () => {
    renderShell({ permissions: ['VIEW_HOME', 'VIEW_AUDIT_LOG', 'MANAGE_ORGANIZATION'] });
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Inicio',
      'Herramientas',
      'Actividades',
      'Checklists',
      'Reportes',
      'Flujos de trabajo',
      'Publicaciones',
      'Archivos',
      'Enlaces',
      'Pendientes de enviar',
      'Organización',
      'Avanzado',
      'Organigrama',
      'Lugares',
      'Registro de auditoría',
      'Mi cuenta',
    ]);
  });

  it("counts the inbox's unread notifications on the top bar's bell, capped at 99+", () => {
    state.unread = 120;
    renderShell();
    expect(screen.getByRole('link', { name: 'Notificaciones, 99+ sin leer' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('hides Home without VIEW_HOME and the bell without VIEW_NOTIFICATIONS', () => {
    renderShell({ permissions: ['VIEW_SETTINGS'] });
    const links = within(bottomBar())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Actividades', 'Reportes']);
    expect(screen.queryByRole('link', { name: /Notificaciones/ })).toBeNull();
  });

  it('with more than 3 tabs the last slot is the plus, opening every tab with a close button', async () => {
    state.workflowTypes = [
      { id: 'wt-1', name: 'Solicitudes de compra', icon: 'cart' },
      { id: 'wt-2', name: 'Mantenimiento', icon: 'wrench' },
    ];
    renderShell();
    const bar = bottomBar();
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio', 'Actividades']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Más secciones' }));
    const overlay = await screen.findByRole('dialog', { name: 'Todas las secciones' });
    const all = within(overlay).getAllByRole('link');
    expect(all.map((link) => link.textContent)).toEqual([
      'Inicio',
      'Actividades',
      'Reportes',
      'Solicitudes de compra',
      'Mantenimiento',
    ]);
    expect(all[3]!.getAttribute('href')).toBe('/workflows/wt-1/dispatch-action');
    await userEvent.click(within(overlay).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the drawer with settings, logout and the version', async () => {
    const logout = vi.fn();
    state.logout = logout;
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    expect(within(drawer).getByRole('link', { name: 'Configuración' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(within(drawer).getByText('Versión 1.2.146')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar sesión' }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('leaves settings out of the drawer without VIEW_SETTINGS or with the settings feature off', async () => {
    renderShell({ flags: { settings: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    expect(within(drawer).queryByRole('link', { name: 'Configuración' })).toBeNull();
  });

  it("on home, with the task-manager home, shows the organisation logo in the menu button's place, search kept", () => {
    renderShell({ path: '/' });
    expect(screen.getByRole('link', { name: 'Demo Faena, ir al inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Buscar' })).toBeInTheDocument();
    cleanup();
    renderShell({ path: '/', flags: { taskManagerHome: false } });
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
  });

  it('shows the impersonation banner whose Salir logs out', async () => {
    const logout = vi.fn();
    state.logout = logout;
    state.impersonating = { name: 'Bruno Díaz' };
    renderShell();
    expect(screen.getByText('IMPORTANTE: Suplantando a Bruno Díaz')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    expect(logout).toHaveBeenCalledOnce();
  });
});

describe('AppShell, desktop (992px and up)', () => {
  it('shows the labelled sidebar and the profile menu with edit profile only behind its flag', async () => {
    renderShell({
      width: 1280,
      path: '/',
      permissions: [
        'VIEW_HOME',
        'VIEW_SETTINGS',
        'VIEW_NOTIFICATIONS',
        'MANAGE_ORGANIZATION',
        'VIEW_AUDIT_LOG',
      ],
    });
    const rail = screen.getByRole('navigation', { name: 'Navegación principal' });
    // The default logo (not the organisation's) outside /public, leading home.
    expect(within(rail).getByRole('link', { name: 'Faena, ir al inicio' }).getAttribute('href')).toBe('/');
    const sections = within(rail)
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('aria-label'));
    // Wide: the sidebar, each section's areas below it (only those built and permitted).
    expect(sections.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Inicio', '/'],
      ['Herramientas', '/tools'],
      ['Actividades', '/activities'],
      ['Checklists', '/checklists'],
      ['Reportes', '/reports/list'],
      ['Flujos de trabajo', '/workflows'],
      ['Publicaciones', '/posts'],
      ['Archivos', '/assets'],
      ['Enlaces', '/links'],
      ['Pendientes de enviar', '/sync'],
      ['Organización', '/organization'],
      ['Avanzado', '/advanced'],
      ['Organigrama', '/org-chart'],
      ['Lugares', '/venues'],
      ['Registro de auditoría', '/settings/audit-log'],
      ['Mi cuenta', '/my-account'],
    ]);
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    // The top bar says where one is.
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByText('Inicio')).toHaveAttribute('aria-current', 'page');
    // The bell opens the notifications dropdown.
    expect(screen.getByRole('button', { name: 'Notificaciones' })).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(screen.getByRole('button', { name: 'Menú de perfil' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ana@demo.faena.test')).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Editar perfil' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Configuración' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('hides Organización without MANAGE_ORGANIZATION and areas not built or not permitted', () => {
    renderShell({ width: 1280, path: '/' });
    const rail = screen.getByRole('navigation', { name: 'Navegación principal' });
    // Every member reads the org chart and the venues; the administration needs its permission.
    expect(
      within(rail)
        .getAllByRole('link')
        .filter((link) => !link.getAttribute('aria-label'))
        .map((link) => link.textContent),
    ).toEqual([
      'Inicio',
      'Herramientas',
      'Actividades',
      'Checklists',
      'Reportes',
      'Flujos de trabajo',
      'Publicaciones',
      'Archivos',
      'Enlaces',
      'Pendientes de enviar',
      'Avanzado',
      'Organigrama',
      'Lugares',
      'Mi cuenta',
    ]);
  });

  it('collapses the sidebar into the rail and remembers it; marks the area and its section', async () => {
    renderShell({ width: 1280, path: '/settings/audit-log', permissions: ['VIEW_AUDIT_LOG'] });
    const rail = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(rail).getByRole('link', { name: 'Registro de auditoría' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Avanzado' })).toHaveAttribute('href', '/advanced');
    await userEvent.click(within(rail).getByRole('button', { name: 'Contraer navegación' }));
    // The rail: no areas, the section current, each label whole in its tooltip.
    expect(within(rail).queryByRole('link', { name: 'Registro de auditoría' })).toBeNull();
    const advanced = within(rail).getByRole('link', { name: 'Avanzado' });
    expect(advanced).toHaveAttribute('aria-current', 'page');
    expect(advanced).toHaveAttribute('title', 'Avanzado');
    cleanup();
    renderShell({ width: 1280, path: '/' });
    expect(screen.getByRole('button', { name: 'Expandir navegación' })).toBeInTheDocument();
  });

  it('starts as the rail below 1216px', () => {
    renderShell({ width: 1000, path: '/' });
    expect(screen.getByRole('button', { name: 'Expandir navegación' })).toBeInTheDocument();
  });

  it('adds edit profile with its flag and drops settings and the bell without their permissions', async () => {
    renderShell({ width: 1280, permissions: ['VIEW_HOME'], flags: { editProfile: true } });
    expect(screen.queryByRole('button', { name: /Notificaciones/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Menú de perfil' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Editar perfil' }).getAttribute('href')).toBe(
      '/profile/edit',
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Configuración' })).toBeNull();
  });

  it('toggles the chrome-less fallback view with a double Shift', async () => {
    renderShell({ width: 1280 });
    await userEvent.keyboard('{Shift}{Shift}');
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
    expect(screen.getByText('Pantalla')).toBeInTheDocument();
    await userEvent.keyboard('{Shift}{Shift}');
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  });
});

describe('AppShell, crossing 992px', () => {
  it('swaps the chrome around the screen without re-mounting it (its state survives)', async () => {
    renderShell({ width: 375, path: '/draft' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Borrador' }), 'sin guardar');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();

    resizeTo(1280);
    expect(screen.getByRole('button', { name: 'Menú de perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Borrador' })).toHaveValue('sin guardar');

    resizeTo(375);
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Borrador' })).toHaveValue('sin guardar');
  });
});
