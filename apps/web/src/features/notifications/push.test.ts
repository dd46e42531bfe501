import type { Notification } from '@faena/api-client';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_NOTIFICATION_MESSAGE } from '@/platform/service-worker/open-target';
import { followNotificationTaps, forgetPushDevice, registerPushDevice, showSystemNotification } from './push';

const notification: Notification = {
  id: 'n1',
  read: false,
  payload: { type: 'NEW_POST', postId: '42', title: 'Bienvenida' },
  created_at: '2026-11-21T10:00:00.000Z',
};

function browser(permission: NotificationPermission, visibilityState: DocumentVisibilityState) {
  const shown: Array<{ title: string; options: NotificationOptions; onclick: (() => void) | null }> = [];
  class FakeNotification {
    static permission = permission;
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(
      public title: string,
      public options: NotificationOptions,
    ) {
      shown.push(this);
    }
  }
  return {
    shown,
    scope: {
      Notification: FakeNotification as unknown as typeof globalThis.Notification,
      document: { visibilityState },
      focus: vi.fn(),
    },
  };
}

const texts = { heading: () => 'Nueva publicación' };

describe('a system notification shown while the page is hidden', () => {
  it('goes through the service worker, tagged with its id and keeping the post to open', async () => {
    const { shown, scope } = browser('granted', 'hidden');
    const worker = { showNotification: vi.fn(async () => undefined) };
    await showSystemNotification(notification, texts, vi.fn(), async () => worker, scope);
    expect(worker.showNotification).toHaveBeenCalledWith('Nueva publicación', {
      body: 'Bienvenida',
      tag: 'n1',
      data: { href: '/posts/42' },
    });
    expect(shown).toEqual([]);
  });

  it('without a service worker, shows it from the page and a click opens the post', async () => {
    const { shown, scope } = browser('granted', 'hidden');
    const open = vi.fn();
    await showSystemNotification(notification, texts, open, async () => null, scope);
    expect(shown.map((n) => [n.title, n.options.body, n.options.tag])).toEqual([
      ['Nueva publicación', 'Bienvenida', 'n1'],
    ]);
    shown[0]?.onclick?.();
    expect(open).toHaveBeenCalledWith('/posts/42');
    expect(scope.focus).toHaveBeenCalled();
  });

  it('shows nothing while the page is in view or without permission', async () => {
    const worker = { showNotification: vi.fn(async () => undefined) };
    const visible = browser('granted', 'visible');
    await showSystemNotification(notification, texts, vi.fn(), async () => worker, visible.scope);
    const denied = browser('denied', 'hidden');
    await showSystemNotification(notification, texts, vi.fn(), async () => worker, denied.scope);
    expect([...visible.shown, ...denied.shown]).toEqual([]);
    expect(worker.showNotification).not.toHaveBeenCalled();
  });
});

describe('a tap the service worker hands to the app', () => {
  it('opens the page it names, and only pages of this app', () => {
    const container = new EventTarget();
    const open = vi.fn();
    const stop = followNotificationTaps(open, container as unknown as ServiceWorkerContainer);
    const send = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));
    send({ type: OPEN_NOTIFICATION_MESSAGE, href: '/posts/42' });
    send({ type: OPEN_NOTIFICATION_MESSAGE, href: 'https://elsewhere.example/' });
    send({ type: 'something-else', href: '/posts/9' });
    stop();
    send({ type: OPEN_NOTIFICATION_MESSAGE, href: '/posts/43' });
    expect(open.mock.calls).toEqual([['/posts/42']]);
  });
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('push registration', () => {
  const registration = () => ({
    token: vi.fn(async (key: string) => `token-for-${key}`),
    forget: vi.fn(async () => undefined),
    deviceInfo: () => ({ platform: 'web' }),
  });

  it('registers the device with its token once allowed and the server has a public key', async () => {
    const register = vi.fn(async () => ({}));
    const storage = memoryStorage();
    const token = await registerPushDevice(
      'granted',
      registration(),
      { publicKey: async () => 'KEY', register },
      storage,
    );
    expect(token).toBe('token-for-KEY');
    expect(register).toHaveBeenCalledWith({ token: 'token-for-KEY', device_info: { platform: 'web' } });
    expect([...storage.items.values()]).toEqual(['token-for-KEY']);
  });

  it('registers nothing without permission, without a key or without a push service', async () => {
    const register = vi.fn(async () => ({}));
    const steps = { publicKey: async () => 'KEY', register };
    const storage = memoryStorage();
    expect(await registerPushDevice('denied', registration(), steps, storage)).toBeNull();
    expect(await registerPushDevice('granted', null, steps, storage)).toBeNull();
    expect(
      await registerPushDevice('granted', registration(), { publicKey: async () => null, register }, storage),
    ).toBeNull();
    expect(register).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });

  it('on sign-out, unregisters the token it registered and gives it up', async () => {
    const storage = memoryStorage();
    const push = registration();
    await registerPushDevice(
      'granted',
      push,
      { publicKey: async () => 'KEY', register: async () => ({}) },
      storage,
    );
    const unregister = vi.fn(async () => ({}));
    await forgetPushDevice(push, unregister, storage);
    expect(unregister).toHaveBeenCalledWith('token-for-KEY');
    expect(push.forget).toHaveBeenCalledOnce();
    expect(storage.items.size).toBe(0);
    await forgetPushDevice(push, unregister, storage);
    expect(unregister).toHaveBeenCalledOnce();
  });

  it('still forgets the token locally when the server cannot be reached', async () => {
    const storage = memoryStorage();
    storage.setItem('faena.pushToken', 'old-token');
    await forgetPushDevice(null, async () => Promise.reject(new Error('offline')), storage);
    expect(storage.items.size).toBe(0);
  });
});
