import { version } from '../../../package.json';

/** SPEC 9: the app version shown in the menu, from apps/web/package.json. */
export const APP_VERSION: string = version;
