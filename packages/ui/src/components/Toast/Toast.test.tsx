import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider.tsx';
import { type ToastApi, type ToastOptions, ToastProvider, useToast } from './Toast.tsx';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function setup(max?: number) {
  render(
    <ToastProvider max={max}>
      <Capture />
    </ToastProvider>,
  );
}

const show = (options: ToastOptions) => {
  let id = '';
  act(() => {
    id = api.show(options);
  });
  return id;
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a default toast for 3 s in the polite live region, without a close button', () => {
    setup();
    show({ title: 'Guardado', description: 'Los cambios se guardaron.' });
    const polite = screen.getByRole('status');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(polite.textContent).toContain('Guardado');
    expect(polite.textContent).toContain('Los cambios se guardaron.');
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    advance(2999);
    expect(screen.queryByText('Guardado')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Guardado')).toBeNull();
  });

  it('keeps error (assertive) and info toasts 10 s, closable with Cerrar', () => {
    setup();
    show({ title: 'No se pudo guardar', tone: 'error' });
    show({ title: 'Nueva versión disponible', tone: 'info' });
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(alert.textContent).toContain('No se pudo guardar');
    expect(screen.getByRole('status').textContent).toContain('Nueva versión disponible');
    expect(screen.getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
    advance(9999);
    expect(screen.queryByText('No se pudo guardar')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('No se pudo guardar')).toBeNull();
    expect(screen.queryByText('Nueva versión disponible')).toBeNull();
  });

  it('closes with the close button and with Escape', () => {
    setup();
    show({ title: 'Error A', tone: 'error' });
    show({ title: 'Error B', tone: 'error' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar' })[0]!);
    expect(screen.queryByText('Error A')).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cerrar' }), { key: 'Escape' });
    expect(screen.queryByText('Error B')).toBeNull();
  });

  it('queues beyond max and shows the next when one leaves', () => {
    setup(2);
    show({ title: 'Uno' });
    advance(1000);
    show({ title: 'Dos' });
    show({ title: 'Tres' });
    expect(screen.queryByText('Tres')).toBeNull();
    advance(2000); // 'Uno' leaves at 3 s
    expect(screen.queryByText('Uno')).toBeNull();
    expect(screen.queryByText('Tres')).not.toBeNull();
    advance(1000); // 'Dos' leaves at 3 s of its own
    expect(screen.queryByText('Dos')).toBeNull();
    // 'Tres' started when it appeared, so it has 1 s left.
    advance(1999);
    expect(screen.queryByText('Tres')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Tres')).toBeNull();
  });

  it('pauses while hovered and while focused, keeping the time left', () => {
    setup();
    show({ title: 'Pausable' });
    const region = screen.getByRole('region', { name: 'Avisos' });
    advance(2000);
    fireEvent.pointerEnter(region);
    advance(10000);
    expect(screen.queryByText('Pausable')).not.toBeNull();
    fireEvent.pointerLeave(region);
    advance(999);
    expect(screen.queryByText('Pausable')).not.toBeNull();
    fireEvent.focus(region);
    advance(10000);
    expect(screen.queryByText('Pausable')).not.toBeNull();
    fireEvent.blur(region);
    advance(1);
    expect(screen.queryByText('Pausable')).toBeNull();
  });

  it('honours duration, dismiss and dismissAll; speaks en-US', () => {
    render(
      <UiTextProvider locale="en-US">
        <ToastProvider>
          <Capture />
        </ToastProvider>
      </UiTextProvider>,
    );
    const id = show({ title: 'Sticky', duration: Number.POSITIVE_INFINITY });
    show({ title: 'Short', duration: 500 });
    expect(screen.getByRole('region', { name: 'Alerts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    advance(500);
    expect(screen.queryByText('Short')).toBeNull();
    advance(60000);
    expect(screen.queryByText('Sticky')).not.toBeNull();
    act(() => api.dismiss(id));
    expect(screen.queryByText('Sticky')).toBeNull();
    show({ title: 'A' });
    show({ title: 'B', tone: 'error' });
    act(() => api.dismissAll());
    expect(screen.queryByText('A')).toBeNull();
    expect(screen.queryByText('B')).toBeNull();
  });

  it('useToast() throws outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  });
});
