/// <reference path="../css-modules.d.ts" />
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn.css';
import { faenaModdleDescriptor } from '@faena/workflow-engine';

/**
 * The lazily loaded entry of the read-only viewer (see load-bpmn-viewer.ts): bpmn-js's
 * NavigatedViewer (pan with the mouse or Ctrl/⌘ + arrow keys, zoom with the wheel) reading the `faena:`
 * extension, and its CSS, so none of them reach an app's initial bundle.
 */
export function createFaenaViewer(container: HTMLElement): NavigatedViewer {
  return new NavigatedViewer({
    container,
    moddleExtensions: { faena: faenaModdleDescriptor },
  });
}
