/**
 * The bench page: the studio's modeler chunk (`createFaenaModeler`, with the Faena modules) and the
 * viewer's (`createFaenaViewer`), driven by bench/run.ts through `window.studioBench`.
 */

import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type Modeler from 'bpmn-js/lib/Modeler';
import type { Parent, Shape } from 'bpmn-js/lib/model/Types';
import type CommandStack from 'diagram-js/lib/command/CommandStack';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type { ElementExecutionStats } from '../../src/contract.ts';
import { createFaenaModeler } from '../../src/faena/create-modeler.ts';
import { createFaenaViewer } from '../../src/faena/create-viewer.ts';
import { ExecutionOverlays, fitViewport } from '../../src/viewer/overlays.ts';
import {
  COMMAND_KINDS,
  type CommandKind,
  type CommandsResult,
  type ImportResult,
  type OverlaysResult,
} from './api.ts';

const container = document.getElementById('diagram')!;

/** Resolves after the next frame has been painted (rAF runs before paint; the task after it, after). */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** A small seeded PRNG (mulberry32), so every run picks the same elements. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Diagram = { importXML(xml: string): Promise<unknown>; destroy(): void; get<T>(name: string): T };

async function measureImport(create: () => Diagram, xml: string, runs: number): Promise<ImportResult> {
  const result: ImportResult = { importXml: [], painted: [], elements: 0 };
  for (let run = 0; run < runs; run++) {
    const diagram = create(); // a fresh instance, as when a page with a diagram opens
    await nextPaint();
    const started = performance.now();
    await diagram.importXML(xml);
    result.importXml.push(performance.now() - started);
    await nextPaint();
    result.painted.push(performance.now() - started);
    result.elements = diagram
      .get<ElementRegistry>('elementRegistry')
      .filter(
        (element) => element.type !== 'label' && element.parent !== undefined && element.parent !== null,
      ).length;
    diagram.destroy();
  }
  return result;
}

const perKind = () => ({ move: [], rename: [], append: [], undo: [] }) as Record<CommandKind, number[]>;

window.studioBench = {
  importModeler: (xml, runs) =>
    measureImport(() => createFaenaModeler(container, { locale: 'es-MX' }) as unknown as Diagram, xml, runs),

  importViewer: (xml, runs) =>
    measureImport(() => createFaenaViewer(container) as unknown as Diagram, xml, runs),

  async commands(xml, runs, seed) {
    const modeler: Modeler = createFaenaModeler(container, { locale: 'es-MX' });
    await modeler.importXML(xml);
    await nextPaint();
    const registry = modeler.get<ElementRegistry>('elementRegistry');
    const modeling = modeler.get<Modeling>('modeling');
    const commandStack = modeler.get<CommandStack>('commandStack');
    const tasks = registry.filter((element) => element.type === 'bpmn:UserTask') as Shape[];
    const pick = random(seed);
    const task = () => tasks[Math.floor(pick() * tasks.length)]!;

    const result: CommandsResult = { sync: perKind(), painted: perKind(), saveXml: [] };
    for (let run = 0; run < runs; run++) {
      const kind = COMMAND_KINDS[run % COMMAND_KINDS.length]!;
      const target = task();
      const started = performance.now();
      switch (kind) {
        case 'move':
          modeling.moveElements([target], { x: 0, y: run % 8 < 4 ? 20 : -20 });
          break;
        case 'rename':
          modeling.updateProperties(target, { name: `Revisar sede ${run}` });
          break;
        case 'append':
          modeling.appendShape(
            target,
            { type: 'bpmn:UserTask' },
            { x: target.x + target.width + 100, y: target.y + target.height / 2 + 160 },
            target.parent as Parent,
          );
          break;
        case 'undo':
          commandStack.undo(); // takes the append back
          break;
      }
      result.sync[kind].push(performance.now() - started);
      await nextPaint();
      result.painted[kind].push(performance.now() - started);
    }

    for (let run = 0; run < 10; run++) {
      const started = performance.now();
      await modeler.saveXML({ format: true });
      result.saveXml.push(performance.now() - started);
    }
    modeler.destroy();
    return result;
  },

  async overlays(xml, runs, seed) {
    const viewer = createFaenaViewer(container);
    await viewer.importXML(xml);
    fitViewport(viewer.get<Canvas>('canvas'));
    await nextPaint();
    const elements = viewer
      .get<ElementRegistry>('elementRegistry')
      .filter(
        (element) => element.type !== 'label' && element.parent !== undefined && element.parent !== null,
      );
    const pick = random(seed);
    const texts = {
      countTitle: (count: string) => `Ejecuciones: ${count}`,
      waitingTitle: (count: string) => `En espera: ${count}`,
      format: new Intl.NumberFormat('es-MX').format,
    };
    const result: OverlaysResult = { badges: 0, sync: [], painted: [] };
    const drawn = new ExecutionOverlays(viewer);
    for (let run = 0; run < runs; run++) {
      // Every element visited; executions waiting at about one user task or event in five.
      const stats: ElementExecutionStats[] = elements.map((element) => ({
        elementId: element.id,
        count: 1 + Math.floor(pick() * 500),
        waiting: element.type !== 'bpmn:SequenceFlow' && pick() < 0.2 ? 1 + Math.floor(pick() * 20) : 0,
      }));
      const started = performance.now();
      drawn.update(stats, texts);
      result.sync.push(performance.now() - started);
      await nextPaint();
      result.painted.push(performance.now() - started);
      result.badges = container.querySelectorAll('[data-execution-badge]').length;
    }
    viewer.destroy();
    return result;
  },
};
