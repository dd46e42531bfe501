import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormDefinition } from '../core/index.ts';
import { FormBuilder } from './FormBuilder.tsx';
import { builderResources } from './i18n.ts';

const meta = {
  title: 'Formularios/Constructor',
  component: FormBuilder,
  parameters: { layout: 'fullscreen' },
  args: { onChange: fn(), onSave: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The builder's texts in the toolbar locale, so the play functions pass in es-MX and en-US. */
const textsOf = (globals: Record<string, unknown>) =>
  builderResources[globals.locale === 'en-US' ? 'en-US' : 'es-MX'];

/** The preview: side by side on desktop, behind the 'Vista previa' tab on phones. */
async function openPreview(canvas: ReturnType<typeof within>, name: string) {
  const tab = canvas.queryByRole('tab', { name });
  if (tab) await userEvent.click(tab);
  return within(await canvas.findByRole('form', { name }));
}

const inspection: FormDefinition = {
  id: 'inspeccion_sucursal',
  description: 'Inspección mensual de limpieza y seguridad.',
  fields: [
    { id: 'f1', name: 'sucursal', type: 'text', label: 'Sucursal', required: true },
    {
      id: 'f2',
      name: 'limpia',
      type: 'multiple_choice',
      label: '¿El área está limpia?',
      choices: [{ choice: 'Sí' }, { choice: 'No' }],
      required: true,
    },
    {
      id: 'f3',
      name: 'calificacion',
      type: 'value_in_num_range',
      label: 'Calificación general',
      start: 1,
      stop: 5,
      step: 1,
      start_label: 'Mala',
      stop_label: 'Excelente',
      interpretations: [
        { type: 'between', start: 1, stop: 2, name: 'Requiere atención' },
        { type: 'between', start: 3, stop: 4, name: 'Aceptable' },
        { type: 'equal', start: 5, name: 'Excelente' },
      ],
    },
    {
      id: 'f4',
      name: 'observaciones',
      type: 'text',
      label: 'Describe lo que falta limpiar',
      show_if: { all: [{ field: 'limpia', operator: 'equals', value: 'No' }] },
    },
  ],
};

/** A new form: add a field from the picker; focus moves to its settings and the preview shows it. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, globals, args }) => {
    const t = textsOf(globals);
    const picker = within(canvas.getByRole('region', { name: t.picker }));
    await userEvent.click(picker.getByRole('button', { name: t.type_text }));
    const label = canvas.getByRole('textbox', { name: t.label });
    await expect(label).toHaveFocus();
    await userEvent.clear(label);
    await userEvent.type(label, 'Nombre del cliente');
    await expect(
      canvas.getByRole('button', { name: t.move_up.replace('{{label}}', 'Nombre del cliente') }),
    ).toBeDisabled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await expect(canvasElement.querySelector('[data-builder-status]')).toHaveTextContent(
      t.added.replace('{{label}}', t.type_text),
    );
    const preview = await openPreview(canvas, t.preview);
    await expect(preview.getByRole('textbox', { name: 'Nombre del cliente' })).toBeVisible();
  },
};

/** An inspection form: choices, a linear scale with interpretations and a field shown only if 'No'. */
export const WithFields: Story = {
  args: { value: inspection },
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals);
    const list = within(canvas.getByRole('list', { name: t.fields }));
    await userEvent.click(list.getByRole('button', { name: /^Describe lo que falta/ }));
    const condition = within(canvas.getByRole('group', { name: t.condition.replace('{{index}}', '1') }));
    await expect(condition.getByRole('combobox', { name: t.condition_field })).toHaveValue('limpia');
    await expect(condition.getByRole('combobox', { name: t.condition_value })).toHaveValue('No');
    // Reorder by keyboard: the moved field keeps focus.
    const down = list.getByRole('button', { name: t.move_down.replace('{{label}}', 'Sucursal') });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      list.getByRole('button', { name: t.move_down.replace('{{label}}', 'Sucursal') }),
    ).toHaveFocus();
    const preview = await openPreview(canvas, t.preview);
    await expect(preview.queryByRole('textbox', { name: 'Describe lo que falta limpiar' })).toBeNull();
  },
};

