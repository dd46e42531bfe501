import { builderResources } from '@faena/form-engine/builder';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DefinitionStatus, StoredDefinition } from '../contract.ts';
import { type StudioLocale, studioResources } from '../i18n.ts';
import { panelMessages } from '../panel/messages.ts';
import { EMPTY_PROCESS_XML, LINT_ERRORS_XML, PURCHASE_APPROVAL_XML } from '../samples/diagrams.ts';
import {
  InMemoryFormsAdapter,
  type InMemoryPersistenceOptions,
  InMemoryStudioPersistence,
} from '../samples/in-memory.ts';
import { studioShellMessages } from './messages.ts';
import { WorkflowStudio } from './WorkflowStudio.tsx';

interface StudioDemoProps {
  xml: string;
  status?: DefinitionStatus;
  title?: string;
  /** In-memory persistence: latency and failures. */
  persistenceOptions?: InMemoryPersistenceOptions;
  /** Someone else saved right after the studio opened: the first save is a conflict. */
  conflict?: boolean;
  autosaveDelayMs?: number;
  onVersionCreated?: (definition: StoredDefinition) => void;
}

/** The studio over a fresh in-memory persistence and forms adapter for each mount. */
function StudioDemo({
  xml,
  status = 'draft',
  title,
  persistenceOptions,
  conflict,
  autosaveDelayMs,
  onVersionCreated,
}: StudioDemoProps) {
  const [definition] = useState<StoredDefinition>(() => ({ xml, revision: 1, status, version: 1 }));
  const [persistence] = useState(() => {
    const created = new InMemoryStudioPersistence(definition, persistenceOptions);
    if (conflict) created.saveElsewhere(xml.replace('Aprobación de compra', 'Aprobación de compras'));
    return created;
  });
  const [forms] = useState(() => new InMemoryFormsAdapter());
  return (
    <WorkflowStudio
      definition={definition}
      persistence={persistence}
      forms={forms}
      title={title}
      autosaveDelayMs={autosaveDelayMs}
      onVersionCreated={onVersionCreated}
    />
  );
}

const meta = {
  title: 'Workflows/Estudio',
  component: StudioDemo,
  parameters: { layout: 'fullscreen' },
  args: { xml: PURCHASE_APPROVAL_XML, title: 'Aprobación de compra', onVersionCreated: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StudioDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };

const localeOf = (globals: Record<string, unknown>): StudioLocale =>
  globals.locale === 'en-US' ? 'en-US' : 'es-MX';
/** The studio's texts in the toolbar locale, so the play functions pass in es-MX and en-US. */
const textsOf = (globals: Record<string, unknown>) => studioShellMessages[localeOf(globals)];

/** The save-state indicator (the first live region of the toolbar). */
function saveStatus(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const toolbar = within(canvasElement).getByRole('toolbar', { name: textsOf(globals).toolbar });
  return within(toolbar).getAllByRole('status')[0] as HTMLElement;
}

/** The editable diagram, once imported. */
async function diagramReady(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const region = await within(canvasElement).findByRole('region', { name: textsOf(globals).diagram }, LOAD);
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), LOAD);
  return region;
}

/** An edit through the properties panel: rename the process (committed with Enter). */
async function renameProcess(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  await diagramReady(canvasElement, globals);
  const name = await within(canvasElement).findByRole(
    'textbox',
    { name: panelMessages[localeOf(globals)].processName },
    LOAD,
  );
  await userEvent.clear(name);
  await userEvent.type(name, 'Compra de equipo{Enter}');
}

const body = () => within(document.body);

/** A new workflow: one start event, nothing to save yet. */
export const EmptyProcess: Story = {
  args: { xml: EMPTY_PROCESS_XML, title: 'Nuevo workflow' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    await diagramReady(canvasElement, globals);
    expect(saveStatus(canvasElement, globals)).toHaveTextContent(t.save.unchanged);
    expect(within(canvasElement).getByText(t.status.draft)).toBeInTheDocument();
  },
};

/** "Aprobación de compra": a user task with form, audience and expiration, a gateway, parallel paths. */
export const SampleProcess: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    await diagramReady(canvasElement, globals);
    const problems = within(canvasElement).getByRole('region', { name: t.problems.heading });
    await waitFor(() => expect(problems).toHaveTextContent(t.problems.none));
  },
};

/** Save state "Sin cambios": what is on screen is what is stored. */
export const SaveUnchanged: Story = {
  play: async ({ canvasElement, globals }) => {
    await diagramReady(canvasElement, globals);
    expect(saveStatus(canvasElement, globals)).toHaveTextContent(textsOf(globals).save.unchanged);
  },
};

/** Save state "Cambios sin guardar": an edit waits for the autosave (here a long one). */
export const SaveUnsaved: Story = {
  args: { autosaveDelayMs: 600_000 },
  play: async ({ canvasElement, globals }) => {
    await renameProcess(canvasElement, globals);
    await waitFor(() =>
      expect(saveStatus(canvasElement, globals)).toHaveTextContent(textsOf(globals).save.unsaved),
    );
  },
};

/** Save state "Guardando…": the server does not answer. */
export const SaveSaving: Story = {
  args: { persistenceOptions: { latencyMs: Number.POSITIVE_INFINITY } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    await renameProcess(canvasElement, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.saveButton }));
    await waitFor(() => expect(saveStatus(canvasElement, globals)).toHaveTextContent(t.save.saving));
  },
};

/** Save state "Guardado": saved now (Guardar) instead of waiting for the autosave. */
export const SaveSaved: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    await renameProcess(canvasElement, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.saveButton }));
    await waitFor(() => expect(saveStatus(canvasElement, globals)).toHaveTextContent(t.save.saved));
  },
};

