import { REVIEW_DIAGRAM_XML, UNREADABLE_XML } from '@faena/workflow-engine/fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { KanbanConfig } from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import { KanbanEditor } from './KanbanEditor.tsx';
import { userTasksOf } from './user-tasks.ts';

afterEach(cleanup);

const tasks = [
  { id: 'Task_review', name: 'Revisar sede' },
  { id: 'Task_approve', name: 'Aprobar' },
  { id: 'Task_fix', name: 'Corregir' },
];

const board: KanbanConfig = {
  id: 'kanban_1',
  name: 'Seguimiento',
  columns: [
    { id: 'c1', name: 'Revisión', userTasks: ['Task_review'], statuses: [] },
    { id: 'c2', name: 'Aprobación', userTasks: ['Task_approve'], statuses: [] },
    { id: 'c3', name: 'Terminados', userTasks: [], statuses: ['Success'] },
  ],
};

const EMPTY: KanbanConfig = { id: 'kanban_new', name: '', columns: [] };

interface HarnessProps {
  value: KanbanConfig;
  readOnly?: boolean;
  locale?: StudioLocale;
  onChange: (config: KanbanConfig) => void;
  onSave?: (config: KanbanConfig) => void;
}

/** The app's side of a controlled editor: it keeps the config and feeds it back. */
function Harness({ value, onChange, ...props }: HarnessProps) {
  const [config, setConfig] = useState(value);
  return (
    <KanbanEditor
      {...props}
      value={config}
      userTasks={tasks}
      onChange={(next) => {
        setConfig(next);
        onChange(next);
      }}
    />
  );
}

function setup({
  value = board,
  readOnly,
  locale,
  withSave = true,
}: {
  value?: KanbanConfig;
  readOnly?: boolean;
  locale?: StudioLocale;
  withSave?: boolean;
} = {}) {
  const onChange = vi.fn<(config: KanbanConfig) => void>();
  const onSave = vi.fn<(config: KanbanConfig) => void>();
  render(
    <Harness
      value={value}
      readOnly={readOnly}
      locale={locale}
      onChange={onChange}
      onSave={withSave ? onSave : undefined}
    />,
  );
  const last = () => onChange.mock.lastCall?.[0] as KanbanConfig;
  return { onChange, onSave, last };
}

const column = (position: number, name: string) =>
  screen.getByRole('group', { name: `Columna ${position}: ${name}` });
const columnNames = () =>
  screen
    .getAllByRole('textbox', { name: /^Nombre de la columna \d+$/ })
    .map((input) => (input as HTMLInputElement).value);
const status = () => document.querySelector('[data-kanban-live]');

