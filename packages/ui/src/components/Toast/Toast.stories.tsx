import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { resolveUiLocale, type UiTexts, uiResources } from '../../i18n/resources.ts';
import { Button } from '../Button/Button.tsx';
import { type ToastOptions, ToastProvider, type ToastTone, useToast } from './Toast.tsx';

const textsFor = (globals: Record<string, unknown>): UiTexts =>
  uiResources[resolveUiLocale(String(globals.locale ?? ''))];

const samples: Record<ToastTone, ToastOptions> = {
  default: { title: 'Cambios guardados' },
  success: { tone: 'success', title: 'Checklist completado', description: 'Sede Centro · 15 de 15 puntos.' },
  warning: { tone: 'warning', title: 'Sin conexión', description: 'Guardaremos los cambios al reconectar.' },
  info: { tone: 'info', title: 'Nueva versión disponible', description: 'Recarga para actualizar.' },
  error: {
    tone: 'error',
    title: 'No se pudo guardar',
    description: 'Revisa tu conexión e inténtalo de nuevo.',
  },
};

function Launcher({ options, label }: { options: ToastOptions; label: string }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>{label}</Button>;
}

function AllTones() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {(Object.keys(samples) as ToastTone[]).map((tone) => (
        <Button key={tone} variant="secondary" onClick={() => toast.show(samples[tone])}>
          {tone}
        </Button>
      ))}
      <Button variant="ghost" onClick={() => toast.dismissAll()}>
        Cerrar todas
      </Button>
    </div>
  );
}

const meta = {
  title: 'Componentes/Toast',
  component: ToastProvider,
  args: { children: null },
  argTypes: { children: { control: false } },
  decorators: [(Story) => <Story />],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the toasts' entry animations (they start transparent). */
async function animationsDone() {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished));
}

const region = (texts: UiTexts) => screen.getByRole('region', { name: texts.toast.region });

export const Default: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher options={samples.default} label="Guardar" />
    </ToastProvider>
  ),
  play: async ({ canvas, globals }) => {
    const texts = textsFor(globals);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const polite = within(region(texts)).getByRole('status');
    await expect(polite).toHaveAttribute('aria-live', 'polite');
    await expect(polite).toHaveTextContent('Cambios guardados');
    await expect(within(region(texts)).queryByRole('button', { name: texts.toast.close })).toBeNull();
    // SPEC 4: gone after 3 s.
    await waitFor(() => expect(screen.queryByText('Cambios guardados')).toBeNull(), { timeout: 4500 });
  },
};

export const ErrorToast: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher options={samples.error} label="Guardar" />
    </ToastProvider>
  ),
  play: async ({ canvas, globals }) => {
    const texts = textsFor(globals);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const alert = within(region(texts)).getByRole('alert');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await expect(alert).toHaveTextContent('No se pudo guardar');
    const toast = alert.querySelector('[data-tone="error"]');
    await expect(toast && getComputedStyle(toast).backgroundColor).toBe('rgb(200, 30, 30)');
    // Closable from the keyboard.
    const close = within(alert).getByRole('button', { name: texts.toast.close });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByText('No se pudo guardar')).toBeNull();
    // Left open for the accessibility check.
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(within(region(texts)).getByRole('alert')).toHaveTextContent('No se pudo guardar');
  },
};

export const InfoToast: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher options={samples.info} label="Avisar" />
    </ToastProvider>
  ),
  play: async ({ canvas, globals }) => {
    const texts = textsFor(globals);
    await userEvent.click(canvas.getByRole('button', { name: 'Avisar' }));
    const status = within(region(texts)).getByRole('status');
    await expect(status).toHaveTextContent('Nueva versión disponible');
    const toast = status.querySelector('[data-tone="info"]');
    // Light blue (sky 50).
    await expect(toast && getComputedStyle(toast).backgroundColor).toBe('rgb(240, 249, 255)');
    await animationsDone();
    await expect(within(status).getByRole('button', { name: texts.toast.close })).toBeVisible();
  },
};

export const PausesOnHover: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher options={{ title: 'Se va pronto', duration: 600 }} label="Mostrar" />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar' }));
    const toast = await screen.findByText('Se va pronto');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(screen.getByText('Se va pronto')).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(screen.queryByText('Se va pronto')).toBeNull(), { timeout: 2000 });
  },
};

export const StackedAndQueued: Story = {
  args: { max: 3 },
  render: (args) => (
    <ToastProvider {...args}>
      <AllTones />
    </ToastProvider>
  ),
  play: async ({ canvas, globals }) => {
    const texts = textsFor(globals);
    for (const tone of ['info', 'error', 'warning', 'success'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: tone }));
    }
    const shown = () => region(texts).querySelectorAll('[data-toast-id]');
    await expect(shown()).toHaveLength(3);
    // The fourth waits; closing one shows it.
    await expect(screen.queryByText('Checklist completado')).toBeNull();
    await userEvent.click(within(region(texts)).getAllByRole('button', { name: texts.toast.close })[0]!);
    await screen.findByText('Checklist completado');
    await animationsDone();
    await expect(screen.getByText('Checklist completado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar todas' }));
    await expect(shown()).toHaveLength(0);
  },
};
