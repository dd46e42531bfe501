import type { Feature } from '@/platform/feature';
import { addNamespaces, initI18n as initPlatformI18n, type Language, type Namespace } from '@/platform/i18n';
import { FEATURES } from './features';
import { shell } from './shell/i18n';

const loaded = new Map<Feature, Promise<void>>();

/** A feature's texts, loaded once (with its first screen, or with the shell). */
export function loadTexts(feature: Feature): Promise<void> {
  if (!feature.i18n) return Promise.resolve();
  let done = loaded.get(feature);
  if (!done) {
    done = feature.i18n().then((namespaces) => addNamespaces(namespaces));
    loaded.set(feature, done);
  }
  return done;
}

/** i18next with the platform's and the shell's texts; each feature's come with its screens. */
export async function startI18n(language?: Language) {
  loaded.clear();
  return initPlatformI18n([shell as unknown as Namespace], language);
}

/** Every namespace the app declares: the shell's and all the features'. */
export async function appNamespaces(features: readonly Feature[] = FEATURES): Promise<Namespace[]> {
  const featureNamespaces = await Promise.all(features.map((feature) => feature.i18n?.() ?? []));
  // Features may share a namespace (the form engine's): each is listed once.
  return [...new Set([shell as unknown as Namespace, ...featureNamespaces.flat()])];
}

/** i18next with every text of the app at once (screens rendered on their own, as tests do). */
export async function initI18n(language?: Language) {
  const i18n = await startI18n(language);
  await Promise.all(FEATURES.map(loadTexts));
  return i18n;
}
