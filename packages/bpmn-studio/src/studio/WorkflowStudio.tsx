import type { TypeLabels } from '@faena/form-engine/builder';
import type { FieldType } from '@faena/form-engine/core';
import { Tabs, TabsContent, TabsList, TabsTrigger, useUiLocale, visuallyHidden } from '@faena/ui';
import type Modeler from 'bpmn-js/lib/Modeler';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useId, useRef, useState } from 'react';
import { BpmnModeler } from '../BpmnModeler.tsx';
import type {
  StoredDefinition,
  StudioAudiencesAdapter,
  StudioFormsAdapter,
  StudioPersistence,
} from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import { ProcessVariablesEditor } from '../panel/ProcessVariablesEditor.tsx';
import { PropertiesPanel } from '../panel/PropertiesPanel.tsx';
import { BpmnViewer } from '../viewer/BpmnViewer.tsx';
import { useLint } from './lint.ts';
import { format, studioShellMessages } from './messages.ts';
import { PartBoundary } from './PartBoundary.tsx';
import { ProblemList } from './ProblemList.tsx';
import { ReadOnlyNotice } from './ReadOnlyNotice.tsx';
import { StudioToolbar } from './StudioToolbar.tsx';
import { hasPendingChanges } from './save-state.ts';
import { useAutosave } from './useAutosave.ts';
import { useEnsureSaved } from './useEnsureSaved.tsx';
import { usePageShortcuts } from './usePageShortcuts.ts';
import { usePublish } from './usePublish.tsx';
import { isTab, useStudioNavigation } from './useStudioNavigation.ts';
import * as styles from './WorkflowStudio.css.ts';

export interface WorkflowStudioProps {
  /** The definition to edit (a draft) or show (a published one, read-only). */
  definition: StoredDefinition;
  persistence: StudioPersistence;
  forms: StudioFormsAdapter;
  /** The organisation's saved audiences, offered as a user task's audience beside the variables. */
  audiences?: StudioAudiencesAdapter;
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
  audiences,
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
  const lint = useLint(saveState.xml, locale);
  const problems = lint.state === 'done' ? lint.problems : [];
  const [announcement, setAnnouncement] = useState('');

  const { ensureSaved, dialog: ensureSavedDialog } = useEnsureSaved(autosave, stateRef, t);
  const navigation = useStudioNavigation({ ensureSaved, modeler, viewer, readOnly });
  const { tab, switchTab, focus, setFocus, goToProblem } = navigation;
  const publish = usePublish({
    autosave,
    stateRef,
    locale,
    texts: t,
    onPublished: () => {
      setDefinition((current) => ({ ...current, status: 'published' }));
      setFocus(undefined);
      navigation.setTab('diagram');
      setAnnouncement(t.publish.published);
    },
    onGoToProblem: (problem) => void goToProblem(problem),
  });
  usePageShortcuts({
    enabled: !readOnly,
    pending: hasPendingChanges(saveState),
    saveNow: autosave.saveNow,
    leavePrompt: t.leavePrompt,
  });

  const versionCreated = (created: StoredDefinition) => {
    autosave.reset(created);
    setDefinition(created);
    setFocus(undefined);
    setViewer(null);
    setAnnouncement('');
    onVersionCreated?.(created);
  };

  const partFailed = (message: string) => (
    <p role="alert" className={styles.errorText}>
      {format(t.partFailed, { reason: message })}
    </p>
  );

  const problemsId = useId();
  const diagramInstance = navigation.instance;
  const panelKey = `${definition.version}-${readOnly ? 'published' : 'draft'}`;

  return (
    <div className={styles.root} data-status={definition.status}>
      <StudioToolbar
        title={title}
        version={definition.version}
        readOnly={readOnly}
        autosave={autosave}
        problemCount={problems.length}
        texts={t}
        onShowProblems={() =>
          void switchTab('diagram').then((shown) => {
            if (shown) document.getElementById(problemsId)?.focus();
          })
        }
        onPublish={() => void publish.requestPublish()}
      />

      <div aria-live="polite" className={visuallyHidden}>
        {announcement}
      </div>

      {readOnly && <ReadOnlyNotice persistence={persistence} texts={t} onCreated={versionCreated} />}

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
                  audiences={audiences}
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

      {ensureSavedDialog}
      {publish.dialogs}
    </div>
  );
}
