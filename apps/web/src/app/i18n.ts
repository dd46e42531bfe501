import { initI18n as initPlatformI18n, type Language, type Namespace, resourcesOf } from '@/platform/i18n';
import type { ResourceTree } from '@/platform/i18n/overrides';
import { FEATURES } from './features';
import { shell } from './shell/i18n';

/** Every namespace the app's features and its shell declare. */
export const APP_NAMESPACES: readonly Namespace[] = [
  shell,
  ...FEATURES.flatMap((feature) => feature.i18n ?? []),
] as readonly Namespace[];

/** The app's texts in each language (the platform's own, the form engine's and the features'). */
export const esMX: Record<string, ResourceTree> = resourcesOf(APP_NAMESPACES)['es-MX'];
export const enUS: Record<string, ResourceTree> = resourcesOf(APP_NAMESPACES)['en-US'];

/** i18next with every namespace of the app, in the stored language (es-MX first). */
export const initI18n = (language?: Language) => initPlatformI18n(APP_NAMESPACES, language);