/** Two fields share a name: Save is refused and the reasons name the field. */
export const Invalid: Story = {
  args: {
    value: {
      id: 'invalido',
      fields: [
        { id: 'a', name: 'placa', type: 'text', label: 'Placa' },
        { id: 'b', name: 'placa', type: 'text', label: 'Placa del remolque' },
        {
          id: 'c',
          name: 'ejes',
          type: 'checkboxes',
          label: 'Ejes revisados',
          choices: [{ choice: '1' }],
          min_answers: 2,
        },
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const t = textsOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(args.onSave).not.toHaveBeenCalled();
    const errors = canvasElement.querySelector('[data-builder-errors]');
    await expect(errors).toHaveTextContent(t.save_errors);
    // The definition problems speak the builder's language too.
    const problems =
      globals.locale === 'en-US'
        ? ["field 'placa': duplicate name", "field 'ejes': min_answers (2) exceeds the 1 choices"]
        : [
            "campo 'placa': nombre duplicado",
            "campo 'ejes': min_answers (2) es mayor que el número de opciones (1)",
          ];
    for (const problem of problems) await expect(errors).toHaveTextContent(problem);
  },
};

/** Drag by keyboard (dnd-kit): Space picks the field up, ↓ moves it, Space drops it. */
export const ReorderByDrag: Story = {
  args: { value: inspection },
  // No picture: when dnd-kit hands focus back to the handle after the drop varies with load.
  tags: ['no-visual'],
  play: async ({ canvas, globals, args }) => {
    const t = textsOf(globals);
    const list = within(canvas.getByRole('list', { name: t.fields }));
    const handle = list.getByRole('button', { name: t.drag.replace('{{label}}', 'Sucursal') });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(list.getAllByRole('listitem').map((item) => item.textContent?.includes('Sucursal'))).toEqual([
        false,
        true,
        false,
        false,
      ]),
    );
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as FormDefinition;
    await expect(last.fields.map((field) => field.name)).toEqual([
      'limpia',
      'sucursal',
      'calificacion',
      'observaciones',
    ]);
  },
};

const opening: FormDefinition = {
  id: 'apertura_tienda',
  description: 'Checklist de apertura con puntaje.',
  fields: [
    {
      id: 's1',
      name: 'pisos',
      type: 'multiple_choice',
      label: 'Estado de los pisos',
      choices: [
        { choice: 'Limpios', score: 10 },
        { choice: 'Con manchas', score: 5 },
        { choice: 'Sucios', score: 0, flagged: true },
      ],
      weight: 2,
    },
    {
      id: 's2',
      name: 'extintor',
      type: 'boolean',
      label: '¿El extintor está vigente?',
      scores: { yes: 10, no: 0 },
      flagged_answer: false,
      required: true,
    },
    { id: 's3', name: 'notas', type: 'text', label: 'Observaciones' },
  ],
};

/** Checklist mode: each choice has points and a flag, yes/no questions their points and flagged answer. */
export const WithScoring: Story = {
  name: 'Con puntaje',
  args: { value: opening, scoring: true },
  play: async ({ canvas, globals, args }) => {
    const t = textsOf(globals);
    const choices = within(canvas.getByRole('group', { name: t.choices }));
    await expect(
      choices.getByRole('spinbutton', { name: t.choice_score.replace('{{index}}', '1') }),
    ).toHaveValue(10);
    await expect(
      choices.getByRole('switch', { name: t.choice_flagged.replace('{{index}}', '3') }),
    ).toHaveAttribute('aria-checked', 'true');
    const list = within(canvas.getByRole('list', { name: t.fields }));
    await userEvent.click(list.getByRole('button', { name: /^¿El extintor está vigente\?/ }));
    const scoring = within(canvas.getByRole('group', { name: t.scoring }));
    const flagged = scoring.getByRole('combobox', { name: t.flagged_answer });
    await expect(flagged).toHaveValue('no');
    await userEvent.selectOptions(flagged, 'yes');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as FormDefinition;
    await expect(last.fields[1]).toMatchObject({ flagged_answer: true, scores: { yes: 10, no: 0 } });
    // Back to the choices: the picture shows their points and flags.
    await userEvent.click(list.getByRole('button', { name: /^Estado de los pisos/ }));
    await expect(canvas.getByRole('group', { name: t.choices })).toBeVisible();
  },
};
