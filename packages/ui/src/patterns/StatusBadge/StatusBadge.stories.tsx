import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { ACTIVITY_DISPLAY_STATUSES, type ActivityDisplayStatus, StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Patrones/StatusBadge',
  component: StatusBadge,
  args: { status: 'ACTIVE' },
  argTypes: { status: { control: 'inline-radio', options: ACTIVITY_DISPLAY_STATUSES } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

function statusStory(status: ActivityDisplayStatus): Story {
  return {
    args: { status },
    play: async ({ canvas, globals }) => {
      const badge = canvas.getByText(textsFor(globals).statusBadge[status]);
      await expect(badge).toHaveAttribute('data-status', status);
      await expect(badge).toBeVisible();
    },
  };
}

export const Scheduled = statusStory('SCHEDULED');
export const Active = statusStory('ACTIVE');
export const Completed = statusStory('COMPLETED');
export const Expired = statusStory('EXPIRED');
export const Cancelled = statusStory('CANCELLED');

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      {ACTIVITY_DISPLAY_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-status]');
    await expect(badges).toHaveLength(5);
    const colours = new Set(Array.from(badges, (badge) => getComputedStyle(badge).color));
    await expect(colours.size).toBe(5);
  },
};
