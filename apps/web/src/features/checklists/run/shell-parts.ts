import type { ShellParts } from '@/platform/feature';
import { PendingSender } from './PendingSender';

/** Behind every signed-in screen: the checklists submitted offline go when the device is online. */
export const shellParts: ShellParts = { Background: PendingSender };
