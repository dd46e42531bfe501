import { FaenaContextPadProvider } from './context-pad.ts';
import { FaenaPaletteProvider } from './palette.ts';
import { FaenaReplaceMenuProvider } from './replace-menu.ts';
import { FaenaRules } from './rules.ts';
import { FaenaTaskUpgrade } from './task-upgrade.ts';
import { createTranslate } from './translate.ts';

/** Faena's bpmn-js module (diagram-js module pattern): restrict the modeler to the allow-list. */
export const faenaModule = {
  __init__: ['faenaPalette', 'faenaContextPad', 'faenaReplaceMenu', 'faenaRules', 'faenaTaskUpgrade'],
  faenaPalette: ['type', FaenaPaletteProvider],
  faenaContextPad: ['type', FaenaContextPadProvider],
  faenaReplaceMenu: ['type', FaenaReplaceMenuProvider],
  faenaRules: ['type', FaenaRules],
  faenaTaskUpgrade: ['type', FaenaTaskUpgrade],
  translate: ['factory', createTranslate],
};
