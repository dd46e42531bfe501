// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING_MESSAGE } from '@/platform/service-worker/offline-cache';
import { initI18n } from '../../test/render';
import { OfflineIndicator, OfflineParts } from './OfflineParts';

beforeAll(async () => {
  await initI18n('es-MX');
});
afterEach(cleanup);

function connection(onLine: boolean) {
  const target = new EventTarget();
  const scope = Object.assign(target, { navigator: { onLine } });
  const set = (value: boolean) =>
    act(() => {
      scope.navigator.onLine = value;
      scope.dispatchEvent(new Event(value ? 'online' : 'offline'));
    });
  return { scope: scope as unknown as Window, set };
}

/** A service worker container whose registration has (or later gets) a waiting worker. */
function workers({ waiting }: { waiting: boolean }) {
  const container = new EventTarget();
  const registration = new EventTarget();
  const worker = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  Object.assign(registration, {
    waiting: waiting ? worker : null,
    installing: null as unknown,
    update: vi.fn(async () => undefined),
  });
  Object.assign(container, {
    controller: {},
    getRegistration: vi.fn(async () => registration),
  });
  const installNewBuild = () =>
    act(() => {
      Object.assign(registration, { installing: worker });
      registration.dispatchEvent(new Event('updatefound'));
      worker.dispatchEvent(new Event('statechange'));
    });
  return {
    container: container as unknown as ServiceWorkerContainer,
    worker,
    installNewBuild,
    takeOver: () => act(() => container.dispatchEvent(new Event('controllerchange'))),
  };
}

describe('offline indicator', () => {
  it('says the app is offline and showing what the device saved, until the connection returns', async () => {
    const { scope, set } = connection(false);
    render(<OfflineIndicator scope={scope} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Sin conexión — mostrando lo guardado en este dispositivo');
    set(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    set(false);
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión');
  });

  it('is in English for en-US', async () => {
    const { scope } = connection(false);
    const i18n = await initI18n('en-US');
    try {
      render(<OfflineIndicator scope={scope} />);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Offline — showing what this device has saved',
      );
    } finally {
      await i18n.changeLanguage('es-MX');
    }
  });
});

describe('new version prompt', () => {
  it('offers a new build once its worker waits; "Actualizar" hands over and reloads', async () => {
    const { scope } = connection(true);
    const { container, worker, installNewBuild, takeOver } = workers({ waiting: false });
    const reload = vi.fn();
    render(<OfflineParts container={container} scope={scope} reload={reload} />);
    await act(async () => undefined);
    expect(screen.queryByText('Hay una nueva versión de Faena')).toBeNull();

    installNewBuild();
    expect(await screen.findByRole('region', { name: 'Hay una nueva versión de Faena' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING_MESSAGE });
    expect(screen.getByRole('button', { name: 'Actualizando…' })).toBeDisabled();
    expect(reload).not.toHaveBeenCalled();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('"Más tarde" puts the prompt away and keeps the running version', async () => {
    const { container, worker } = workers({ waiting: true });
    const reload = vi.fn();
    render(<OfflineParts container={container} reload={reload} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByText('Hay una nueva versión de Faena')).toBeNull();
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows nothing without service workers', () => {
    render(<OfflineParts container={undefined} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
