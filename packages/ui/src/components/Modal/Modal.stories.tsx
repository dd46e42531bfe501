import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Modal, type ModalSize } from './Modal.tsx';

const meta = {
  title: 'Componentes/Modal',
  component: Modal,
  args: {
    title: 'Editar sede',
    description: 'Los cambios se verán en todas las actividades de la sede.',
    trigger: <Button>Abrir</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    confirmLabel: 'Guardar',
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    mode: { control: 'inline-radio', options: ['default', 'confirm'] },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `ui` texts of the toolbar locale, so the play functions pass in es-MX and en-US. */
const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

/** Finds the open dialog and waits for the opening animations (panel, backdrop) to end. */
async function openDialog(role: 'dialog' | 'alertdialog', name?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name ? { name } : {});
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished));
  return dialog;
}

/** SPEC 2.3 widths: 50vw (sm, md) or 70vw (lg) from md up, capped at 500/650/800px. */
const expectedWidth: Record<ModalSize, { vw: number; max: number }> = {
  sm: { vw: 0.5, max: 500 },
  md: { vw: 0.5, max: 650 },
  lg: { vw: 0.7, max: 800 },
};

function sizeStory(size: ModalSize, children: ReactNode): Story {
  return {
    args: { size, children },
    play: async ({ args, canvas, globals, step }) => {
      const t = textsFor(globals);
      const trigger = canvas.getByRole('button', { name: 'Abrir' });

      await step('opens from the keyboard with its title as name', async () => {
        await userEvent.tab();
        await expect(trigger).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        const dialog = await openDialog('dialog', 'Editar sede');
        await expect(dialog).toHaveAccessibleDescription(String(args.description));
        await expect(dialog).toHaveAttribute('aria-modal', 'true');
        const { vw, max } = expectedWidth[size];
        await expect(getComputedStyle(dialog).maxWidth).toBe(`${max}px`);
        if (window.innerWidth >= 768) {
          // offsetWidth: the layout width, unaffected by the opening scale animation.
          await expect(dialog.offsetWidth).toBe(Math.round(Math.min(window.innerWidth * vw, max)));
        }
        await expect(screen.getByRole('button', { name: t.modal.close })).toBeVisible();
      });

      await step('Escape closes and gives focus back to the trigger', async () => {
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await expect(trigger).toHaveFocus();
        await expect(args.onCancel).toHaveBeenCalledTimes(1);
      });

      await step('Cancel (es-MX: Cancelar) closes without an answer', async () => {
        await userEvent.click(trigger);
        await userEvent.click(await screen.findByRole('button', { name: t.modal.cancel }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await expect(args.onCancel).toHaveBeenCalledTimes(2);
        await expect(args.onConfirm).not.toHaveBeenCalled();
      });

      await step('the confirm button closes with an answer', async () => {
        await userEvent.click(trigger);
        await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      });

      // Left open, so the accessibility check covers the dialog too.
      await userEvent.click(trigger);
      await openDialog('dialog');
    },
  };
}

export const Small = sizeStory('sm', <p style={{ margin: 0 }}>¿Guardar los cambios de la sede?</p>);

export const Medium = sizeStory(
  'md',
  <div style={{ display: 'grid', gap: '1rem' }}>
    <TextField label="Nombre de la sede" name="venue" autoComplete="off" defaultValue="Sede Centro" />
    <TextField
      label="Dirección"
      name="address"
      autoComplete="street-address"
      hint="Calle, número y colonia."
    />
  </div>,
);

export const Large = sizeStory(
  'lg',
  <div style={{ display: 'grid', gap: '0.75rem' }}>
    {['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'].map((day) => (
      <p key={day} style={{ margin: 0 }}>
        <strong>{day}:</strong> apertura 08:00, revisión de inventario 10:00, checklist de cierre 20:00.
      </p>
    ))}
  </div>,
);

/** SPEC 2.3 confirm mode: no Escape, no backdrop close, no header close control. */
export const Confirm: Story = {
  args: {
    mode: 'confirm',
    size: 'sm',
    title: '¿Desea descartar los cambios sin guardar?',
    description: 'Perderás lo que escribiste en este formulario.',
    confirmLabel: 'Descartar',
    confirmVariant: 'danger',
    trigger: <Button variant="secondary">Salir sin guardar</Button>,
  },
  play: async ({ args, canvas, globals, step }) => {
    const t = textsFor(globals);
    const trigger = canvas.getByRole('button', { name: 'Salir sin guardar' });
    const name = '¿Desea descartar los cambios sin guardar?';

    await step('opens as an alert dialog without a close control', async () => {
      await userEvent.click(trigger);
      const dialog = await openDialog('alertdialog', name);
      await expect(dialog).toHaveAccessibleDescription('Perderás lo que escribiste en este formulario.');
      await expect(screen.queryByRole('button', { name: t.modal.close })).toBeNull();
    });

    await step('Escape and a backdrop click do not close it', async () => {
      await userEvent.keyboard('{Escape}');
      const overlay = document.querySelector<HTMLElement>('[data-slot="overlay"]');
      await expect(overlay).not.toBeNull();
      if (overlay) await userEvent.click(overlay);
      await expect(screen.getByRole('alertdialog', { name })).toBeVisible();
      await expect(args.onCancel).not.toHaveBeenCalled();
    });

    await step('Tab stays inside the dialog', async () => {
      const cancel = screen.getByRole('button', { name: t.modal.cancel });
      const confirm = screen.getByRole('button', { name: 'Descartar' });
      cancel.focus();
      await userEvent.tab();
      await expect(confirm).toHaveFocus();
      await userEvent.tab();
      await expect(cancel).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(confirm).toHaveFocus();
    });

    await step('Cancel (es-MX: Cancelar) closes without an answer', async () => {
      await userEvent.click(screen.getByRole('button', { name: t.modal.cancel }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(trigger).toHaveFocus();
    });

    await step('Enter on the confirm button answers and closes', async () => {
      await userEvent.click(trigger);
      const confirm = await screen.findByRole('button', { name: 'Descartar' });
      confirm.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    });

    await userEvent.click(trigger);
    await openDialog('alertdialog');
  },
};
