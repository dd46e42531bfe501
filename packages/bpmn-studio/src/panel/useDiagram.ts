import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useReducer, useState } from 'react';
import type { StudioLocale } from '../i18n.ts';
import { type DiagramElement, services } from './diagram.ts';

/**
 * Follows the modeler: the current selection, and a version that changes on every edit, undo, redo
 * and import, so the panel re-reads the (mutable) business objects.
 */
export function useDiagram(modeler: Modeler | null) {
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const [selection, setSelection] = useState<DiagramElement[]>([]);
  useEffect(() => {
    if (!modeler) {
      setSelection([]);
      return;
    }
    const { eventBus, selection: selectionService } = services(modeler);
    const onSelection = () => setSelection([...selectionService.get()]);
    const onChange = () => bump();
    const onImport = () => {
      onSelection();
      bump();
    };
    eventBus.on('selection.changed', onSelection);
    eventBus.on(['elements.changed', 'commandStack.changed'], onChange);
    eventBus.on('import.done', onImport);
    onImport();
    return () => {
      eventBus.off('selection.changed', onSelection);
      eventBus.off(['elements.changed', 'commandStack.changed'], onChange);
      eventBus.off('import.done', onImport);
    };
  }, [modeler]);
  return { version, selection };
}

/** The component's locale, else the nearest @faena/ui locale ('en-US' stays, anything else is es-MX). */
export const resolveLocale = (locale: StudioLocale | undefined, uiLocale: string): StudioLocale =>
  locale ?? (uiLocale === 'en-US' ? 'en-US' : 'es-MX');
