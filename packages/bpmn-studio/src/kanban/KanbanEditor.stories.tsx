import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { KanbanConfig } from '../contract.ts';
import { KanbanEditor, type KanbanEditorProps } from './KanbanEditor.tsx';
import { kanbanMessages } from './messages.ts';

/** The editor is controlled: the story keeps the config, as the app's page does. */
function ControlledKanbanEditor({ value, onChange, ...props }: KanbanEditorProps) {
  const [config, setConfig] = useState(value);
  return (
    <KanbanEditor
      {...props}
      value={config}
      onChange={(next) => {
        setConfig(next);
        onChange(next);
      }}
    />
  );
}

/** The user tasks of a venue inspection workflow. */
const userTasks = [
  { id: 'Task_schedule', name: 'Programar visita' },
  { id: 'Task_inspect', name: 'Inspeccionar sede' },
  { id: 'Task_review', name: 'Revisar hallazgos' },
  { id: 'Task_fix', name: 'Corregir hallazgos' },
];

const configured: KanbanConfig = {
  id: 'kanban_inspecciones',
  name: 'Seguimiento de inspecciones',
  columns: [
    { id: 'c_pending', name: 'Por visitar', userTasks: ['Task_schedule', 'Task_inspect'], statuses: [] },
    { id: 'c_review', name: 'En revisión', userTasks: ['Task_review'], statuses: [] },
    { id: 'c_fix', name: 'Correcciones', userTasks: ['Task_fix'], statuses: [] },
    { id: 'c_done', name: 'Terminadas', userTasks: [], statuses: ['Success', 'Error'] },
  ],
};

const meta = {
  title: 'Workflows/Kanban',
  component: KanbanEditor,
  parameters: { layout: 'fullscreen' },
  args: {
    value: { id: 'kanban_nuevo', name: '', columns: [] },
    userTasks,
    onChange: fn(),
    onSave: fn(),
  },
  render: (args) => <ControlledKanbanEditor {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KanbanEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor's texts in the toolbar locale, so the play functions pass in es-MX and en-US. */
const textsOf = (globals: Record<string, unknown>) =>
  kanbanMessages[globals.locale === 'en-US' ? 'en-US' : 'es-MX'];
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));

/** A new board: name it, add a column (focus goes to its name) and give it a task. */
export const Empty: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = textsOf(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t.boardName}`) }),
      'Inspecciones',
    );
    await userEvent.click(canvas.getByRole('button', { name: t.addColumn }));
    const name = canvas.getByRole('textbox', { name: fill(t.columnName, { position: 1 }) });
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue(fill(t.newColumnName, { n: 1 }));
    const column = within(
      canvas.getByRole('group', {
        name: fill(t.column, { position: 1, name: fill(t.newColumnName, { n: 1 }) }),
      }),
    );
    await userEvent.click(column.getByRole('checkbox', { name: 'Programar visita' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const preview = within(canvas.getByRole('list', { name: t.preview }));
    await expect(preview.getByText('Programar visita')).toBeVisible();
  },
};

/** Four columns: tasks by stage and the finished executions together. */
export const Configured: Story = {
  args: { value: configured },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = textsOf(globals);
    // A task shows in one column only: checking it in another moves it there, and says so.
    const review = within(
      canvas.getByRole('group', { name: fill(t.column, { position: 2, name: 'En revisión' }) }),
    );
    const inspect = review.getByRole('checkbox', { name: 'Inspeccionar sede' });
    await expect(inspect).toHaveAccessibleDescription(fill(t.inOtherColumn, { column: 'Por visitar' }));
    await userEvent.click(inspect);
    await expect(inspect).toBeChecked();
    await expect(canvasElement.querySelector('[data-kanban-live]')).toHaveTextContent(
      fill(t.mappingMoved, { item: 'Inspeccionar sede', from: 'Por visitar', to: 'En revisión' }),
    );
    // Reorder by keyboard: the moved column keeps the focus.
    const down = canvas.getByRole('button', { name: fill(t.moveDown, { name: 'Por visitar' }) });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: fill(t.moveDown, { name: 'Por visitar' }) }),
    ).toHaveFocus();
  },
};

/** Saving is refused: no board name, a repeated column name, a column that shows nothing. */
export const ValidationErrors: Story = {
  args: {
    value: {
      id: 'kanban_invalido',
      name: '',
      columns: [
        { id: 'c1', name: 'Pendientes', userTasks: ['Task_schedule', 'Task_removed'], statuses: [] },
        { id: 'c2', name: 'pendientes', userTasks: ['Task_inspect'], statuses: [] },
        { id: 'c3', name: 'Vacía', userTasks: [], statuses: [] },
      ],
    },
  },
  play: async ({ canvas, globals, args }) => {
    const t = textsOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.saveErrors);
    const boardName = canvas.getByRole('textbox', { name: new RegExp(`^${t.boardName}`) });
    await expect(boardName).toHaveFocus();
    await expect(boardName).toHaveAccessibleDescription(t.error_board_name_required);
    await expect(
      canvas.getByRole('textbox', { name: fill(t.columnName, { position: 2 }) }),
    ).toHaveAccessibleDescription(t.error_column_name_duplicate);
    await expect(canvas.getByText(t.error_column_empty)).toBeVisible();
    // The first column still points at a task deleted from the diagram.
    await expect(
      canvas.getByRole('button', { name: fill(t.removeDeleted, { id: 'Task_removed' }) }),
    ).toBeVisible();
  },
};

/** Someone without permission to edit sees the configuration and the preview only. */
export const ReadOnly: Story = {
  args: { value: configured, readOnly: true },
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals);
    await expect(canvas.getByText(t.readOnly)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.save })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t.addColumn })).toBeNull();
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
};
