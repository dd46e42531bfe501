import { enUS, esMX } from './texts';

/** The `reports` namespace: the list, the report views, the public page and the administration. */
export const reports = { namespace: 'reports', 'es-MX': esMX, 'en-US': enUS } as const;
