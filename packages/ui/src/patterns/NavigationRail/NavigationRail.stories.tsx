import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { Logo } from '../Logo/Logo.tsx';
import type { RenderLinkProps } from '../link.tsx';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu.tsx';
import { NavigationRail, type NavigationRailItem } from './NavigationRail.tsx';

const allItems: NavigationRailItem[] = [
  { id: 'home', href: '#/' },
  { id: 'tools', href: '#/tools' },
  { id: 'organization', href: '#/organization' },
  { id: 'advanced', href: '#/advanced' },
  { id: 'myAccount', href: '#/account' },
];

const onNavigate = fn();
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

const meta = {
  title: 'Patrones/NavigationRail',
  component: NavigationRail,
  args: { items: allItems, activeId: 'home', renderLink },
  argTypes: { renderLink: { control: false }, items: { control: false } },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'lg', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ height: 600, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onNavigate.mockClear();
  },
} satisfies Meta<typeof NavigationRail>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

export const Desktop: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals).navigationRail;
    const nav = canvas.getByRole('navigation', { name: t.label });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      t.home,
      t.tools,
      t.organization,
      t.advanced,
      t.myAccount,
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    // Vertical: each link sits below the previous one.
    const tops = links.map((link) => link.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await userEvent.tab();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('#/tools');
  },
};

export const ActiveOrganization: Story = {
  args: { activeId: 'organization' },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals).navigationRail;
    const active = canvas.getByRole('link', { current: 'page' });
    await expect(active).toHaveTextContent(t.organization);
    const inactive = canvas.getByRole('link', { name: t.home });
    await expect(getComputedStyle(active).backgroundColor).not.toBe(
      getComputedStyle(inactive).backgroundColor,
    );
  },
};

export const FewerSections: Story = {
  args: { items: [allItems[0]!, allItems[4]!], activeId: 'myAccount' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const WithLogoAndProfile: Story = {
  args: {
    header: <Logo size="sm" onClick={(event) => event.preventDefault()} />,
    footer: <ProfileMenu user={{ name: 'Ana María López', email: 'ana@acme.mx' }} onLogout={fn()} />,
  },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals);
    await expect(canvas.getByRole('link', { name: t.logo.home.replace('{{name}}', 'Faena') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.profileMenu.trigger })).toBeVisible();
  },
};

const onToggle = fn();
const withEntries: NavigationRailItem[] = [
  allItems[0]!,
  {
    ...allItems[1]!,
    children: [
      { id: 'activities', href: '#/activities', label: 'Actividades' },
      { id: 'checklists', href: '#/checklists', label: 'Checklists' },
    ],
  },
  allItems[2]!,
  {
    ...allItems[3]!,
    children: [{ id: 'audit-log', href: '#/settings/audit-log', label: 'Registro de auditoría' }],
  },
  allItems[4]!,
];

/** Wide screens: the rail expanded into a labelled sidebar, each section's entries below it. */
export const ExpandedSidebar: Story = {
  args: {
    items: withEntries,
    activeId: 'audit-log',
    expanded: true,
    toggle: { onToggle, expandLabel: 'Expandir navegación', collapseLabel: 'Contraer navegación' },
  },
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals).navigationRail;
    const nav = canvas.getByRole('navigation', { name: t.label });
    await expect(within(nav).getByRole('link', { name: 'Actividades' })).toBeVisible();
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Registro de auditoría',
    );
    // Labels sit beside their icons on one line: nothing is cut.
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    }
    const toggle = canvas.getByRole('button', { name: 'Contraer navegación' });
    await userEvent.click(toggle);
    await expect(onToggle).toHaveBeenCalled();
  },
};
