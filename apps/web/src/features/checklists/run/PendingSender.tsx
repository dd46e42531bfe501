import { useEffect } from 'react';
import { useDeviceOwner, useUploadToServer } from './device';
import { watchPending } from './outbox';

/**
 * Sends the person's checklists waiting on this device when the app starts and whenever the
 * device comes back online, whatever screen is open. Renders nothing.
 */
export function PendingSender() {
  const owner = useDeviceOwner()?.owner ?? null;
  const upload = useUploadToServer();
  useEffect(() => (owner ? watchPending(owner, upload) : undefined), [owner, upload]);
  return null;
}