describe('KanbanEditor', () => {
  it('shows the board, its columns with what each maps, and a preview', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Configuración del tablero kanban' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nombre del tablero/ })).toHaveValue('Seguimiento');
    expect(columnNames()).toEqual(['Revisión', 'Aprobación', 'Terminados']);
    const review = within(column(1, 'Revisión'));
    expect(review.getByRole('checkbox', { name: 'Revisar sede' })).toBeChecked();
    expect(review.getByRole('checkbox', { name: 'Aprobar' })).not.toBeChecked();
    expect(review.getByRole('checkbox', { name: 'Completado exitosamente' })).not.toBeChecked();
    expect(review.getByRole('checkbox', { name: 'Completado con errores' })).not.toBeChecked();
    expect(
      within(column(3, 'Terminados')).getByRole('checkbox', { name: 'Completado exitosamente' }),
    ).toBeChecked();

    const preview = within(screen.getByRole('list', { name: 'Vista previa del tablero' }));
    expect(preview.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Revisión',
      'Aprobación',
      'Terminados',
    ]);
    expect(preview.getByRole('list', { name: 'Terminados' })).toHaveTextContent('Completado exitosamente');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('warns about user tasks no column maps', async () => {
    setup();
    expect(screen.getByRole('list', { name: 'Tareas sin columna' })).toHaveTextContent('Corregir');
    await userEvent.click(within(column(2, 'Aprobación')).getByRole('checkbox', { name: 'Corregir' }));
    expect(screen.queryByRole('list', { name: 'Tareas sin columna' })).toBeNull();
  });

  it('adds a column with a free name and puts the focus on its name', async () => {
    const { last } = setup({ value: EMPTY });
    expect(screen.getByText('Aún no hay columnas. Agrega una para empezar.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar columna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar columna' }));
    expect(columnNames()).toEqual(['Columna 1', 'Columna 2']);
    expect(screen.getByRole('textbox', { name: 'Nombre de la columna 2' })).toHaveFocus();
    expect(status()).toHaveTextContent('Se agregó la columna «Columna 2».');
    expect(last().columns).toEqual([
      { id: 'column_1', name: 'Columna 1', userTasks: [], statuses: [] },
      { id: 'column_2', name: 'Columna 2', userTasks: [], statuses: [] },
    ]);
  });

  it('renames a column', async () => {
    const { last } = setup();
    const name = screen.getByRole('textbox', { name: 'Nombre de la columna 2' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Visto bueno');
    expect(name).toHaveValue('Visto bueno');
    expect(last().columns[1]?.name).toBe('Visto bueno');
    expect(screen.getByRole('group', { name: 'Columna 2: Visto bueno' })).toBeInTheDocument();
  });

  it('removes a column that maps nothing without asking', async () => {
    setup({
      value: {
        ...board,
        columns: [...board.columns, { id: 'c4', name: 'Vacía', userTasks: [], statuses: [] }],
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la columna Vacía' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(columnNames()).toEqual(['Revisión', 'Aprobación', 'Terminados']);
    expect(status()).toHaveTextContent('Se eliminó la columna «Vacía».');
    expect(screen.getByRole('textbox', { name: 'Nombre de la columna 3' })).toHaveFocus();
  });

  it('asks before removing a column that maps something; cancel keeps it', async () => {
    setup();
    const remove = screen.getByRole('button', { name: 'Eliminar la columna Revisión' });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar la columna «Revisión»?' });
    expect(dialog).toHaveTextContent('Las tareas y estados que muestra quedarán sin columna.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(columnNames()).toEqual(['Revisión', 'Aprobación', 'Terminados']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Eliminar la columna Revisión' })).toHaveFocus(),
    );
  });

  it('removes a mapped column once confirmed and focuses the next column', async () => {
    const { last } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la columna Revisión' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar columna' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(columnNames()).toEqual(['Aprobación', 'Terminados']);
    expect(last().columns.map((c) => c.id)).toEqual(['c2', 'c3']);
    expect(status()).toHaveTextContent('Se eliminó la columna «Revisión».');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nombre de la columna 1' })).toHaveFocus(),
    );
    // Its task is now without a column.
    expect(screen.getByRole('list', { name: 'Tareas sin columna' })).toHaveTextContent('Revisar sede');
  });

  it('reorders by keyboard with the move buttons, keeping the focus on the moved column', async () => {
    const { last } = setup();
    expect(screen.getByRole('button', { name: 'Subir la columna Revisión' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar la columna Terminados' })).toBeDisabled();

    screen.getByRole('button', { name: 'Bajar la columna Revisión' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(columnNames()).toEqual(['Aprobación', 'Revisión', 'Terminados']);
    expect(screen.getByRole('button', { name: 'Bajar la columna Revisión' })).toHaveFocus();
    expect(status()).toHaveTextContent('La columna «Revisión» quedó en la posición 2 de 3.');

    await userEvent.keyboard('{Enter}');
    expect(columnNames()).toEqual(['Aprobación', 'Terminados', 'Revisión']);
    // At the bottom "down" is disabled: the focus goes to "up".
    expect(screen.getByRole('button', { name: 'Subir la columna Revisión' })).toHaveFocus();
    expect(last().columns.map((c) => c.id)).toEqual(['c2', 'c3', 'c1']);

    const preview = within(screen.getByRole('list', { name: 'Vista previa del tablero' }));
    expect(preview.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Aprobación',
      'Terminados',
      'Revisión',
    ]);
  });

  it('reorders by dragging with the keyboard (Space, arrow, Space)', async () => {
    // Room for the whole board: dnd-kit scrolls instead of moving while the target is off screen.
    await page.viewport(1280, 2400);
    const { last } = setup();
    screen.getByRole('button', { name: 'Arrastrar la columna Revisión' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(columnNames()).toEqual(['Aprobación', 'Revisión', 'Terminados']));
    expect(last().columns.map((c) => c.id)).toEqual(['c2', 'c1', 'c3']);
  });

  it('maps a user task to one column only: checking it elsewhere moves it, and says so', async () => {
    const { last } = setup();
    const approval = within(column(2, 'Aprobación'));
    // Before the move, the checkbox tells where the task is now.
    expect(approval.getByRole('checkbox', { name: 'Revisar sede' })).toHaveAccessibleDescription(
      'Ahora en «Revisión»',
    );
    await userEvent.click(approval.getByRole('checkbox', { name: 'Revisar sede' }));
    expect(approval.getByRole('checkbox', { name: 'Revisar sede' })).toBeChecked();
    expect(within(column(1, 'Revisión')).getByRole('checkbox', { name: 'Revisar sede' })).not.toBeChecked();
    expect(status()).toHaveTextContent('«Revisar sede» pasó de la columna «Revisión» a «Aprobación».');
    expect(last().columns.map((c) => c.userTasks)).toEqual([[], ['Task_approve', 'Task_review'], []]);

    // Unchecking leaves it in no column.
    await userEvent.click(approval.getByRole('checkbox', { name: 'Revisar sede' }));
    expect(last().columns[1]?.userTasks).toEqual(['Task_approve']);
    expect(screen.getByRole('list', { name: 'Tareas sin columna' })).toHaveTextContent('Revisar sede');
  });

  it('maps finished statuses, also to one column only', async () => {
    const { last } = setup();
    const review = within(column(1, 'Revisión'));
    await userEvent.click(review.getByRole('checkbox', { name: 'Completado con errores' }));
    expect(last().columns[0]?.statuses).toEqual(['Error']);
    await userEvent.click(review.getByRole('checkbox', { name: 'Completado exitosamente' }));
    expect(last().columns[0]?.statuses).toEqual(['Error', 'Success']);
    expect(last().columns[2]?.statuses).toEqual([]);
    expect(status()).toHaveTextContent(
      '«Completado exitosamente» pasó de la columna «Terminados» a «Revisión».',
    );
    const preview = within(screen.getByRole('list', { name: 'Vista previa del tablero' }));
    expect(preview.getByRole('list', { name: 'Revisión' })).toHaveTextContent(
      'Revisar sedeCompletado con erroresCompletado exitosamente',
    );
  });

  it('shows references to deleted user tasks and removes them', async () => {
    const { last } = setup({
      value: {
        ...board,
        columns: [{ id: 'c1', name: 'Revisión', userTasks: ['Task_review', 'Task_gone'], statuses: [] }],
      },
    });
    const review = within(column(1, 'Revisión'));
    expect(review.getByRole('list', { name: 'Tareas eliminadas del diagrama' })).toHaveTextContent(
      'Tarea eliminada (Task_gone)',
    );
    expect(
      within(screen.getByRole('list', { name: 'Vista previa del tablero' })).getByText(
        'Tarea eliminada (Task_gone)',
      ),
    ).toBeInTheDocument();
    await userEvent.click(review.getByRole('button', { name: 'Quitar la tarea eliminada Task_gone' }));
    expect(last().columns[0]?.userTasks).toEqual(['Task_review']);
    expect(review.queryByRole('list', { name: 'Tareas eliminadas del diagrama' })).toBeNull();
    expect(status()).toHaveTextContent('Se quitó la tarea eliminada Task_gone de la columna «Revisión».');
    expect(review.getByRole('checkbox', { name: 'Revisar sede' })).toHaveFocus();
  });

  it('refuses to save an invalid board, explains why inline and focuses the first error', async () => {
    const { onSave } = setup({
      value: {
        id: 'k',
        name: '',
        columns: [
          { id: 'a', name: 'Revisión', userTasks: ['Task_review'], statuses: [] },
          { id: 'b', name: 'revisión ', userTasks: [], statuses: [] },
        ],
      },
    });
    // No errors before trying to save.
    expect(screen.queryByText('Escribe el nombre del tablero.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo guardar: corrige los errores marcados.');
    const boardName = screen.getByRole('textbox', { name: /^Nombre del tablero/ });
    expect(boardName).toHaveFocus();
    expect(boardName).toHaveAttribute('aria-invalid', 'true');
    expect(boardName).toHaveAccessibleDescription('Escribe el nombre del tablero.');
    for (const position of [1, 2]) {
      expect(
        screen.getByRole('textbox', { name: `Nombre de la columna ${position}` }),
      ).toHaveAccessibleDescription('Ya hay otra columna con este nombre.');
    }
    const second = within(column(2, 'revisión'));
    expect(
      second.getByText('Elige al menos una tarea de usuario o un estado para esta columna.'),
    ).toBeInTheDocument();
    expect(second.getByRole('checkbox', { name: 'Aprobar' })).toHaveAccessibleDescription(
      'Elige al menos una tarea de usuario o un estado para esta columna.',
    );

    // Fix the board name: the focus goes to the next problem, the duplicate column name.
    await userEvent.type(boardName, '  Seguimiento ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('textbox', { name: 'Nombre de la columna 1' })).toHaveFocus();
    const secondName = screen.getByRole('textbox', { name: 'Nombre de la columna 2' });
    await userEvent.clear(secondName);
    await userEvent.type(secondName, 'Aprobación');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(within(column(2, 'Aprobación')).getByRole('checkbox', { name: 'Revisar sede' })).toHaveFocus();

    await userEvent.click(within(column(2, 'Aprobación')).getByRole('checkbox', { name: 'Aprobar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({
      id: 'k',
      name: 'Seguimiento',
      columns: [
        { id: 'a', name: 'Revisión', userTasks: ['Task_review'], statuses: [] },
        { id: 'b', name: 'Aprobación', userTasks: ['Task_approve'], statuses: [] },
      ],
    });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(status()).toHaveTextContent('Tablero guardado.');
  });

  it('asks for a column when saving a board without any', async () => {
    const { onSave } = setup({ value: { ...EMPTY, name: 'Nuevo' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).not.toHaveBeenCalled();
    const add = screen.getByRole('button', { name: 'Agregar columna' });
    expect(add).toHaveFocus();
    expect(add).toHaveAccessibleDescription('Agrega al menos una columna.');
  });

  it('has no Guardar button without onSave', () => {
    setup({ withSave: false });
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('read-only: shows the configuration without editing controls', () => {
    setup({ readOnly: true });
    expect(screen.getByText('Solo lectura')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nombre del tablero/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Nombre de la columna 1' })).toHaveAttribute('readonly');
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    expect(within(column(1, 'Revisión')).getByRole('checkbox', { name: 'Revisar sede' })).toBeChecked();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('list', { name: 'Vista previa del tablero' })).toBeInTheDocument();
  });

  it('speaks English in en-US', async () => {
    const { onSave } = setup({ locale: 'en-US', value: { ...board, name: '' } });
    expect(screen.getByRole('heading', { name: 'Kanban board settings' })).toBeInTheDocument();
    const done = screen.getByRole('group', { name: 'Column 3: Terminados' });
    expect(within(done).getByRole('checkbox', { name: 'Completed successfully' })).toBeChecked();
    expect(within(done).getByRole('checkbox', { name: 'Completed with errors' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Move column Revisión down' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tasks without a column' })).toHaveTextContent('Corregir');
    expect(screen.getByRole('list', { name: 'Board preview' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save: fix the marked errors.');
    expect(screen.getByRole('textbox', { name: /^Board name/ })).toHaveAccessibleDescription(
      'Enter the board name.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add column' }));
    expect(screen.getByRole('textbox', { name: 'Name of column 4' })).toHaveValue('Column 4');
  });
});

describe('userTasksOf', () => {
  const xml = REVIEW_DIAGRAM_XML.replace(
    '<bpmn:endEvent id="EndEvent_1" />',
    '<bpmn:userTask id="Task_unnamed" /><bpmn:userTask id="Task_spaces" name="  Aprobar  " /><bpmn:endEvent id="EndEvent_1" />',
  );

  it('lists the user tasks in diagram order, naming unnamed ones', async () => {
    await expect(userTasksOf(xml)).resolves.toEqual([
      { id: 'Task_review', name: 'Revisar sede' },
      { id: 'Task_unnamed', name: 'Tarea sin nombre (Task_unnamed)' },
      { id: 'Task_spaces', name: 'Aprobar' },
    ]);
  });

  it('names unnamed tasks in English for en-US', async () => {
    const list = await userTasksOf(xml, { locale: 'en-US' });
    expect(list[1]).toEqual({ id: 'Task_unnamed', name: 'Unnamed task (Task_unnamed)' });
  });

  it('rejects XML it cannot read', async () => {
    await expect(userTasksOf(UNREADABLE_XML)).rejects.toThrow();
  });
});
