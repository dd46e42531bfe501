import type { ShellParts } from '@/platform/feature';
import { OfflineParts } from './OfflineParts';

/** Above every signed-in screen: the offline indicator and the new-version prompt. */
export const shellParts: ShellParts = { Background: OfflineParts };