/** Save state error: the network fails; "Reintentar" and "Descartar cambios" are offered. */
export const SaveError: Story = {
  args: { persistenceOptions: { failSaves: 'network' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    await renameProcess(canvasElement, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.saveButton }));
    await waitFor(() => expect(saveStatus(canvasElement, globals)).toHaveTextContent(t.save.error));
    expect(within(canvasElement).getByRole('button', { name: t.save.retry })).toBeInTheDocument();
    expect(within(canvasElement).getByRole('button', { name: t.save.discard })).toBeInTheDocument();
  },
};

/** Save state error (conflict): someone else saved first; keep mine or load theirs. */
export const SaveConflict: Story = {
  args: { conflict: true },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    await renameProcess(canvasElement, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.saveButton }));
    await waitFor(() => expect(saveStatus(canvasElement, globals)).toHaveTextContent(t.save.conflict));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.save.keepMine }));
    await waitFor(() => expect(saveStatus(canvasElement, globals)).toHaveTextContent(t.save.saved));
  },
};

/** A published definition opens read-only, with the action that creates a new version. */
export const PublishedReadOnly: Story = {
  args: { status: 'published' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    expect(canvas.getByText(t.readOnly)).toBeInTheDocument();
    expect(canvas.getByText(t.status.published)).toBeInTheDocument();
    expect(canvas.queryByRole('button', { name: t.publishButton })).toBeNull();
    await canvas.findByRole('region', { name: t.viewer }, LOAD);
    expect(canvas.getByRole('button', { name: t.createVersion })).toBeInTheDocument();
  },
};

/** 'Crear nueva versión' turns a published definition into an editable draft of the next version. */
export const CreateNewVersion: Story = {
  args: { status: 'published' },
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: t.viewer }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: t.createVersion }));
    await diagramReady(canvasElement, globals);
    expect(canvas.getByText(t.status.draft)).toBeInTheDocument();
    expect(args.onVersionCreated).toHaveBeenCalled();
  },
};

/** Lint problems listed with their elements; publishing is blocked and leads to the first one. */
export const LintErrors: Story = {
  args: { xml: LINT_ERRORS_XML, title: 'Solicitud de vacaciones', autosaveDelayMs: 600_000 },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await diagramReady(canvasElement, globals);
    const problems = within(canvas.getByRole('region', { name: t.problems.heading }));
    await problems.findByRole('button', { name: /Revisar solicitud/ }, LOAD);
    // The imported plain task becomes a user task and the lint runs again (debounced): the
    // list is settled once 'Archivar' no longer counts as a plain task.
    await waitFor(() => {
      expect(problems.getByRole('button', { name: /Archivar/ })).not.toHaveTextContent(/simple|plain/i);
    }, LOAD);

    await userEvent.click(canvas.getByRole('button', { name: t.publishButton }));
    const dialog = within(await body().findByRole('dialog', { name: t.publish.blockedTitle }));
    await userEvent.click(dialog.getByRole('button', { name: t.publish.goToProblem }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('.djs-element.selected')).not.toBeNull());
    expect(canvas.getByText(t.status.draft)).toBeInTheDocument();
  },
};

/** SPEC 4: a plain bpmn:Task is refused; an imported one becomes a user task, and it says so. */
export const RefusesPlainTask: Story = {
  args: { xml: LINT_ERRORS_XML, title: 'Solicitud de vacaciones', autosaveDelayMs: 600_000 },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await diagramReady(canvasElement, globals);
    const notice = studioResources[locale].notice.tasksUpgraded.replace('{names}', 'Archivar');
    expect(await canvas.findByText(notice)).toBeInTheDocument();
    // The upgraded task is a user task now: it lacks a form, and no longer counts as a plain task.
    const problems = within(canvas.getByRole('region', { name: t.problems.heading }));
    await waitFor(() => {
      const archive = problems.getByRole('button', { name: /Archivar/ });
      expect(archive).not.toHaveTextContent(/simple|plain/i);
    }, LOAD);
    expect(canvasElement.querySelector('[data-element-id="Archive"]')).not.toBeNull();
  },
};

/** Building a condition: the lint leads to the flow without one, the panel builds it, the lint clears. */
export const BuildCondition: Story = {
  args: {
    xml: PURCHASE_APPROVAL_XML.replace(/ faena:condition="[^"]*"/, ''),
    autosaveDelayMs: 600_000,
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await diagramReady(canvasElement, globals);
    const problems = within(canvas.getByRole('region', { name: t.problems.heading }));
    await userEvent.click(await problems.findByRole('button', { name: /Rechazada/ }, LOAD));

    const add = await canvas.findByRole('button', {
      name: builderResources[localeOf(globals)].add_condition,
    });
    await userEvent.click(add);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: t.problems.heading })).toHaveTextContent(t.problems.none),
    );
    expect(saveStatus(canvasElement, globals)).toHaveTextContent(t.save.unsaved);
  },
};

/** Save & Publish: a confirmation, then 'Publicado' and the read-only notice. */
export const PublishFlow: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals);
    const canvas = within(canvasElement);
    await diagramReady(canvasElement, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.publishButton }));
    const dialog = within(await body().findByRole('alertdialog', { name: t.publish.title }));
    await userEvent.click(dialog.getByRole('button', { name: t.publish.confirm }));
    expect(await canvas.findByText(t.readOnly)).toBeInTheDocument();
    expect(canvas.getByText(t.status.published)).toBeInTheDocument();
    expect(canvas.getByRole('button', { name: t.createVersion })).toBeInTheDocument();
  },
};
