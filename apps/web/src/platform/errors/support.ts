import type { ErrorScreenSupport } from '@faena/ui';

/** The support contact shown on the unknown-error screen (SPEC 8). */
export const SUPPORT_CONTACT: ErrorScreenSupport = { email: 'soporte@faena.app' };
