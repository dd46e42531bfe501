// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { DayLocale } from './calendar-days';
import { PullToRefresh } from './PullToRefresh';

/** A promise the test settles when it likes. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup({ locale = 'es-MX' as DayLocale, refresh = deferred() } = {}) {
  const onRefresh = vi.fn(() => refresh.promise);
  renderWithProviders(
    <PullToRefresh onRefresh={onRefresh}>
      <p>Actividades del día</p>
    </PullToRefresh>,
    { locale },
  );
  return { onRefresh, refresh, content: screen.getByText('Actividades del día') };
}

const at = (clientY: number, clientX = 100) => ({ touches: [{ clientX, clientY }] });

/** A finger down at y = 100, then moved through the given y positions (not released). */
function drag(target: HTMLElement, ...ys: number[]) {
  fireEvent.touchStart(target, at(100));
  for (const y of ys) fireEvent.touchMove(target, at(y));
}

/** The live status saying `text` (the app's toasts have a status region of their own). */
const statusSaying = (text: string) =>
  screen.queryAllByRole('status').find((element) => element.textContent === text) ?? null;

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('pull to refresh', () => {
  afterEach(() => {
    cleanup();
    scrollTo(0);
  });

  it('refreshes when pulled down past the threshold from the top and released', async () => {
    const { onRefresh, refresh, content } = setup();
    expect(screen.queryByText('Desliza para actualizar')).not.toBeInTheDocument();

    drag(content, 120, 140);
    expect(screen.getByText('Desliza para actualizar')).toBeInTheDocument();
    fireEvent.touchMove(content, at(200));
    expect(screen.getByText('Suelta para actualizar')).toBeInTheDocument();
    expect(screen.queryByText('Desliza para actualizar')).not.toBeInTheDocument();
    expect(onRefresh).not.toHaveBeenCalled();

    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(statusSaying('Actualizando…')).toBeInTheDocument();
    expect(screen.queryByText('Suelta para actualizar')).not.toBeInTheDocument();

    await act(async () => refresh.resolve());
    expect(screen.queryByText('Actualizando…')).not.toBeInTheDocument();
  });

  it('does nothing when released before the threshold', () => {
    const { onRefresh, content } = setup();
    drag(content, 150, 164);
    expect(screen.getByText('Desliza para actualizar')).toBeInTheDocument();
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('Desliza para actualizar')).not.toBeInTheDocument();
    expect(screen.queryByText('Actualizando…')).not.toBeInTheDocument();
  });

  it('drops the pull when the finger comes back up before release', () => {
    const { onRefresh, content } = setup();
    drag(content, 200, 120);
    expect(screen.getByText('Desliza para actualizar')).toBeInTheDocument();
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('holds off the browser’s own overscroll while pulling, not while scrolling', () => {
    const { content } = setup();
    fireEvent.touchStart(content, at(100));
    // fireEvent answers false when the event's default was prevented.
    expect(fireEvent.touchMove(content, at(130))).toBe(false);
    fireEvent.touchEnd(content, { touches: [] });

    fireEvent.touchStart(content, at(300));
    expect(fireEvent.touchMove(content, at(200))).toBe(true);
    fireEvent.touchEnd(content, { touches: [] });
  });

  it('leaves the page alone when it is not scrolled to the top', () => {
    const { onRefresh, content } = setup();
    scrollTo(120);
    drag(content, 150, 250);
    expect(screen.queryByText(/para actualizar/)).not.toBeInTheDocument();
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('leaves upward drags and sideways swipes to the browser', () => {
    const { onRefresh, content } = setup();
    drag(content, 60, 250);
    fireEvent.touchEnd(content, { touches: [] });

    fireEvent.touchStart(content, at(100, 100));
    fireEvent.touchMove(content, at(110, 160));
    fireEvent.touchMove(content, at(250, 170));
    fireEvent.touchEnd(content, { touches: [] });

    expect(screen.queryByText(/para actualizar/)).not.toBeInTheDocument();
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('does nothing for a mouse or a pen', () => {
    const { onRefresh, content } = setup();
    fireEvent.pointerDown(content, { pointerType: 'mouse', clientX: 100, clientY: 100 });
    fireEvent.mouseDown(content, { clientX: 100, clientY: 100 });
    fireEvent.pointerMove(content, { pointerType: 'mouse', clientX: 100, clientY: 300 });
    fireEvent.mouseMove(content, { clientX: 100, clientY: 300 });
    expect(screen.queryByText(/para actualizar/)).not.toBeInTheDocument();
    fireEvent.pointerUp(content, { pointerType: 'mouse', clientX: 100, clientY: 300 });
    fireEvent.mouseUp(content, { clientX: 100, clientY: 300 });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('ignores pulls while refreshing and ends the spinner even when the refresh fails', async () => {
    const { onRefresh, refresh, content } = setup();
    drag(content, 200);
    fireEvent.touchEnd(content, { touches: [] });
    drag(content, 250);
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(1);

    expect(statusSaying('Actualizando…')).toBeInTheDocument();
    await act(async () => refresh.reject(new Error('Sin conexión')));
    expect(screen.queryByText('Actualizando…')).not.toBeInTheDocument();

    // And the next pull works again.
    drag(content, 200);
    fireEvent.touchEnd(content, { touches: [] });
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('speaks English', async () => {
    const { refresh, content } = setup({ locale: 'en-US' });
    drag(content, 130);
    expect(screen.getByText('Pull to refresh')).toBeInTheDocument();
    fireEvent.touchMove(content, at(180));
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(content, { touches: [] });
    expect(statusSaying('Refreshing…')).toBeInTheDocument();
    await act(async () => refresh.resolve());
    expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
  });
});
