import { describe, expect, it, vi } from 'vitest';
import {
  type ClientsLike,
  OPEN_NOTIFICATION_MESSAGE,
  openNotificationTarget,
  targetOf,
  type WindowClientLike,
} from './open-target';

const ORIGIN = 'http://demo.faena.localhost:3000';

function windowAt(url: string, state: Partial<Pick<WindowClientLike, 'focused' | 'visibilityState'>> = {}) {
  return {
    url,
    focused: state.focused ?? false,
    visibilityState: state.visibilityState ?? 'hidden',
    focus: vi.fn(async () => undefined),
    postMessage: vi.fn(),
  };
}

function clientsWith(windows: ReturnType<typeof windowAt>[]) {
  return {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  } satisfies ClientsLike;
}

describe('a tap on a notification', () => {
  it('brings an open window of the app forward and sends it to the post', async () => {
    const hidden = windowAt(`${ORIGIN}/reports`);
    const visible = windowAt(`${ORIGIN}/home`, { visibilityState: 'visible' });
    const clients = clientsWith([hidden, visible]);
    await openNotificationTarget(clients, ORIGIN, '/posts/42');
    expect(visible.focus).toHaveBeenCalledOnce();
    expect(visible.postMessage).toHaveBeenCalledWith({ type: OPEN_NOTIFICATION_MESSAGE, href: '/posts/42' });
    expect(hidden.postMessage).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('prefers the focused window', async () => {
    const visible = windowAt(`${ORIGIN}/home`, { visibilityState: 'visible' });
    const focused = windowAt(`${ORIGIN}/people`, { focused: true, visibilityState: 'visible' });
    await openNotificationTarget(clientsWith([visible, focused]), ORIGIN, '/posts/1');
    expect(focused.postMessage).toHaveBeenCalledOnce();
    expect(visible.postMessage).not.toHaveBeenCalled();
  });

  it('still sends the window to the post when focusing it is refused', async () => {
    const open = windowAt(`${ORIGIN}/home`);
    open.focus.mockRejectedValueOnce(new Error('Not allowed to focus a window.'));
    await openNotificationTarget(clientsWith([open]), ORIGIN, '/posts/7');
    expect(open.postMessage).toHaveBeenCalledWith({ type: OPEN_NOTIFICATION_MESSAGE, href: '/posts/7' });
  });

  it('opens a new window on the post when none of the app is open', async () => {
    const elsewhere = windowAt('http://acme.faena.localhost:3000/home', { focused: true });
    const clients = clientsWith([elsewhere]);
    await openNotificationTarget(clients, ORIGIN, '/posts/42');
    expect(clients.openWindow).toHaveBeenCalledWith('/posts/42');
    expect(elsewhere.postMessage).not.toHaveBeenCalled();
  });

  it('opens the app at its start when the notification leads nowhere', async () => {
    const clients = clientsWith([]);
    await openNotificationTarget(clients, ORIGIN, null);
    expect(clients.openWindow).toHaveBeenCalledWith('/');
  });
});

describe('the target a shown notification keeps', () => {
  it('is a path of this app, never another site', () => {
    expect(targetOf({ href: '/posts/42' })).toBe('/posts/42');
    expect(targetOf({ href: 'https://elsewhere.example/posts/42' })).toBeNull();
    expect(targetOf({ href: '//elsewhere.example/x' })).toBeNull();
    expect(targetOf({ href: null })).toBeNull();
    expect(targetOf(null)).toBeNull();
  });
});
