import { elementTypeLabel } from '@faena/workflow-engine';
import { PANEL_STORY_XML } from '@faena/workflow-engine/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BpmnModeler } from '../BpmnModeler.tsx';
import type { StudioLocale } from '../i18n.ts';
import type { ElementRegistry, EventBus, Selection } from './diagram.ts';
import { panelMessages } from './messages.ts';
import * as styles from './PropertiesPanel.stories.css.ts';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import { memoryAudiences, memoryForms, STORY_FORMS } from './panel-fixtures.ts';

interface PanelDemoProps {
  /** The element selected once the diagram is imported; none shows the process. */
  selected?: string;
  readOnly?: boolean;
  locale?: StudioLocale;
  ensureSaved?: () => Promise<boolean>;
  /** Offers the organisation's saved audiences ('Tiendas zona norte', 'Gerentes de tienda'). */
  savedAudiences?: boolean;
}

/** A real modeler and the panel side by side, with `selected` picked on the canvas. */
function PanelDemo({
  selected,
  readOnly,
  locale = 'es-MX',
  ensureSaved = async () => true,
  savedAudiences = false,
}: PanelDemoProps) {
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const forms = useMemo(() => memoryForms(STORY_FORMS), []);
  const audiences = useMemo(() => (savedAudiences ? memoryAudiences() : undefined), [savedAudiences]);
  useEffect(() => {
    if (!modeler || !selected) return;
    const eventBus = modeler.get<EventBus>('eventBus');
    const select = () => {
      const element = modeler.get<ElementRegistry>('elementRegistry').get(selected);
      if (element) modeler.get<Selection>('selection').select(element);
    };
    select();
    eventBus.on('import.done', select);
    return () => eventBus.off('import.done', select);
  }, [modeler, selected]);
  return (
    <div className={styles.layout}>
      <BpmnModeler
        key={locale}
        aria-label={locale === 'en-US' ? 'Workflow diagram' : 'Diagrama del flujo'}
        className={styles.canvas}
        xml={PANEL_STORY_XML}
        locale={locale}
        onModeler={setModeler}
      />
      <PropertiesPanel
        className={styles.panel}
        modeler={modeler}
        forms={forms}
        audiences={audiences}
        ensureSaved={ensureSaved}
        readOnly={readOnly}
        locale={locale}
      />
    </div>
  );
}

const meta = {
  title: 'Workflows/Panel de propiedades',
  component: PanelDemo,
  parameters: { layout: 'fullscreen' },
  args: { ensureSaved: fn(async () => true) },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => <PanelDemo {...args} locale={localeOf(globals)} />,
} satisfies Meta<typeof PanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (globals: Record<string, unknown>): StudioLocale =>
  globals.locale === 'en-US' ? 'en-US' : 'es-MX';

/** The panel's texts in the toolbar locale, so the play functions pass in es-MX and en-US. */
const textsOf = (globals: Record<string, unknown>) => panelMessages[localeOf(globals)];

