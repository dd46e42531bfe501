import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  AdvancedIcon,
  HomeIcon,
  OrganizationIcon,
  ToolsIcon,
  UserIcon,
} from '../../components/Icons/Icons.tsx';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import type { RenderLinkProps } from '../link.tsx';
import { type BottomTab, BottomTabBar } from './BottomTabBar.tsx';

const threeTabs: BottomTab[] = [
  { id: 'home', label: 'Inicio', href: '#/', icon: <HomeIcon /> },
  { id: 'activities', label: 'Actividades', href: '#/activities', icon: <ToolsIcon /> },
  { id: 'reports', label: 'Reportes', href: '#/reports', icon: <AdvancedIcon /> },
];
const manyTabs: BottomTab[] = [
  ...threeTabs,
  {
    id: 'wf-12',
    label: 'Permisos de trabajo',
    href: '#/workflows/12/dispatch-action',
    icon: <OrganizationIcon />,
  },
  { id: 'wf-31', label: 'Reporte de incidentes', href: '#/workflows/31/dispatch-action', icon: <UserIcon /> },
];

/** Stories stay on the page: links only report their clicks. */
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
  title: 'Patrones/BottomTabBar',
  component: BottomTabBar,
  args: { tabs: threeTabs, activeId: 'home', position: 'static', renderLink, onOverlayOpenChange: fn() },
  argTypes: {
    position: { control: 'inline-radio', options: ['fixed', 'static'] },
    renderLink: { control: false },
    tabs: { control: false },
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
  beforeEach: () => {
    onNavigate.mockClear();
  },
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

export const ThreeTabs: Story = {
  play: async ({ canvas, globals }) => {
    const nav = canvas.getByRole('navigation', { name: textsFor(globals).bottomTabBar.label });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    // Three equal columns.
    const widths = links.map((link) => Math.round(link.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('#/activities');
  },
};

export const ActiveSecondTab: Story = {
  args: { activeId: 'activities' },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Actividades');
  },
};

export const MoreThanThree: Story = {
  args: { tabs: manyTabs, activeId: 'wf-31' },
  play: async ({ args, canvas, globals, step }) => {
    const t = textsFor(globals).bottomTabBar;
    const more = canvas.getByRole('button', { name: t.more });
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(more).toHaveAttribute('data-active', 'true');

    await step('the plus button opens the overlay grid from the keyboard', async () => {
      more.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: t.allTabs });
      await expect(within(dialog).getAllByRole('link')).toHaveLength(5);
      await expect(within(dialog).getByRole('link', { current: 'page' })).toHaveTextContent(
        'Reporte de incidentes',
      );
      await expect(args.onOverlayOpenChange).toHaveBeenLastCalledWith(true);
    });

    await step('Escape closes it and focus returns to the plus button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(more).toHaveFocus();
    });

    await step('the close button closes it', async () => {
      await userEvent.click(more);
      const dialog = await screen.findByRole('dialog', { name: t.allTabs });
      await userEvent.click(within(dialog).getByRole('button', { name: t.close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    await step('choosing a tab navigates and closes it', async () => {
      await userEvent.click(more);
      const dialog = await screen.findByRole('dialog', { name: t.allTabs });
      await userEvent.click(within(dialog).getByRole('link', { name: 'Permisos de trabajo' }));
      await expect(onNavigate).toHaveBeenCalledWith('#/workflows/12/dispatch-action');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

export const OverlayOpen: Story = {
  // An open modal would trap focus on the docs page.
  tags: ['!autodocs'],
  args: { tabs: manyTabs, overlayOpen: true },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: textsFor(globals).bottomTabBar.allTabs });
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished));
    await expect(dialog).toBeVisible();
  },
};

export const Fixed: Story = {
  tags: ['!autodocs'],
  args: { position: 'fixed' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};
