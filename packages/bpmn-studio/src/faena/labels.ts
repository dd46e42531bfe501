import { elementTypeLabel } from '@faena/workflow-engine';
import { type StudioLocale, studioResources } from '../i18n.ts';
import type { AllowedElement } from './allow-list.ts';

/** What the Faena bpmn-js modules read from the modeler's `faena` config. */
export interface FaenaConfig {
  locale: StudioLocale;
  /** Told when plain tasks were turned into user tasks, with their names (or ids). */
  onTasksUpgraded?: (names: string[]) => void;
}

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{(\w+)}/g, (match, key: string) => values[key] ?? match);

/** The element's Spanish (or English) label, shared with the engine and the server. */
export const elementLabel = (entry: AllowedElement, locale: StudioLocale) =>
  elementTypeLabel(entry.faenaType, locale);

export const studioMessages = (locale: StudioLocale) => studioResources[locale];
