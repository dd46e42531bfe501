import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { ACTIVITY_PRIORITIES, PRIORITY_NAMES, PriorityIndicator } from './PriorityIndicator.tsx';

const meta = {
  title: 'Patrones/PriorityIndicator',
  component: PriorityIndicator,
  args: { priority: 5, showLabel: false },
  argTypes: { priority: { control: 'select', options: ACTIVITY_PRIORITIES } },
} satisfies Meta<typeof PriorityIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

function priorityStory(priority: (typeof ACTIVITY_PRIORITIES)[number], arrows: number): Story {
  return {
    args: { priority },
    play: async ({ canvas, globals }) => {
      const t = textsFor(globals);
      const name = t.priority.label.replace('{{name}}', t.priority[PRIORITY_NAMES[priority]]);
      const img = canvas.getByRole('img', { name });
      await expect(img.querySelectorAll('svg')).toHaveLength(arrows);
    },
  };
}

export const Reminder = priorityStory(0, 1);
export const Critical = priorityStory(2, 3);
export const VeryHigh = priorityStory(3, 2);
export const High = priorityStory(4, 1);
export const Medium = priorityStory(5, 1);
export const Low = priorityStory(6, 1);
export const VeryLow = priorityStory(7, 2);
export const Lowest = priorityStory(8, 3);

export const WithLabels: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: '0.5rem', listStyle: 'none', margin: 0, padding: 0 }}>
      {ACTIVITY_PRIORITIES.map((priority) => (
        <li key={priority}>
          <PriorityIndicator {...args} priority={priority} showLabel />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, globals }) => {
    const t = textsFor(globals);
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(8);
    await expect(images[1]).toHaveTextContent(t.priority.critical);
  },
};

export const OutOfRangeValue: Story = {
  args: { priority: 9, showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('data-priority', '8');
  },
};