/** The panel, once the diagram is imported and the element shows. */
async function panelShowing(canvasElement: HTMLElement, globals: Record<string, unknown>, heading: string) {
  const panel = within(canvasElement).getByRole('complementary', { name: textsOf(globals).panel });
  await waitFor(
    () => expect(within(panel).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument(),
    { timeout: 15_000 },
  );
  return within(panel);
}

/** A user task: its form (edited in the form builder), audience, due time and expiration. */
export const UserTask: Story = {
  args: { selected: 'Task_review' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const panel = await panelShowing(canvasElement, globals, elementTypeLabel('UserTask', localeOf(globals)));
    expect(panel.getByRole('button', { name: t.formEdit })).toBeInTheDocument();
    expect(panel.getByRole('combobox', { name: t.audience })).toHaveValue('sede');
    expect(panel.getByRole('spinbutton', { name: t.days })).toHaveValue(1);
  },
};

/**
 * With the organisation's saved audiences: the task's audience is a saved audience (searched by
 * name in a combobox) or a process variable. The play picks 'Tiendas zona norte'.
 */
export const SavedAudience: Story = {
  args: { selected: 'Task_review', savedAudiences: true },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const panel = await panelShowing(canvasElement, globals, elementTypeLabel('UserTask', localeOf(globals)));
    // The story's task reads the 'sede' variable; switch to a saved audience.
    expect(panel.getByRole('radio', { name: t.audienceKindVariable })).toBeChecked();
    await userEvent.click(panel.getByRole('radio', { name: t.audienceKindSaved }));
    const input = panel.getByRole('combobox', { name: t.audienceSaved });
    await userEvent.click(input);
    await userEvent.keyboard('norte');
    const listbox = await panel.findByRole('listbox', { name: t.audienceSaved });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Tiendas zona norte' }));
    await waitFor(() => expect(input).toHaveValue('Tiendas zona norte'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(panel.getByRole('radio', { name: t.audienceKindSaved })).toBeChecked();
  },
};

/** A timer wait: a duration in days, hours and minutes, or a fixed date and time. */
export const Timer: Story = {
  args: { selected: 'Wait' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const panel = await panelShowing(
      canvasElement,
      globals,
      elementTypeLabel('TimerIntermediateCatchEvent', localeOf(globals)),
    );
    expect(panel.getByRole('radio', { name: t.timerDuration })).toBeChecked();
    expect(panel.getByRole('spinbutton', { name: t.minutes })).toHaveValue(30);
  },
};

/** A timer on a task's border is the task's expiration: when, and whether to notify. */
export const BoundaryExpiration: Story = {
  args: { selected: 'Expire' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const panel = await panelShowing(
      canvasElement,
      globals,
      elementTypeLabel('TimerBoundaryEvent', localeOf(globals)),
    );
    expect(panel.getByRole('switch', { name: t.notifyOnExpire })).toHaveAttribute('aria-checked', 'true');
  },
};

/** A message event: the name it is sent or received with. */
export const Message: Story = {
  args: { selected: 'Announce' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const panel = await panelShowing(
      canvasElement,
      globals,
      elementTypeLabel('MessageIntermediateThrowEvent', localeOf(globals)),
    );
    expect(panel.getByRole('textbox', { name: t.messageName })).toHaveValue('revision_lista');
  },
};

/** An exclusive gateway: the flow taken when no condition holds. */
export const Gateway: Story = {
  args: { selected: 'Decide' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const panel = await panelShowing(
      canvasElement,
      globals,
      elementTypeLabel('ExclusiveGateway', localeOf(globals)),
    );
    expect(panel.getByRole('combobox', { name: t.defaultFlow })).toHaveValue('Flow_low');
  },
};

/** A flow leaving the gateway: its condition, built visually over the process variables. */
export const FlowCondition: Story = {
  args: { selected: 'Flow_high' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const panel = await panelShowing(canvasElement, globals, t.sequenceFlow);
    const condition = within(panel.getByRole('group', { name: t.condition }));
    expect(condition.getByRole('combobox', { name: t.conditionVariable })).toHaveValue('score');
  },
};

/** Nothing selected: the process's name and its typed variables, which can be created and unlinked. */
export const ProcessVariables: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const panel = await panelShowing(canvasElement, globals, t.process);
    expect(panel.getByRole('heading', { level: 3, name: t.variables })).toBeInTheDocument();
    expect(panel.getByRole('form', { name: t.variableCreateTitle })).toBeInTheDocument();
  },
};

/** A published version: everything readable, nothing editable. */
export const ReadOnly: Story = {
  args: { selected: 'Task_review', readOnly: true },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const panel = await panelShowing(canvasElement, globals, elementTypeLabel('UserTask', localeOf(globals)));
    expect(panel.getByRole('button', { name: t.formEdit })).toBeDisabled();
  },
};
