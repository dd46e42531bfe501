import type { StudioLocale } from '../i18n.ts';
import { fill, studioMessages } from './labels.ts';

/** bpmn-js's `translate` service in the studio's locale (its texts still shown in the context pad and tools). */
export function createTranslate(config: { locale: StudioLocale }) {
  const texts: Record<string, string> = studioMessages(config.locale).bpmnJs;
  return (template: string, replacements: Record<string, string> = {}) =>
    fill(texts[template] ?? template, replacements);
}
createTranslate.$inject = ['config.faena'];
