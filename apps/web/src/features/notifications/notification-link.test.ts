import type { Notification } from '@faena/api-client';
import { describe, expect, it, vi } from 'vitest';
import { notificationHref, relativeTime } from './notification-link';
import { registerPushDevice, showSystemNotification } from './push';

describe('where a notification leads (SPEC 7)', () => {
  it('opens /posts/{postId} for a NEW_POST', () => {
    expect(notificationHref({ type: 'NEW_POST', postId: '42', title: 'Hola' })).toBe('/posts/42');
    expect(notificationHref({ type: 'NEW_POST', postId: 7 })).toBe('/posts/7');
    expect(notificationHref({ type: 'NEW_POST', postId: 'a/b' })).toBe('/posts/a%2Fb');
  });

  it('leads nowhere without a post or for other types', () => {
    expect(notificationHref({ type: 'NEW_POST' })).toBeNull();
    expect(notificationHref({ type: 'NEW_POST', postId: '' })).toBeNull();
    expect(notificationHref({ type: 'TASK_ASSIGNED', postId: '42' })).toBeNull();
    expect(notificationHref(undefined)).toBeNull();
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  it('reads naturally in Spanish (Mexico) and English', () => {
    expect(relativeTime(new Date('2026-11-21T11:59:50.000Z'), now, 'es-MX')).toBe('ahora');
    expect(relativeTime(new Date('2026-11-21T11:55:00.000Z'), now, 'es-MX')).toBe('hace 5 minutos');
    expect(relativeTime(new Date('2026-11-21T09:00:00.000Z'), now, 'es-MX')).toBe('hace 3 horas');
    expect(relativeTime(new Date('2026-11-20T12:00:00.000Z'), now, 'es-MX')).toBe('ayer');
    expect(relativeTime(new Date('2026-11-21T11:55:00.000Z'), now, 'en-US')).toBe('5 minutes ago');
  });
});

describe('a system notification shown while the page is hidden', () => {
  const notification: Notification = {
    id: 'n1',
    read: false,
    payload: { type: 'NEW_POST', postId: '42', title: 'Bienvenida' },
    created_at: '2026-11-21T10:00:00.000Z',
  };

  function browser(permission: NotificationPermission, visibilityState: DocumentVisibilityState) {
    const shown: Array<{
      title: string;
      options: NotificationOptions;
      onclick: (() => void) | null;
      close: () => void;
    }> = [];
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
        Notification: FakeNotification as unknown as typeof Notification,
        document: { visibilityState },
        focus: vi.fn(),
      },
    };
  }

  it('shows the kind and the title, and a click opens the post', () => {
    const { shown, scope } = browser('granted', 'hidden');
    const open = vi.fn();
    showSystemNotification(notification, { heading: () => 'Nueva publicación' }, open, scope);
    expect(shown.map((n) => [n.title, n.options.body])).toEqual([['Nueva publicación', 'Bienvenida']]);
    shown[0]?.onclick?.();
    expect(open).toHaveBeenCalledWith('/posts/42');
    expect(scope.focus).toHaveBeenCalled();
  });

  it('shows nothing while the page is in view or without permission', () => {
    const visible = browser('granted', 'visible');
    showSystemNotification(notification, { heading: () => 'x' }, vi.fn(), visible.scope);
    const denied = browser('denied', 'hidden');
    showSystemNotification(notification, { heading: () => 'x' }, vi.fn(), denied.scope);
    expect([...visible.shown, ...denied.shown]).toEqual([]);
  });
});

describe('push registration', () => {
  const registration = {
    token: vi.fn(async (key: string) => `token-for-${key}`),
    deviceInfo: () => ({ platform: 'web' }),
  };

  it('registers the device with its token once allowed and the server has a public key', async () => {
    const register = vi.fn(async () => ({}));
    const token = await registerPushDevice('granted', registration, {
      publicKey: async () => 'KEY',
      register,
    });
    expect(token).toBe('token-for-KEY');
    expect(register).toHaveBeenCalledWith({ token: 'token-for-KEY', device_info: { platform: 'web' } });
  });

  it('registers nothing without permission, without a key or without a push service', async () => {
    const register = vi.fn(async () => ({}));
    const steps = { publicKey: async () => 'KEY', register };
    expect(await registerPushDevice('denied', registration, steps)).toBeNull();
    expect(await registerPushDevice('granted', null, steps)).toBeNull();
    expect(
      await registerPushDevice('granted', registration, { publicKey: async () => null, register }),
    ).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });
});
