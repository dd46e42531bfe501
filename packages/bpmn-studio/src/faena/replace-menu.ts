import { ALLOWED_ELEMENTS, allowedElementOf, isPlainTask } from './allow-list.ts';
import type { BpmnReplace, Shape } from './diagram-types.ts';
import { elementLabel, type FaenaConfig, fill, studioMessages } from './labels.ts';

/** The replace menu ("Change element"): only allowed elements of the same family. */
export class FaenaReplaceMenuProvider {
  static $inject = ['popupMenu', 'bpmnReplace', 'config.faena'];

  constructor(
    popupMenu: { registerProvider(id: string, priority: number, provider: FaenaReplaceMenuProvider): void },
    private readonly bpmnReplace: BpmnReplace,
    private readonly config: FaenaConfig,
  ) {
    popupMenu.registerProvider('bpmn-replace', 500, this);
  }

  getPopupMenuEntries(target: Shape) {
    const { locale } = this.config;
    const messages = studioMessages(locale).palette;
    const current = allowedElementOf(target);
    const family = isPlainTask(target) ? 'task' : current?.family;
    const targets = ALLOWED_ELEMENTS.filter((entry) => entry.family === family && entry !== current);
    // Replaces bpmn-js's entries entirely: they offer sub-processes, other events, plain tasks…
    return () =>
      Object.fromEntries(
        targets.map((entry) => [
          `replace-with-faena-${entry.faenaType}`,
          {
            label: elementLabel(entry, locale),
            title: fill(messages.replace, { element: elementLabel(entry, locale) }),
            className: entry.icon,
            action: () =>
              this.bpmnReplace.replaceElement(target, {
                type: entry.type,
                eventDefinitionType: entry.eventDefinitionType,
              }),
          },
        ]),
      );
  }

  /** bpmn-js's header toggles (loops, multi-instance, non-interrupting) have no Faena meaning. */
  getPopupMenuHeaderEntries() {
    return () => ({});
  }
}
