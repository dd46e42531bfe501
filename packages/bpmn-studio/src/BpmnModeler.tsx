import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useRef, useState } from 'react';
import { EMPTY_DIAGRAM_XML } from './empty-diagram.ts';
import { type StudioLocale, studioResources } from './i18n.ts';
import { loadBpmnJs } from './load-bpmn-js.ts';

export interface BpmnModelerProps {
  /** BPMN 2.0 XML to show; a new diagram with one start event when absent. */
  xml?: string;
  /** Called with the formatted XML after every edit (including undo/redo). */
  onChange?: (xml: string) => void;
  /** Give the editor its size here: the canvas fills this element. */
  className?: string;
  'aria-label': string;
  locale?: StudioLocale;
  /**
   * The bpmn-js instance once created (null when destroyed), for panels that read and edit the
   * diagram through its services (`modeler.get('modeling')`, `selection`, `eventBus`…).
   */
  onModeler?: (modeler: Modeler | null) => void;
}

type ModelerStatus = { state: 'loading' } | { state: 'ready' } | { state: 'error'; message: string };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The bpmn-js modeler as a React component; bpmn-js itself is fetched on mount (see loadBpmnJs). */
export function BpmnModeler({
  xml,
  onChange,
  className,
  'aria-label': ariaLabel,
  locale = 'es-MX',
  onModeler,
}: BpmnModelerProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [status, setStatus] = useState<ModelerStatus>({ state: 'loading' });
  /** Plain tasks the modeler just turned into user tasks (SPEC 4), announced until dismissed. */
  const [upgradedTasks, setUpgradedTasks] = useState<string[] | null>(null);
  const onChangeRef = useRef(onChange);
  const lastEmittedXml = useRef<string | undefined>(undefined);
  const importQueue = useRef<Promise<unknown>>(Promise.resolve());
  const messages = studioResources[locale].modeler;
  const notices = studioResources[locale].notice;

  const onModelerRef = useRef(onModeler);
  useEffect(() => {
    onChangeRef.current = onChange;
    onModelerRef.current = onModeler;
  }, [onChange, onModeler]);

  // One modeler per mounted component; StrictMode's mount/unmount/mount gets two, the first destroyed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: bpmn-js reads the locale once; remount (key) to switch it
  useEffect(() => {
    let disposed = false;
    let instance: Modeler | undefined;

    loadBpmnJs().then(
      (createModeler) => {
        if (disposed || !canvasRef.current) return;
        const created = createModeler(canvasRef.current, {
          locale,
          onTasksUpgraded: (names) => {
            if (!disposed) setUpgradedTasks(names);
          },
        });
        instance = created;
        created.on('commandStack.changed', () => {
          created.saveXML({ format: true }).then(
            ({ xml: changed }) => {
              if (disposed || changed === undefined) return;
              lastEmittedXml.current = changed;
              onChangeRef.current?.(changed);
            },
            (error: unknown) => console.error('BpmnModeler: could not serialise the diagram', error),
          );
        });
        setModeler(created);
        onModelerRef.current?.(created);
      },
      (error: unknown) => {
        if (!disposed) setStatus({ state: 'error', message: errorMessage(error) });
      },
    );

    return () => {
      disposed = true;
      if (instance) onModelerRef.current?.(null);
      instance?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!modeler) return;
    const target = xml ?? EMPTY_DIAGRAM_XML;
    // Our own edit echoed back by a controlled parent: re-importing would reset undo and selection.
    if (target === lastEmittedXml.current) return;
    lastEmittedXml.current = undefined; // from now on the canvas shows `target`, not our last edit

    let superseded = false;
    setStatus({ state: 'loading' });
    // Imports run one at a time: a slow earlier parse must not render over a newer diagram.
    importQueue.current = importQueue.current.then(async () => {
      if (superseded) return;
      try {
        await modeler.importXML(target);
        if (!superseded) setStatus({ state: 'ready' });
      } catch (error) {
        if (!superseded) setStatus({ state: 'error', message: errorMessage(error) });
      }
    });
    return () => {
      superseded = true;
    };
  }, [modeler, xml]);

  return (
    <section
      aria-label={ariaLabel}
      aria-busy={status.state === 'loading'}
      data-state={status.state}
      className={className}
      style={{ position: 'relative' }}
    >
      <div ref={canvasRef} style={{ width: '100%', height: '100%' }} />
      {/* The live region exists from mount so screen readers announce the notice when it appears. */}
      <div aria-live="polite" style={upgradedTasks ? noticeStyle : undefined}>
        {upgradedTasks && (
          <p role="status" style={{ margin: 0 }}>
            {upgradedTasks.length > 0 && notices.tasksUpgraded.replace('{names}', upgradedTasks.join(', '))}{' '}
            <button type="button" onClick={() => setUpgradedTasks(null)}>
              {notices.dismiss}
            </button>
          </p>
        )}
      </div>
      {status.state === 'loading' && (
        <p role="status" style={overlayStyle}>
          {messages.loading}
        </p>
      )}
      {status.state === 'error' && (
        <div role="alert" style={overlayStyle}>
          <p>{messages.importError}</p>
          <pre style={{ whiteSpace: 'pre-wrap' }}>{status.message}</pre>
        </div>
      )}
    </section>
  );
}

// Faena's ui tokens (warning look), with fallbacks for hosts without the theme.
const noticeStyle = {
  position: 'absolute',
  insetInline: '1rem',
  bottom: '1rem',
  borderRadius: 'var(--faena-radius-md, 6px)',
  background: 'var(--faena-color-warning-subtle, #fffbeb)',
  color: 'var(--faena-color-fg, #111)',
  padding: 'var(--faena-space-2, 0.5rem)',
} as const;

// Inline so the component needs no stylesheet of its own; the app's theme can restyle via className.
const overlayStyle = {
  position: 'absolute',
  inset: 0,
  margin: 0,
  padding: '1rem',
  background: 'var(--faena-surface, #fff)',
} as const;
