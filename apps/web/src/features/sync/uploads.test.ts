// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { trackTransfer } from '@/platform/files/transfers';
import { useUploadWork } from './uploads';

describe('the uploads in progress, for /sync', () => {
  it('follows the transfers: progress, a failed one with its retry and cancel, and none once done', async () => {
    const retry = vi.fn();
    const cancel = vi.fn();
    const { result } = renderHook(() => useUploadWork());
    const before = result.current.items.length;
    let tracked: ReturnType<typeof trackTransfer> | undefined;
    act(() => {
      tracked = trackTransfer({ name: 'plano.pdf', size: 4000, retry, cancel });
    });
    const mine = () => result.current.items.find((item) => item.id === tracked?.id);
    expect(mine()).toMatchObject({ kind: 'upload', title: 'plano.pdf', state: 'sending' });
    expect(mine()?.retry).toBeUndefined();

    act(() => tracked?.update({ sent: 1000, state: 'failed' }));
    expect(mine()).toMatchObject({ state: 'failed', progress: { sent: 1000, size: 4000 } });
    await act(async () => {
      expect(await mine()?.retry?.()).toBe('resumed');
    });
    expect(retry).toHaveBeenCalledTimes(1);
    mine()?.cancel?.();
    expect(cancel).toHaveBeenCalledTimes(1);

    act(() => tracked?.update({ sent: 4000, state: 'done' }));
    expect(mine()).toBeUndefined();
    expect(result.current.items).toHaveLength(before);
  });
});
