import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BottomTabBar } from '../BottomTabBar/BottomTabBar.tsx';
import { SaveBar, type SaveBarLabels } from './SaveBar.tsx';

const LABELS: Record<'es-MX' | 'en-US', SaveBarLabels> = {
  'es-MX': {
    region: 'Guardar cambios',
    dirty: 'Tienes cambios sin guardar',
    clean: 'No hay cambios por guardar',
    save: 'Guardar cambios',
    saving: 'Guardando…',
    discard: 'Descartar',
  },
  'en-US': {
    region: 'Save changes',
    dirty: 'You have unsaved changes',
    clean: 'No changes to save',
    save: 'Save changes',
    saving: 'Saving…',
    discard: 'Discard',
  },
};

const labelsFor = (globals: Record<string, unknown>) =>
  LABELS[String(globals.locale ?? '').startsWith('en') ? 'en-US' : 'es-MX'];

const meta = {
  title: 'Patrones/SaveBar',
  component: SaveBar,
  args: { dirty: true, labels: LABELS['es-MX'], onDiscard: fn() },
  render: (args, { globals }) => <SaveBar {...args} labels={labelsFor(globals)} />,
} satisfies Meta<typeof SaveBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dirty: Story = {
  play: async ({ args, canvas, globals }) => {
    const t = labelsFor(globals);
    const save = canvas.getByRole('button', { name: t.save });
    await expect(save).toBeEnabled();
    await expect(save).toHaveAccessibleDescription(t.dirty);
    await userEvent.click(canvas.getByRole('button', { name: t.discard }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

export const Clean: Story = {
  args: { dirty: false },
  play: async ({ canvas, globals }) => {
    const t = labelsFor(globals);
    const save = canvas.getByRole('button', { name: t.save });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription(t.clean);
  },
};

export const Saving: Story = { args: { saving: true } };

export const WithError: Story = {
  args: { error: 'Revisa los campos marcados.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
  },
};

/** A long form on a phone: the bar stays in view, above the bottom tab bar, while the form scrolls. */
export const AboveTheTabBar: Story = {
  parameters: { layout: 'fullscreen' },
  render: function Render(args, { globals }) {
    const [name, setName] = useState('Acme');
    const t = labelsFor(globals);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <form
          style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }}
          onSubmit={(event) => event.preventDefault()}
        >
          <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            Nombre
            <input value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <div style={{ height: 1600 }} aria-hidden="true" />
          <SaveBar {...args} labels={t} dirty={name !== 'Acme'} onDiscard={() => setName('Acme')} />
        </form>
        <div data-bottom-chrome="" style={{ position: 'sticky', bottom: 0 }}>
          <BottomTabBar
            position="static"
            tabs={[
              { id: 'home', label: 'Inicio', href: '#home', icon: null },
              { id: 'tasks', label: 'Tareas', href: '#tasks', icon: null },
              { id: 'me', label: 'Perfil', href: '#me', icon: null },
            ]}
            activeId="home"
          />
        </div>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = labelsFor(globals);
    await userEvent.type(canvas.getByRole('textbox'), ' S.A.');
    const bar = canvas.getByRole('region', { name: t.region });
    const tabs = canvas.getByRole('navigation');
    const barBox = bar.getBoundingClientRect();
    await expect(barBox.bottom).toBeLessThanOrEqual(tabs.getBoundingClientRect().top + 0.5);
    await expect(barBox.top).toBeGreaterThanOrEqual(0);
    await expect(canvas.getByRole('button', { name: t.save })).toBeEnabled();
  },
};
