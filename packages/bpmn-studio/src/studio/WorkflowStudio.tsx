import type { TypeLabels } from '@faena/form-engine/builder';
import type { FieldType } from '@faena/form-engine/core';
import {
  Badge,
  Button,
  Modal,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useUiLocale,
  visuallyHidden,
} from '@faena/ui';
import type Modeler from 'bpmn-js/lib/Modeler';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { BpmnModeler } from '../BpmnModeler.tsx';
import type {
  EnsureSaved,
  FocusRequest,
  StoredDefinition,
  StudioFormsAdapter,
  StudioPersistence,
} from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import { ProcessVariablesEditor } from '../panel/ProcessVariablesEditor.tsx';
import { PropertiesPanel } from '../panel/PropertiesPanel.tsx';
import { BpmnViewer } from '../viewer/BpmnViewer.tsx';
import { fitBesidePalette } from './fit.ts';
import { type LintProblem, lintXml, useLint } from './lint.ts';
import { format, type StudioShellMessages, studioShellMessages } from './messages.ts';
import { PartBoundary } from './PartBoundary.tsx';
import { hasPendingChanges, isConflict, type SaveState } from './save-state.ts';
import { type Autosave, useAutosave } from './useAutosave.ts';
import * as styles from './WorkflowStudio.css.ts';

export interface WorkflowStudioProps {
  /** The definition to edit (a draft) or show (a published one, read-only). */
  definition: StoredDefinition;
  persistence: StudioPersistence;
  forms: StudioFormsAdapter;
  /** Defaults to the nearest `UiTextProvider`'s locale. */
  locale?: StudioLocale;
  /** Field types the task form builder does not offer. */
  hiddenFieldTypes?: readonly FieldType[];
  /** Other names for field types in the task form builder. */
  typeLabels?: TypeLabels;
  /** A new draft version was created from the published definition (and is now on screen). */
  onVersionCreated?: (definition: StoredDefinition) => void;
  /** The workflow's name, shown in the toolbar. */
  title?: string;
  /** Autosave waits this long after the last change (default 2 s). */
  autosaveDelayMs?: number;
}

type StudioTab = 'diagram' | 'variables';
type PublishDialog =
  | { kind: 'confirm' }
  | { kind: 'blocked'; problems: LintProblem[]; reason?: string }
  | null;
type DiagramInstance = Modeler | NavigatedViewer;

const isTab = (value: string): value is StudioTab => value === 'diagram' || value === 'variables';

/**
 * The workflow studio (SPEC 4): the BPMN modeler with its properties panel and process variables,
 * autosave with revisions, lint, Save & Publish, and the read-only view of a published definition
 * with the action that creates a new version.
 *
 * The definition is read when the studio mounts; give it a new `key` to open another one.
 */
