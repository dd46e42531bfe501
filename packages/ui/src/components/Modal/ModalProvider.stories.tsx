import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';
import { type ModalAnswer, ModalProvider, useModal } from './ModalProvider.tsx';

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

/** Finds the open dialog and waits for the opening animations to end. */
async function openDialog(role: 'dialog' | 'alertdialog', name?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name ? { name } : {});
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished));
  return dialog;
}

const describeAnswer = (answer: ModalAnswer<unknown>) =>
  answer.status === 'answered' ? `answered: ${String(answer.value)}` : 'closed';

function ChooseVenue() {
  const modal = useModal();
  const [result, setResult] = useState('—');
  const choose = async () => {
    const answer = await modal.open<string>({
      title: 'Elegir sede',
      description: 'La actividad se creará en esta sede.',
      content: ({ answer: pick }) => (
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Button variant="secondary" onClick={() => pick('Sede Norte')}>
            Sede Norte
          </Button>
          <Button variant="secondary" onClick={() => void modal.open({ title: 'Nueva sede' })}>
            Crear sede
          </Button>
        </div>
      ),
      confirmLabel: 'Sede Centro',
      confirmValue: 'Sede Centro',
    });
    setResult(describeAnswer(answer));
  };
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <Button onClick={choose}>Elegir sede</Button>
      <output aria-label="Resultado">{result}</output>
    </div>
  );
}

function Confirmations() {
  const modal = useModal();
  const [result, setResult] = useState('—');
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button
          variant="secondary"
          onClick={async () => setResult(`discard: ${await modal.confirmDiscardChanges()}`)}
        >
          Salir del formulario
        </Button>
        <Button variant="secondary" onClick={async () => setResult(`exit: ${await modal.confirmExitApp()}`)}>
          Salir de la app
        </Button>
      </div>
      <output aria-label="Resultado">{result}</output>
    </div>
  );
}

function DeclarativeAndImperative() {
  const modal = useModal();
  const [result, setResult] = useState('—');
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <Modal title="Editar sede" trigger={<Button>Editar sede</Button>}>
        <Button
          variant="secondary"
          onClick={async () =>
            setResult(describeAnswer(await modal.open({ title: 'Ayuda', hideConfirm: true })))
          }
        >
          Ver ayuda
        </Button>
      </Modal>
      <output aria-label="Resultado">{result}</output>
    </div>
  );
}

const meta = {
  title: 'Componentes/ModalProvider',
  component: ModalProvider,
  args: { children: null },
  argTypes: { children: { control: false } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ModalProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndAnswer: Story = {
  render: () => (
    <ModalProvider>
      <ChooseVenue />
    </ModalProvider>
  ),
  play: async ({ canvas, globals, step }) => {
    const t = textsFor(globals);
    const trigger = canvas.getByRole('button', { name: 'Elegir sede' });
    const output = canvas.getByRole('status', { name: 'Resultado' });

    await step('the confirm button answers with confirmValue', async () => {
      await userEvent.click(trigger);
      await openDialog('dialog', 'Elegir sede');
      await userEvent.click(screen.getByRole('button', { name: 'Sede Centro' }));
      await waitFor(() => expect(output).toHaveTextContent('answered: Sede Centro'));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(trigger).toHaveFocus();
    });

    await step('content answers through the controls', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Sede Norte' }));
      await waitFor(() => expect(output).toHaveTextContent('answered: Sede Norte'));
    });

    await step('Cancelar resolves closed', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: t.modal.cancel }));
      await waitFor(() => expect(output).toHaveTextContent('closed'));
    });

    await step('opening another modal closes this one (one at a time)', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('button', { name: 'Crear sede' }));
      await openDialog('dialog', 'Nueva sede');
      await expect(screen.getAllByRole('dialog')).toHaveLength(1);
      await waitFor(() => expect(output).toHaveTextContent('closed'));
    });
  },
};

export const ConfirmDiscardAndExit: Story = {
  render: () => (
    <ModalProvider>
      <Confirmations />
    </ModalProvider>
  ),
  play: async ({ canvas, globals, step }) => {
    const t = textsFor(globals);
    const output = canvas.getByRole('status', { name: 'Resultado' });

    await step('discard changes: confirm mode, Escape ignored, Cancelar gives false', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Salir del formulario' }));
      await openDialog('alertdialog', t.modal.discardChanges);
      await userEvent.keyboard('{Escape}');
      await expect(screen.getByRole('alertdialog', { name: t.modal.discardChanges })).toBeVisible();
      await expect(screen.queryByRole('button', { name: t.modal.close })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: t.modal.cancel }));
      await waitFor(() => expect(output).toHaveTextContent('discard: false'));
    });

    await step('discard changes: Descartar gives true', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Salir del formulario' }));
      await userEvent.click(await screen.findByRole('button', { name: t.modal.discard }));
      await waitFor(() => expect(output).toHaveTextContent('discard: true'));
    });

    await step('exit app: Salir gives true', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Salir de la app' }));
      await openDialog('alertdialog', t.modal.exitApp);
      await userEvent.click(screen.getByRole('button', { name: t.modal.exit }));
      await waitFor(() => expect(output).toHaveTextContent('exit: true'));
    });

    // Left open for the accessibility check.
    await userEvent.click(canvas.getByRole('button', { name: 'Salir de la app' }));
    await openDialog('alertdialog', t.modal.exitApp);
  },
};

export const ClosesDeclarativeModals: Story = {
  render: () => (
    <ModalProvider>
      <DeclarativeAndImperative />
    </ModalProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar sede' }));
    await openDialog('dialog', 'Editar sede');
    await userEvent.click(screen.getByRole('button', { name: 'Ver ayuda' }));
    await openDialog('dialog', 'Ayuda');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar sede' })).toBeNull());
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
  },
};
