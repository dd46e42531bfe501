/// <reference path="../css-modules.d.ts" />
import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import { faenaModdleDescriptor } from '@faena/workflow-engine';
import { faenaModule } from './index.ts';
import type { FaenaConfig } from './labels.ts';

/**
 * The lazily loaded entry (see load-bpmn-js.ts): bpmn-js, its CSS and the Faena modules, so none
 * of them reach an app's initial bundle.
 */
export function createFaenaModeler(container: HTMLElement, faena: FaenaConfig): Modeler {
  const modeler = new Modeler({
    container,
    additionalModules: [faenaModule],
    moddleExtensions: { faena: faenaModdleDescriptor },
    faena,
  });
  // diagram-js leaves a pending hover tooltip's timer running when the modeler is destroyed;
  // it would then fire on the removed canvas and throw. Hidden before the canvas goes (500).
  modeler.on('diagram.destroy', 1000, () => modeler.get<{ _hide(): void }>('hoverTooltip', false)?._hide());
  return modeler;
}