export function WorkflowStudio({
  definition: initialDefinition,
  persistence,
  forms,
  locale: localeProp,
  hiddenFieldTypes,
  typeLabels,
  onVersionCreated,
  title,
  autosaveDelayMs,
}: WorkflowStudioProps) {
  const uiLocale = useUiLocale();
  const locale: StudioLocale = localeProp ?? (uiLocale === 'en-US' ? 'en-US' : 'es-MX');
  const t = studioShellMessages[locale];

  const [definition, setDefinition] = useState(initialDefinition);
  const readOnly = definition.status === 'published';
  const autosave = useAutosave({
    definition: initialDefinition,
    persistence,
    locale,
    delayMs: autosaveDelayMs,
    enabled: !readOnly,
  });
  const saveState = autosave.state;
  const stateRef = useRef(saveState);
  stateRef.current = saveState;

  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [viewer, setViewer] = useState<NavigatedViewer | null>(null);
  const [tab, setTab] = useState<StudioTab>('diagram');
  const [focus, setFocus] = useState<FocusRequest | undefined>(undefined);
  const nonce = useRef(0);
  const lint = useLint(saveState.xml, locale);
  const problems = lint.state === 'done' ? lint.problems : [];

  // Dialogs
  const [ensureOpen, setEnsureOpen] = useState(false);
  const ensureResolver = useRef<((value: boolean) => void) | null>(null);
  const [confirmTheirs, setConfirmTheirs] = useState(false);
  const [publishDialog, setPublishDialog] = useState<PublishDialog>(null);
  const [versionState, setVersionState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [announcement, setAnnouncement] = useState('');

  const ensureSaved: EnsureSaved = useCallback(async () => {
    const current = stateRef.current;
    if (!hasPendingChanges(current)) return true;
    // A save in flight with nothing newer: wait for it.
    if (current.status === 'saving' && !current.editedDuringSave) {
      if (await autosave.saveNow()) return true;
    }
    return new Promise<boolean>((resolve) => {
      // One question at a time: an earlier one still open counts as cancelled.
      ensureResolver.current?.(false);
      ensureResolver.current = resolve;
      setEnsureOpen(true);
    });
  }, [autosave.saveNow]);

  const answerEnsure = (value: boolean) => {
    const resolve = ensureResolver.current;
    ensureResolver.current = null;
    setEnsureOpen(false);
    resolve?.(value);
  };

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
    const instance: DiagramInstance | null = readOnly ? viewer : modeler;
    instance?.get<Canvas>('canvas').resized();
  }, [tab, modeler, viewer, readOnly]);

  const goToProblem = useCallback(
    async (problem: LintProblem) => {
      if (problem.tab === 'variables') {
        await switchTab('variables');
        return;
      }
      if (!(await switchTab('diagram'))) return;
      if (!problem.target) return;
      const instance: DiagramInstance | null = readOnly ? viewer : modeler;
      const element = instance?.get<ElementRegistry>('elementRegistry').get(problem.target);
      if (instance && element) {
        instance.get<Selection>('selection').select(element);
        instance.get<Canvas>('canvas').scrollToElement(element);
      }
      nonce.current += 1;
      setFocus({ elementId: problem.target, field: problem.field, nonce: nonce.current });
    },
    [switchTab, readOnly, viewer, modeler],
  );

  const requestPublish = async () => {
    const result = await lintXml(stateRef.current.xml, locale);
    if (result.state === 'error') {
      setPublishDialog({ kind: 'blocked', problems: [], reason: result.message });
    } else if (result.problems.length > 0) {
      setPublishDialog({ kind: 'blocked', problems: result.problems });
    } else {
      setPublishDialog({ kind: 'confirm' });
    }
  };

  const confirmPublish = async () => {
    const published = await autosave.publish();
    if (published) {
      setDefinition((current) => ({ ...current, status: 'published' }));
      setFocus(undefined);
      setTab('diagram');
      setAnnouncement(t.publish.published);
    }
    return true;
  };

  const createVersion = async () => {
    setVersionState({ busy: true });
    try {
      const created = await persistence.createVersion();
      autosave.reset(created);
      setDefinition(created);
      setFocus(undefined);
      setViewer(null);
      setVersionState({ busy: false });
      setAnnouncement('');
      onVersionCreated?.(created);
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : t.unknownError;
      setVersionState({ busy: false, error: format(t.createVersionError, { reason }) });
    }
  };

  // Ctrl/Cmd+S saves now.
  const saveNow = autosave.saveNow;
  useEffect(() => {
    if (readOnly) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveNow();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [readOnly, saveNow]);

  // Leaving the page with unsaved changes asks first.
  const pending = hasPendingChanges(saveState);
  useEffect(() => {
    if (readOnly || !pending) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t.leavePrompt;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [readOnly, pending, t.leavePrompt]);

  const partFailed = (message: string) => (
    <p role="alert" className={styles.errorText}>
      {format(t.partFailed, { reason: message })}
    </p>
  );

  const problemsId = useId();
  const diagramInstance: DiagramInstance | null = readOnly ? viewer : modeler;
  const panelKey = `${definition.version}-${readOnly ? 'published' : 'draft'}`;

  return (
    <div className={styles.root} data-status={definition.status}>
      <div className={styles.toolbar} role="toolbar" aria-label={t.toolbar}>
        <div className={styles.titleGroup}>
          <h2 className={styles.title}>{title ?? t.title}</h2>
          <Badge tone={readOnly ? 'success' : 'neutral'}>
            {readOnly ? t.status.published : t.status.draft}
          </Badge>
          <span className={styles.muted}>{format(t.version, { version: definition.version })}</span>
        </div>
        <span className={styles.spacer} />
        {!readOnly && (
          <SaveIndicator
            state={saveState}
            texts={t}
            autosave={autosave}
            onLoadTheirs={() => setConfirmTheirs(true)}
          />
        )}
        {problems.length > 0 && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              void switchTab('diagram').then((shown) => {
                if (shown) document.getElementById(problemsId)?.focus();
              })
            }
          >
            {problems.length === 1
              ? t.problems.countOne
              : format(t.problems.count, { count: problems.length })}
          </Button>
        )}
        {!readOnly && (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => void autosave.saveNow()}
              disabled={!pending || isConflict(saveState)}
              aria-keyshortcuts="Control+S Meta+S"
              title={t.shortcut}
            >
              {t.saveButton}
            </Button>
            <Button
              onClick={() => void requestPublish()}
              disabled={saveState.status === 'saving' || isConflict(saveState)}
            >
              {t.publishButton}
            </Button>
          </div>
        )}
      </div>

      <div aria-live="polite" className={visuallyHidden}>
        {announcement}
      </div>

      {readOnly && (
        <div className={styles.notice} role="note">
          <p className={styles.noticeText}>{t.readOnly}</p>
          <Button onClick={() => void createVersion()} loading={versionState.busy}>
            {t.createVersion}
          </Button>
          {versionState.error && (
            <p role="alert" className={styles.errorText}>
              {versionState.error}
            </p>
          )}
        </div>
      )}

      <Tabs value={tab} onValueChange={(value) => isTab(value) && void switchTab(value)}>
        <TabsList aria-label={t.tabs.label}>
          <TabsTrigger value="diagram">{t.tabs.diagram}</TabsTrigger>
          <TabsTrigger value="variables">{t.tabs.variables}</TabsTrigger>
        </TabsList>
        {/* Mounted all along (hidden when not shown): the modeler keeps its undo history and the
            variables editor works on the same modeler. */}
        <TabsContent value="diagram" forceMount hidden={tab !== 'diagram'}>
          <div className={styles.workspace}>
            {readOnly ? (
              <BpmnViewer
                key={`viewer-${definition.version}`}
                xml={saveState.xml}
                aria-label={t.viewer}
                className={styles.canvas}
                locale={locale}
                onViewer={setViewer}
              />
            ) : (
              <BpmnModeler
                key={`modeler-${definition.version}-${locale}`}
                xml={saveState.xml}
                onChange={autosave.edit}
                aria-label={t.diagram}
                className={styles.canvas}
                locale={locale}
                onModeler={setModeler}
              />
            )}
            <div className={styles.side}>
              <PartBoundary resetKey={panelKey} fallback={partFailed}>
                <PropertiesPanel
                  key={panelKey}
                  modeler={diagramInstance as Modeler | null}
                  forms={forms}
                  ensureSaved={ensureSaved}
                  readOnly={readOnly}
                  focus={focus}
                  locale={locale}
                  hiddenFieldTypes={hiddenFieldTypes}
                  typeLabels={typeLabels}
                />
              </PartBoundary>
              <ProblemList
                id={problemsId}
                problems={problems}
                lint={lint.state}
                lintError={lint.state === 'error' ? lint.message : undefined}
                texts={t}
                onSelect={(problem) => void goToProblem(problem)}
              />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="variables" forceMount hidden={tab !== 'variables'}>
          <PartBoundary resetKey={panelKey} fallback={partFailed}>
            <ProcessVariablesEditor
              key={panelKey}
              modeler={diagramInstance as Modeler | null}
              ensureSaved={ensureSaved}
              readOnly={readOnly}
              locale={locale}
              typeLabels={typeLabels}
            />
          </PartBoundary>
        </TabsContent>
      </Tabs>

      <Modal
        open={ensureOpen}
        onOpenChange={(open) => {
          if (!open && ensureResolver.current) answerEnsure(false);
        }}
        title={t.ensureSaved.title}
        description={t.ensureSaved.description}
        size="sm"
        footer={
          <div className={styles.modalFooter}>
            <Button variant="secondary" onClick={() => answerEnsure(false)}>
              {t.ensureSaved.cancel}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                autosave.discard();
                answerEnsure(true);
              }}
            >
              {t.ensureSaved.discard}
            </Button>
            <Button
              onClick={() => {
                const resolve = ensureResolver.current;
                ensureResolver.current = null;
                setEnsureOpen(false);
                void autosave.saveNow().then((saved) => resolve?.(saved));
              }}
            >
              {t.ensureSaved.saveAndContinue}
            </Button>
          </div>
        }
      />

      <Modal
        open={confirmTheirs}
        onOpenChange={setConfirmTheirs}
        mode="confirm"
        size="sm"
        title={t.save.loadTheirsTitle}
        description={t.save.loadTheirsDescription}
        confirmLabel={t.save.loadTheirsConfirm}
        confirmVariant="danger"
        cancelLabel={t.ensureSaved.cancel}
        onConfirm={() => autosave.loadTheirs()}
      />

      <Modal
        open={publishDialog?.kind === 'confirm'}
        onOpenChange={(open) => !open && setPublishDialog(null)}
        mode="confirm"
        size="sm"
        title={t.publish.title}
        description={t.publish.description}
        confirmLabel={t.publish.confirm}
        cancelLabel={t.ensureSaved.cancel}
        onConfirm={confirmPublish}
      />

      <Modal
        open={publishDialog?.kind === 'blocked'}
        onOpenChange={(open) => !open && setPublishDialog(null)}
        size="sm"
        title={t.publish.blockedTitle}
        description={
          publishDialog?.kind === 'blocked' && publishDialog.reason
            ? format(t.problems.parseError, { reason: publishDialog.reason })
            : format(t.publish.blockedDescription, {
                count: publishDialog?.kind === 'blocked' ? publishDialog.problems.length : 0,
              })
        }
        footer={
          <div className={styles.modalFooter}>
            <Button variant="secondary" onClick={() => setPublishDialog(null)}>
              {t.publish.close}
            </Button>
            {publishDialog?.kind === 'blocked' && publishDialog.problems.length > 0 && (
              <Button
                onClick={() => {
                  const first = publishDialog.problems[0];
                  setPublishDialog(null);
                  if (first) void goToProblem(first);
                }}
              >
                {t.publish.goToProblem}
              </Button>
            )}
          </div>
        }
      >
        {publishDialog?.kind === 'blocked' && publishDialog.problems.length > 0 && (
          <ul className={styles.modalList}>
            {publishDialog.problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one element may have the same problem twice (two variables)
              <li key={`${problem.elementId}-${problem.code}-${index}`}>
                <strong>{problem.elementName}</strong>: {problem.message}
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </div>
  );
}

function SaveIndicator({
  state,
  texts,
  autosave,
  onLoadTheirs,
}: {
  state: SaveState;
  texts: StudioShellMessages;
  autosave: Autosave;
  onLoadTheirs: () => void;
}) {
  const t = texts.save;
  const conflict = isConflict(state);
  const text =
    state.status === 'error'
      ? (state.error?.message ?? t.error)
      : {
          unchanged: t.unchanged,
          unsaved: t.unsaved,
          saving: t.saving,
          saved: t.saved,
        }[state.status];
  return (
    <div className={styles.saveState} data-save-state={state.status}>
      <div role="status" aria-live="polite" aria-atomic="true">
        <p className={state.status === 'error' ? styles.errorText : styles.saveText}>{text}</p>
        {conflict && <p className={styles.saveText}>{t.conflictHint}</p>}
      </div>
      {state.status === 'error' && !conflict && (
        <>
          <Button size="sm" variant="secondary" onClick={() => void autosave.retry()}>
            {t.retry}
          </Button>
          <Button size="sm" variant="ghost" onClick={autosave.discard}>
            {t.discard}
          </Button>
        </>
      )}
      {conflict && (
        <>
          <Button size="sm" variant="secondary" onClick={() => void autosave.keepMine()}>
            {t.keepMine}
          </Button>
          <Button size="sm" variant="ghost" onClick={onLoadTheirs}>
            {t.loadTheirs}
          </Button>
        </>
      )}
    </div>
  );
}

function ProblemList({
  id,
  problems,
  lint,
  lintError,
  texts,
  onSelect,
}: {
  id: string;
  problems: LintProblem[];
  lint: 'checking' | 'done' | 'error';
  lintError?: string;
  texts: StudioShellMessages;
  onSelect: (problem: LintProblem) => void;
}) {
  const t = texts.problems;
  const headingId = `${id}-heading`;
  const summary =
    lint === 'checking'
      ? t.checking
      : lint === 'error'
        ? format(t.parseError, { reason: lintError ?? '' })
        : problems.length === 0
          ? t.none
          : problems.length === 1
            ? t.countOne
            : format(t.count, { count: problems.length });
  return (
    <section id={id} className={styles.problems} aria-labelledby={headingId} tabIndex={-1}>
      <h3 id={headingId} className={styles.problemsHeading}>
        {t.heading}
      </h3>
      <p className={styles.muted} aria-live="polite">
        {summary}
      </p>
      {problems.length > 0 && (
        <ul className={styles.problemList}>
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one element may have the same problem twice (two variables)
            <li key={`${problem.elementId}-${problem.code}-${index}`}>
              <button type="button" className={styles.problemButton} onClick={() => onSelect(problem)}>
                <span className={styles.problemElement}>{problem.elementName}</span>
                <span className={styles.problemMessage}>{problem.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
