import { ALLOWED_ELEMENTS } from './allow-list.ts';
import type { ElementFactory } from './diagram-types.ts';
import { elementLabel, type FaenaConfig, fill, studioMessages } from './labels.ts';

type Entries = Record<string, unknown>;

/** diagram-js's own tools; everything else in bpmn-js's palette creates non-Faena elements. */
const TOOLS = ['hand-tool', 'lasso-tool', 'space-tool', 'global-connect-tool', 'tool-separator'];

/** The palette: diagram-js's tools plus the allow-list's creatable elements, nothing else. */
export class FaenaPaletteProvider {
  static $inject = ['palette', 'create', 'elementFactory', 'config.faena'];

  constructor(
    palette: { registerProvider(priority: number, provider: FaenaPaletteProvider): void },
    private readonly create: { start(event: Event, shape: unknown): void },
    private readonly elementFactory: ElementFactory,
    private readonly config: FaenaConfig,
  ) {
    // Below bpmn-js's provider (1000) so the updater sees, and prunes, its entries.
    palette.registerProvider(500, this);
  }

  getPaletteEntries() {
    const { locale } = this.config;
    const messages = studioMessages(locale).palette;
    return (entries: Entries): Entries => {
      const kept = Object.fromEntries(Object.entries(entries).filter(([id]) => TOOLS.includes(id)));
      for (const entry of ALLOWED_ELEMENTS.filter((candidate) => candidate.palette)) {
        const start = (event: Event) =>
          this.create.start(
            event,
            this.elementFactory.createShape({
              type: entry.type,
              eventDefinitionType: entry.eventDefinitionType,
            }),
          );
        kept[`create.faena-${entry.faenaType}`] = {
          group: entry.family === 'task' ? 'activity' : entry.family === 'gateway' ? 'gateway' : 'event',
          className: entry.icon,
          title: fill(messages.create, { element: elementLabel(entry, locale) }),
          action: { dragstart: start, click: start },
        };
      }
      return kept;
    };
  }
}
