import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Badge } from '../../components/Badge/Badge.tsx';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { TopBar, type TopBarProps, type TopBarSearchResult } from './TopBar.tsx';

const tenantLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><rect width="96" height="32" rx="6" fill="#7a1fa2"/><text x="48" y="22" font-size="16" font-family="sans-serif" fill="#fff" text-anchor="middle">ACME</text></svg>',
)}`;

const meta = {
  title: 'Patrones/TopBar',
  component: TopBar,
  args: {
    onMenuClick: fn(),
    onSearch: fn(),
    notificationsHref: '#/notifications',
    unreadCount: 3,
    user: { name: 'Ana María López' },
    profileHref: '#/profile',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'taskManagerHome'] },
    renderLink: { control: false },
    badge: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 375, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

export const Mobile: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = textsFor(globals);
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-variant', 'default');
    // Keyboard order: menu, search, notifications, profile.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.topBar.menu })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuClick).toHaveBeenCalledOnce();
    await userEvent.tab();
    const search = canvas.getByRole('searchbox', { name: t.topBar.search });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('bodega{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('bodega');
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: t.notificationBell.unread.replace('{{count}}', '3') }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.topBar.profile })).toHaveFocus();
    const bar = canvas.getByRole('banner');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

export const WithDrawer: Story = {
  args: {
    drawer: { settingsHref: '#/settings', onLogout: fn(), version: '1.2.146' },
  },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals);
    const menu = canvas.getByRole('button', { name: t.topBar.menu });
    await userEvent.click(menu);
    const dialog = await screen.findByRole('dialog', { name: t.sideDrawer.title });
    await expect(dialog).toHaveTextContent(t.sideDrawer.version.replace('{{version}}', '1.2.146'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(menu).toHaveFocus();
  },
};

export const TaskManagerHome: Story = {
  args: {
    variant: 'taskManagerHome',
    logo: { src: tenantLogo, name: 'Acme', onClick: fn((event) => event.preventDefault()) },
  },
  play: async ({ args, canvas, globals }) => {
    const t = textsFor(globals);
    // The logo takes the menu button's place; the search stays where every screen has it.
    await expect(canvas.queryByRole('button', { name: t.topBar.menu })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: t.topBar.search })).toBeVisible();
    const logo = canvas.getByRole('link', { name: t.logo.home.replace('{{name}}', 'Acme') });
    await userEvent.click(logo);
    await expect(args.logo?.onClick).toHaveBeenCalledOnce();
  },
};

export const TaskManagerHomeWithBadge: Story = {
  args: {
    variant: 'taskManagerHome',
    logo: { name: 'Acme', onClick: fn((event) => event.preventDefault()) },
    badge: <Badge tone="info">Beta</Badge>,
    unreadCount: 150,
  },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals);
    await expect(canvas.getByText('Beta')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t.notificationBell.unread.replace('{{count}}', '99+') }),
    ).toBeVisible();
  },
};

export const Minimal: Story = {
  args: { notificationsHref: undefined, user: undefined, showSearch: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

const places: TopBarSearchResult[] = [
  { id: 'settings', label: 'Configuración', description: 'Mi cuenta', href: '#/settings' },
  { id: 'audit', label: 'Registro de auditoría', description: 'Avanzado', href: '#/settings/audit-log' },
  { id: 'notifications', label: 'Notificaciones', href: '#/notifications' },
];

const onSearchSelect = fn();

/** The search as a combobox over places the app passes in (here filtered by what is typed). */
function SearchingTopBar(props: TopBarProps) {
  const [value, setValue] = useState('');
  const query = value.trim().toLowerCase();
  const results = query ? places.filter((place) => place.label.toLowerCase().includes(query)) : [];
  return (
    <TopBar
      {...props}
      searchValue={value}
      onSearchChange={setValue}
      searchResults={results}
      onSearchSelect={onSearchSelect}
      searchStatus={query ? `${results.length} resultados` : ''}
    />
  );
}

export const SearchResults: Story = {
  render: (args) => <SearchingTopBar {...args} />,
  beforeEach: () => {
    onSearchSelect.mockClear();
  },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals);
    const search = canvas.getByRole('combobox', { name: t.topBar.search });
    await userEvent.type(search, 'reg');
    const list = await canvas.findByRole('listbox', { name: t.topBar.search });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(search).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(onSearchSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'audit' }));
    // Left open on two results, as a person sees the list.
    await userEvent.clear(search);
    await userEvent.type(search, 'ci');
    await expect(await canvas.findAllByRole('option')).toHaveLength(2);
  },
};
