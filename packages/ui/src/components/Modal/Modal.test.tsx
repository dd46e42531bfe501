import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

function renderModal(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  const utils = render(
    <Modal
      title="Editar sede"
      description="Cambia el nombre de la sede."
      trigger={<Button>Abrir</Button>}
      {...props}
    >
      <p>Contenido</p>
    </Modal>,
  );
  return { user, ...utils };
}

function ControlledModal({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="Controlado"
        size="lg"
      />
    </>
  );
}

describe('Modal', () => {
  it('opens from its trigger with an accessible name and description, and closes with Cancelar', async () => {
    const onCancel = vi.fn();
    const { user } = renderModal({ onCancel });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar sede' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Cambia el nombre de la sede.').id);
    expect(dialog.dataset.size).toBe('md');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir' }));
  });

  it('closes on Escape and with the header close control by default', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('in confirm mode ignores Escape, has no close control and closes with an answer', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderModal({ mode: 'confirm', onConfirm, onCancel, confirmLabel: 'Descartar' });
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Editar sede' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('in confirm mode ignores a backdrop click; by default it closes', async () => {
    const { user, unmount } = renderModal({ mode: 'confirm' });
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(document.querySelector('[data-slot="overlay"]')!);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    unmount();
    const second = renderModal();
    await second.user.click(screen.getByRole('button', { name: 'Abrir' }));
    await second.user.click(document.querySelector('[data-slot="overlay"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("labels the cancel button 'Cancelar', or 'Cancel' in en-US", async () => {
    const user = userEvent.setup();
    render(
      <UiTextProvider locale="en-US">
        <Modal title="Edit" defaultOpen mode="confirm" />
      </UiTextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when onConfirm returns false, and shows progress while it resolves', async () => {
    let resolve: (value: boolean) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const { user } = renderModal({ defaultOpen: true, onConfirm, confirmLabel: 'Guardar' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Guardar/ }).getAttribute('aria-busy')).toBe('true'),
    );
    resolve(false);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Guardar/ }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ControlledModal onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog', { name: 'Controlado' }).dataset.size).toBe('lg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
