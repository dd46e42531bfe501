import * as admin from './admin/texts';
import * as history from './history/texts';
import * as run from './run/texts';

/** One namespace, `checklists`, with a part per side of the feature. */
const esMX = { run: run.esMX, admin: admin.esMX, history: history.esMX };
const enUS: typeof esMX = { run: run.enUS, admin: admin.enUS, history: history.enUS };

export const checklists = { namespace: 'checklists', 'es-MX': esMX, 'en-US': enUS } as const;
