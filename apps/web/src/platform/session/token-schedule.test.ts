import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenRefresher, isTokenExpired, refreshDelay, retryDelay } from './token-schedule';

const MINUTE = 60_000;

describe('token timing (SPEC 4 and 9)', () => {
  it('refreshes 5 minutes before expiry, at once when that is past', () => {
    expect(refreshDelay(60 * MINUTE, 0)).toBe(55 * MINUTE);
    expect(refreshDelay(4 * MINUTE, 0)).toBe(0);
  });
  it('counts a token as expired 30 s early', () => {
    expect(isTokenExpired(60_000, 29_999)).toBe(false);
    expect(isTokenExpired(60_000, 30_000)).toBe(true);
  });
  it('backs off from 30 s, doubling to a cap of 960 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
    ]);
  });
});

describe('createTokenRefresher', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  const networkError = new Error('network');

  it('refreshes 5 minutes before expiry and then follows the new token', async () => {
    const refresh = vi.fn(async () => Date.now() + 60 * MINUTE);
    const refresher = createTokenRefresher({ refresh, isRetryable: () => true, onFatal: vi.fn() });
    refresher.schedule(60 * MINUTE);
    await vi.advanceTimersByTimeAsync(55 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(55 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('retries network failures after 30 s, 60 s, 120 s … and resets after a success', async () => {
    let failures = 3;
    const refresh = vi.fn(async () => {
      if (failures-- > 0) throw networkError;
      return Date.now() + 60 * MINUTE;
    });
    const onFatal = vi.fn();
    const refresher = createTokenRefresher({ refresh, isRetryable: (e) => e === networkError, onFatal });
    refresher.schedule(5 * MINUTE);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refresh).toHaveBeenCalledTimes(4);
    expect(onFatal).not.toHaveBeenCalled();
    refresher.stop();
  });

  it('gives up on failures that are not retryable', async () => {
    const fatal = new Error('user disabled');
    const onFatal = vi.fn();
    const refresh = vi.fn(async () => {
      throw fatal;
    });
    createTokenRefresher({ refresh, isRetryable: () => false, onFatal }).schedule(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(onFatal).toHaveBeenCalledWith(fatal);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', async () => {
    const refresh = vi.fn(async () => Date.now() + MINUTE);
    const refresher = createTokenRefresher({ refresh, isRetryable: () => true, onFatal: vi.fn() });
    refresher.schedule(10 * MINUTE);
    refresher.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(refresh).not.toHaveBeenCalled();
  });
});
