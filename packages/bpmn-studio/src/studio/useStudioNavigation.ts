import type Modeler from 'bpmn-js/lib/Modeler';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EnsureSaved, FocusRequest } from '../contract.ts';
import { fitBesidePalette } from './fit.ts';
import type { LintProblem } from './lint.ts';

export type StudioTab = 'diagram' | 'variables';
export const isTab = (value: string): value is StudioTab => value === 'diagram' || value === 'variables';

/**
 * Where the person is: the tab (leaving one asks `ensureSaved` first), the diagram's view, and the
 * panel field a lint problem leads to.
 */
export function useStudioNavigation({
  ensureSaved,
  modeler,
  viewer,
  readOnly,
}: {
  ensureSaved: EnsureSaved;
  modeler: Modeler | null;
  viewer: NavigatedViewer | null;
  readOnly: boolean;
}) {
  const [tab, setTab] = useState<StudioTab>('diagram');
  const [focus, setFocus] = useState<FocusRequest | undefined>(undefined);
  const nonce = useRef(0);
  const instance: Modeler | NavigatedViewer | null = readOnly ? viewer : modeler;

  const switchTab = useCallback(
    async (next: StudioTab): Promise<boolean> => {
      if (next === tab) return true;
      if (!(await ensureSaved())) return false;
      setTab(next);
      return true;
    },
    [tab, ensureSaved],
  );

  // Every diagram opens whole, beside the palette, never enlarged (a phone, a big process).
  useEffect(() => {
    if (!modeler) return;
    const eventBus = modeler.get<EventBus>('eventBus');
    const fit = () => fitBesidePalette(modeler.get<Canvas>('canvas'));
    eventBus.on('import.done', fit);
    return () => eventBus.off('import.done', fit);
  }, [modeler]);

  // A canvas shown again after being hidden must measure itself again.
  useEffect(() => {
    if (tab !== 'diagram') return;
    const shown: Modeler | NavigatedViewer | null = readOnly ? viewer : modeler;
    shown?.get<Canvas>('canvas').resized();
  }, [tab, modeler, viewer, readOnly]);

  const goToProblem = useCallback(
    async (problem: LintProblem) => {
      if (problem.tab === 'variables') {
        await switchTab('variables');
        return;
      }
      if (!(await switchTab('diagram'))) return;
      if (!problem.target) return;
      const element = instance?.get<ElementRegistry>('elementRegistry').get(problem.target);
      if (instance && element) {
        instance.get<Selection>('selection').select(element);
        instance.get<Canvas>('canvas').scrollToElement(element);
      }
      nonce.current += 1;
      setFocus({ elementId: problem.target, field: problem.field, nonce: nonce.current });
    },
    [switchTab, instance],
  );

  return { tab, setTab, switchTab, focus, setFocus, goToProblem, instance };
}
