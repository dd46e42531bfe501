import type { Notification } from '@faena/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, startNotificationStream } from './notification-stream';

const NOTIFICATION: Notification = {
  id: '0a1b2c3d-0000-4000-8000-000000000001',
  read: false,
  payload: { type: 'NEW_POST', postId: '42', title: 'Bienvenida' },
  created_at: '2026-11-21T10:00:00.000Z',
};

/** A server answer whose body the test writes to, event by event. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

type Call = { url: string; headers: Record<string, string>; signal: AbortSignal };

function fakeServer() {
  const calls: Call[] = [];
  const answers: Array<() => Promise<Response>> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      signal: init?.signal as AbortSignal,
    });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return {
    calls,
    fetch,
    answer: (next: () => Promise<Response>) => answers.push(next),
    refuse: (status: number) =>
      answers.push(
        async () => new Response('{}', { status, headers: { 'Content-Type': 'application/json' } }),
      ),
  };
}

function start(server: ReturnType<typeof fakeServer>) {
  const received: Notification[] = [];
  const gaveUp = vi.fn();
  const stream = startNotificationStream({
    url: 'http://demo.faena.localhost/api/notifications/devices/sse',
    getToken: async () => 'id-token',
    fetch: server.fetch,
    onNotification: (notification) => received.push(notification),
    onGiveUp: gaveUp,
  });
  return { stream, received, gaveUp };
}

describe('reconnectDelay (SPEC 9)', () => {
  it('starts at 2, doubles, and stops growing at 30000', () => {
    expect([1, 2, 3, 4, 5].map((errors) => reconnectDelay(errors))).toEqual([2, 4, 8, 16, 32]);
    expect(reconnectDelay(14)).toBe(16_384);
    expect(reconnectDelay(15)).toBe(30_000);
    expect(reconnectDelay(40)).toBe(30_000);
  });
});

describe('the notification stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the bearer token, ignores pings and hands over notifications', async () => {
    const server = fakeServer();
    const open = openStream();
    server.answer(async () => open.response);
    const { stream, received } = start(server);
    await vi.advanceTimersByTimeAsync(0);

    expect(server.calls[0]?.headers).toEqual({
      Accept: 'text/event-stream',
      Authorization: 'Bearer id-token',
    });
    open.send('event: ping\ndata: {}\n\n');
    open.send(`id: 7\nevent: notification\ndata: ${JSON.stringify(NOTIFICATION)}\n\n`);
    await vi.advanceTimersByTimeAsync(0);

    expect(received).toEqual([NOTIFICATION]);
    stream.stop();
  });

  it('reconnects after 2 ms with the last event id when the connection drops', async () => {
    const server = fakeServer();
    const first = openStream();
    const second = openStream();
    server.answer(async () => first.response);
    server.answer(async () => second.response);
    const { stream, received, gaveUp } = start(server);
    await vi.advanceTimersByTimeAsync(0);
    first.send(`id: 7\nevent: notification\ndata: ${JSON.stringify(NOTIFICATION)}\n\n`);
    first.end();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.headers['Last-Event-ID']).toBe('7');
    second.send(`id: 8\nevent: notification\ndata: ${JSON.stringify({ ...NOTIFICATION, id: 'n-8' })}\n\n`);
    await vi.advanceTimersByTimeAsync(0);

    expect(received.map((notification) => notification.id)).toEqual([NOTIFICATION.id, 'n-8']);
    expect(gaveUp).not.toHaveBeenCalled();
    stream.stop();
  });

  it('waits 2, 4, 8 and 16 ms between failures and gives up after the fifth in a row', async () => {
    const server = fakeServer();
    const { gaveUp } = start(server);
    await vi.advanceTimersByTimeAsync(0);
    const attemptsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return server.calls.length;
    };

    expect(server.calls).toHaveLength(1);
    expect(await attemptsAfter(1)).toBe(1);
    expect(await attemptsAfter(1)).toBe(2);
    expect(await attemptsAfter(3)).toBe(2);
    expect(await attemptsAfter(1)).toBe(3);
    expect(await attemptsAfter(8)).toBe(4);
    expect(gaveUp).not.toHaveBeenCalled();
    expect(await attemptsAfter(16)).toBe(5);

    expect(gaveUp).toHaveBeenCalledTimes(1);
    expect(await attemptsAfter(60_000)).toBe(5);
  });

  it('counts refusals (429, 500) as errors and starts counting again after a connection opens', async () => {
    const server = fakeServer();
    server.refuse(429);
    server.refuse(500);
    server.refuse(500);
    server.refuse(500);
    const open = openStream();
    server.answer(async () => open.response);
    const { stream, gaveUp } = start(server);
    await vi.advanceTimersByTimeAsync(2 + 4 + 8 + 16);
    expect(server.calls).toHaveLength(5);

    // The open connection ends (error 1 of a new run), then three more attempts fail.
    open.end();
    await vi.advanceTimersByTimeAsync(2 + 4 + 8);
    expect(server.calls).toHaveLength(8);
    expect(gaveUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(16);
    expect(server.calls).toHaveLength(9);
    expect(gaveUp).toHaveBeenCalledTimes(1);
    stream.stop();
  });

  it('closes the connection and never retries once stopped (sign-out)', async () => {
    const server = fakeServer();
    const open = openStream();
    server.answer(async () => open.response);
    const { stream, gaveUp } = start(server);
    await vi.advanceTimersByTimeAsync(0);

    stream.stop();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(server.calls[0]?.signal.aborted).toBe(true);
    expect(server.calls).toHaveLength(1);
    expect(gaveUp).not.toHaveBeenCalled();
  });
});
