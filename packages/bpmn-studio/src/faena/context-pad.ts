import { ALLOWED_ELEMENTS, allowedElementOf, isPlainTask } from './allow-list.ts';
import type { ElementFactory, Shape } from './diagram-types.ts';
import { elementLabel, type FaenaConfig, fill, studioMessages } from './labels.ts';

type Entries = Record<string, unknown>;

/** bpmn-js entries that stay: they create nothing outside the allow-list (replace is our menu). */
const KEPT = ['delete', 'connect', 'replace'];

/** Context pad: delete, connect, replace (the Faena menu) and appends of allowed elements only. */
export class FaenaContextPadProvider {
  static $inject = ['contextPad', 'elementFactory', 'autoPlace', 'config.faena'];

  constructor(
    contextPad: { registerProvider(priority: number, provider: FaenaContextPadProvider): void },
    private readonly elementFactory: ElementFactory,
    private readonly autoPlace: { append(source: Shape, shape: Shape): void },
    private readonly config: FaenaConfig,
  ) {
    contextPad.registerProvider(500, this);
  }

  getContextPadEntries(element: Shape) {
    const { locale } = this.config;
    const messages = studioMessages(locale).palette;
    return (entries: Entries): Entries => {
      const kept = Object.fromEntries(Object.entries(entries).filter(([id]) => KEPT.includes(id)));
      const source = allowedElementOf(element);
      // End events end the path; only flow nodes Faena runs (or a task to upgrade) get appends.
      if ((!source && !isPlainTask(element)) || source?.family === 'end') return kept;
      const appendable = ALLOWED_ELEMENTS.filter((entry) => entry.palette && entry.family !== 'start');
      for (const entry of appendable) {
        kept[`append.faena-${entry.faenaType}`] = {
          group: 'model',
          className: entry.icon,
          title: fill(messages.append, { element: elementLabel(entry, locale) }),
          action: {
            click: (_event: Event, target: Shape) =>
              this.autoPlace.append(
                target,
                this.elementFactory.createShape({
                  type: entry.type,
                  eventDefinitionType: entry.eventDefinitionType,
                }),
              ),
          },
        };
      }
      return kept;
    };
  }
}
