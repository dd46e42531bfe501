import { EXECUTION_DIAGRAM_XML, UNREADABLE_XML } from '@faena/workflow-engine/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ElementExecutionStats } from '../contract.ts';
import { frame } from './BpmnViewer.stories.css.ts';
import { BpmnViewer } from './BpmnViewer.tsx';
import { viewerMessages } from './messages.ts';

const meta = {
  title: 'Workflows/Visor de ejecuciones',
  component: BpmnViewer,
  parameters: { layout: 'fullscreen' },
  args: {
    xml: EXECUTION_DIAGRAM_XML,
    'aria-label': 'Ejecuciones del flujo',
    className: frame,
    onElementClick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BpmnViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The viewer's texts in the toolbar locale, so the play functions pass in es-MX and en-US. */
const textsOf = (globals: Record<string, unknown>) =>
  viewerMessages[globals.locale === 'en-US' ? 'en-US' : 'es-MX'];

const stats: ElementExecutionStats[] = [
  { elementId: 'Start', count: 24, waiting: 0 },
  { elementId: 'Flow_1', count: 24, waiting: 0 },
  { elementId: 'Task_review', count: 24, waiting: 5 },
  { elementId: 'Flow_2', count: 19, waiting: 0 },
  { elementId: 'Gateway', count: 19, waiting: 0 },
  { elementId: 'Task_fix', count: 11, waiting: 2 },
  { elementId: 'End_ok', count: 9, waiting: 0 },
  { elementId: 'Timer', count: 8, waiting: 8 },
];

async function ready(canvasElement: HTMLElement, label: string) {
  const region = within(canvasElement).getByRole('region', { name: label });
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), { timeout: 15_000 });
  return region;
}

/** Visits and waiting executions on the elements; the table lists the same figures. */
export const WithOverlays: Story = {
  args: { stats },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const t = textsOf(globals);
    await ready(canvasElement, args['aria-label']);
    const waiting = canvasElement.querySelector(
      '.djs-overlays[data-container-id="Task_review"] [data-execution-badge="waiting"]',
    );
    await expect(waiting).toHaveTextContent('5');

    // Showing the table only: clicking a row scrolls the diagram (covered by the component tests),
    // and the picture must not depend on how far a scroll got.
    await userEvent.click(canvas.getByRole('button', { name: t.showSummary }));
    const table = canvas.getByRole('table', { name: t.summary });
    await expect(within(table).getByRole('button', { name: 'Revisar sede' })).toBeInTheDocument();
  },
};

/** Just the diagram: no badges, legend or table. */
export const WithoutStats: Story = {
  play: async ({ canvas, canvasElement, globals, args }) => {
    const t = textsOf(globals);
    await ready(canvasElement, args['aria-label']);
    await expect(canvas.queryByRole('table', { name: t.summary })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: t.controls })).toBeInTheDocument();
  },
};

/** XML that cannot be read: the error state with the parser's message. */
export const ImportError: Story = {
  args: { xml: UNREADABLE_XML, stats },
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals);
    const alert = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent(t.importError);
  },
};
