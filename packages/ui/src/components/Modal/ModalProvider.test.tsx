import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';
import { type ModalApi, ModalProvider, useModal } from './ModalProvider.tsx';

let api: ModalApi;
function Capture() {
  api = useModal();
  return null;
}

function setup(extra?: React.ReactNode, locale?: string) {
  const user = userEvent.setup();
  render(
    <UiTextProvider locale={locale}>
      <ModalProvider>
        <Capture />
        {extra}
      </ModalProvider>
    </UiTextProvider>,
  );
  return user;
}

describe('ModalProvider / useModal', { timeout: 20_000 }, () => {
  it('open(options) resolves answered with confirmValue, or closed on cancel', async () => {
    const user = setup();
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = api.open({ title: 'Elegir sede', confirmValue: 'centro', confirmLabel: 'Elegir' });
    });
    // The first standard modal loads its code before it shows.
    expect(await screen.findByRole('dialog', { name: 'Elegir sede' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elegir' }));
    await expect(result).resolves.toEqual({ status: 'answered', value: 'centro' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => {
      result = api.open({ title: 'Otra' });
    });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(result).resolves.toEqual({ status: 'closed' });
  });

  it('open(render) drives a custom Modal; answer() from the content resolves', async () => {
    const user = setup();
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = api.open<number>(({ answer }) => (
        <Modal title="Puntaje" footer={null}>
          <Button onClick={() => answer(5)}>Cinco</Button>
        </Modal>
      ));
    });
    await user.click(screen.getByRole('button', { name: 'Cinco' }));
    await expect(result).resolves.toEqual({ status: 'answered', value: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opening a modal closes the current one (resolved as closed); closeAll closes everything', async () => {
    setup();
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = api.open({ title: 'Primero' });
    });
    act(() => {
      second = api.open({ title: 'Segundo' });
    });
    await expect(first).resolves.toEqual({ status: 'closed' });
    expect(screen.queryByRole('dialog', { name: 'Primero' })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => api.closeAll());
    await expect(second).resolves.toEqual({ status: 'closed' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a declarative Modal opening closes the imperative one, and vice versa', async () => {
    const onCancel = vi.fn();
    const user = setup(
      <Modal title="Declarativo" trigger={<Button>Abrir</Button>} onCancel={onCancel}>
        <p>Contenido</p>
      </Modal>,
    );
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = api.open({ title: 'Imperativo' });
    });
    // Opening the declarative one (e.g. from a trigger outside the dialog) closes the imperative one.
    act(() => {
      screen.getByRole('button', { name: 'Abrir', hidden: true }).click();
    });
    await expect(result).resolves.toEqual({ status: 'closed' });
    expect(screen.getByRole('dialog', { name: 'Declarativo' })).toBeInTheDocument();
    act(() => {
      result = api.open({ title: 'Imperativo 2' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Declarativo' })).toBeNull());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Imperativo 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expect(result).resolves.toEqual({ status: 'closed' });
  });

  it('confirmDiscardChanges is a confirm-mode alertdialog resolving to a boolean', async () => {
    const user = setup();
    let result: Promise<boolean> = Promise.resolve(false);
    act(() => {
      result = api.confirmDiscardChanges();
    });
    const dialog = screen.getByRole('alertdialog', { name: '¿Desea descartar los cambios sin guardar?' });
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    await expect(result).resolves.toBe(true);

    act(() => {
      result = api.confirmDiscardChanges();
    });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(result).resolves.toBe(false);
  });

  it('confirmExitApp speaks the provider locale', async () => {
    const user = setup(undefined, 'en-US');
    let result: Promise<boolean> = Promise.resolve(false);
    act(() => {
      result = api.confirmExitApp();
    });
    expect(screen.getByRole('alertdialog', { name: 'Exit the app?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await expect(result).resolves.toBe(true);
  });

  it('stays open when a confirmValue function rejects', async () => {
    const user = setup();
    act(() => {
      void api.open({ title: 'Guardar', confirmValue: () => Promise.reject(new Error('x')) });
    });
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Aceptar/ }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('useModal() throws outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ModalProvider/);
  });
});
