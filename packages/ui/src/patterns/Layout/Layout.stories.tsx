/** How the patterns compose into the SPEC 2.3 shell: the mobile layout below 992px, the desktop one above. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdvancedIcon, HomeIcon, OrganizationIcon, ToolsIcon } from '../../components/Icons/Icons.tsx';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { BottomTabBar } from '../BottomTabBar/BottomTabBar.tsx';
import { ImpersonationBanner } from '../ImpersonationBanner/ImpersonationBanner.tsx';
import { Logo } from '../Logo/Logo.tsx';
import type { RenderLinkProps } from '../link.tsx';
import { NavigationRail } from '../NavigationRail/NavigationRail.tsx';
import { NotificationBell } from '../NotificationBell/NotificationBell.tsx';
import { PriorityIndicator } from '../PriorityIndicator/PriorityIndicator.tsx';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { TopBar } from '../TopBar/TopBar.tsx';

const onNavigate = fn();
const onLogout = fn();
const onExit = fn();
const renderLink = ({ href, children, onClick, ...rest }: RenderLinkProps) => (
  <a
    {...rest}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      onNavigate(href);
      onClick?.(event);
    }}
  >
    {children}
  </a>
);

const user = { name: 'Ana María López', email: 'ana.lopez@acme.mx' };

function ActivityList() {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: '1rem', display: 'grid', gap: '0.75rem' }}>
      {(
        [
          ['Revisión de extintores', 2, 'ACTIVE'],
          ['Limpieza de bodega', 5, 'SCHEDULED'],
          ['Inventario mensual', 8, 'EXPIRED'],
        ] as const
      ).map(([title, priority, status]) => (
        <li key={title} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <PriorityIndicator priority={priority} />
          <span style={{ flex: 1 }}>{title}</span>
          <StatusBadge status={status} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Patrones/Layout',
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    onNavigate.mockClear();
    onLogout.mockClear();
    onExit.mockClear();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

export const Mobile: Story = {
  render: () => (
    <div
      style={{
        width: 375,
        height: 640,
        display: 'flex',
        flexDirection: 'column',
        border: '1px solid #e2e6eb',
      }}
    >
      <TopBar
        renderLink={renderLink}
        drawer={{ settingsHref: '#/settings', onLogout, version: '1.2.146' }}
        notificationsHref="#/notifications"
        unreadCount={12}
        user={user}
      />
      <main style={{ flex: 1, overflow: 'auto' }}>
        <ActivityList />
      </main>
      <ImpersonationBanner name="Juan Pérez" onExit={onExit} position="static" />
      <BottomTabBar
        position="static"
        renderLink={renderLink}
        activeId="activities"
        tabs={[
          { id: 'home', label: 'Inicio', href: '#/', icon: <HomeIcon /> },
          { id: 'activities', label: 'Actividades', href: '#/activities', icon: <ToolsIcon /> },
          { id: 'reports', label: 'Reportes', href: '#/reports', icon: <AdvancedIcon /> },
          {
            id: 'wf-1',
            label: 'Permisos',
            href: '#/workflows/1/dispatch-action',
            icon: <OrganizationIcon />,
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t.topBar.search })).toBeVisible();
    const bottom = canvas.getByRole('navigation', { name: t.bottomTabBar.label });
    await expect(within(bottom).getByRole('link', { current: 'page' })).toHaveTextContent('Actividades');
    await userEvent.click(canvas.getByRole('button', { name: t.topBar.menu }));
    const drawer = await screen.findByRole('dialog', { name: t.sideDrawer.title });
    await userEvent.click(within(drawer).getByRole('button', { name: t.sideDrawer.logout }));
    await expect(onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t.impersonation.exit }));
    await expect(onExit).toHaveBeenCalledOnce();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  render: () => (
    <div style={{ width: '100%', height: 600, display: 'flex', border: '1px solid #e2e6eb' }}>
      <NavigationRail
        renderLink={renderLink}
        activeId="home"
        header={<Logo size="sm" renderLink={renderLink} />}
        footer={
          <>
            <NotificationBell href="#/notifications" unreadCount={120} renderLink={renderLink} />
            <ProfileMenu user={user} settingsHref="#/settings" onLogout={onLogout} renderLink={renderLink} />
          </>
        }
        items={[
          { id: 'home', href: '#/' },
          { id: 'tools', href: '#/tools' },
          { id: 'organization', href: '#/organization' },
          { id: 'advanced', href: '#/advanced' },
          { id: 'myAccount', href: '#/account' },
        ]}
      />
      <main style={{ flex: 1, overflow: 'auto' }}>
        <ActivityList />
      </main>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals);
    const rail = canvas.getByRole('navigation', { name: t.navigationRail.label });
    await expect(within(rail).getByRole('link', { current: 'page' })).toHaveTextContent(
      t.navigationRail.home,
    );
    await userEvent.click(within(rail).getByRole('link', { name: t.navigationRail.tools }));
    await expect(onNavigate).toHaveBeenCalledWith('#/tools');
    await expect(
      canvas.getByRole('link', { name: t.notificationBell.unread.replace('{{count}}', '99+') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.profileMenu.trigger }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t.profileMenu.logout }));
    await expect(onLogout).toHaveBeenCalledOnce();
  },
};
