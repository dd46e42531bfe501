import type { BuilderFlags, TypeLabels } from '@faena/form-engine/builder';
import type { FieldType } from '@faena/form-engine/core';
import { useUiLocale, visuallyHidden } from '@faena/ui';
import { elementTypeLabel } from '@faena/workflow-engine';
import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useRef, useState } from 'react';
import type {
  EnsureSaved,
  FocusRequest,
  PanelField,
  StudioAudiencesAdapter,
  StudioFormsAdapter,
} from '../contract.ts';
import type { StudioLocale } from '../i18n.ts';
import { CommitTextField } from './controls.tsx';
import { type DiagramElement, faenaTypeOf, readVariables, services, shown } from './diagram.ts';
import { FormSection } from './FormSection.tsx';
import { type PanelTranslate, panelTranslator } from './messages.ts';
import { ProcessVariablesEditor } from './ProcessVariablesEditor.tsx';
import * as styles from './PropertiesPanel.css.ts';
import {
  ExpirationSettings,
  FlowCondition,
  GatewaySettings,
  MessageSettings,
  NameField,
  Section,
  type SectionProps,
  TimerSettings,
  UserTaskSettings,
} from './sections.tsx';
import { resolveLocale, useDiagram } from './useDiagram.ts';

export interface PropertiesPanelProps {
  /** The bpmn-js instance (BpmnModeler's `onModeler`); null while it loads. */
  modeler: Modeler | null;
  forms: StudioFormsAdapter;
  /**
   * The organisation's saved audiences: when given, a user task's audience is a saved audience or a
   * process variable; without it, only a process variable.
   */
  audiences?: StudioAudiencesAdapter;
  /** Called before adding or editing a form and creating or unlinking a variable (SPEC 4). */
  ensureSaved: EnsureSaved;
  /** Everything readable, nothing editable (a published definition). */
  readOnly?: boolean;
  /** Shows an element and focuses one of its fields (e.g. from a lint problem). */
  focus?: FocusRequest;
  locale?: StudioLocale;
  /** Passed to the form builder: types this tenant does not offer. */
  hiddenFieldTypes?: readonly FieldType[];
  /** Passed to the form builder (and used for variable types): the tenant's wording of types. */
  typeLabels?: TypeLabels;
  builderFlags?: BuilderFlags;
  className?: string;
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex]';

function focusField(root: HTMLElement | null, field: PanelField): boolean {
  const target = root?.querySelector<HTMLElement>(`[data-studio-field="${field}"]`);
  if (!target) return false;
  const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  control?.focus();
  return control !== null;
}

function typeLabelOf(element: DiagramElement, isRoot: boolean, t: PanelTranslate, locale: StudioLocale) {
  if (isRoot) return t('process');
  if (element.type === 'bpmn:SequenceFlow') return t('sequenceFlow');
  const type = faenaTypeOf(element);
  return type ? elementTypeLabel(type, locale) : t('unsupported');
}

/**
 * The properties of the element selected on the canvas, in Faena's terms: names, user task forms,
 * audiences and due dates, timers and expirations, message names, default flows and visual flow
 * conditions, and the process's variables when nothing is selected. Every edit is one modeling
 * command, so undo/redo and the modeler's change events cover it.
 */
export function PropertiesPanel({
  modeler,
  forms,
  audiences,
  ensureSaved,
  readOnly = false,
  focus,
  locale: localeProp,
  hiddenFieldTypes,
  typeLabels,
  builderFlags,
  className,
}: PropertiesPanelProps) {
  const locale = resolveLocale(localeProp, useUiLocale());
  const t = panelTranslator(locale);
  const { selection } = useDiagram(modeler);
  const rootRef = useRef<HTMLElement>(null);
  const [status, setStatus] = useState('');
  const announce = (message: string) =>
    setStatus((current) => (current === message ? `${message}\u00a0` : message));

  // A focus request: select its element (the panel follows), then focus the field once shown.
  const pendingFocus = useRef<PanelField | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `nonce` repeats a request for the same field
  useEffect(() => {
    if (!focus || !modeler) return;
    const { registry, selection: selectionService, canvas } = services(modeler);
    const element = registry.get(focus.elementId);
    if (element && element !== canvas.getRootElement()) selectionService.select(element);
    else selectionService.select(null);
    pendingFocus.current = focus.field ?? 'name';
    setFocusTick((n) => n + 1);
  }, [focus?.nonce, focus?.elementId, focus?.field, modeler]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the render that shows the requested element
  useEffect(() => {
    const field = pendingFocus.current;
    pendingFocus.current = null;
    if (field) focusField(rootRef.current, field);
  }, [focusTick]);

  const title = t('panel');
  // Before the first import the canvas has only diagram-js's implicit root, with no process.
  const root = modeler ? services(modeler).canvas.getRootElement() : null;
  if (!modeler || !root?.businessObject) {
    return (
      <aside ref={rootRef} aria-label={title} className={[styles.root, className].filter(Boolean).join(' ')}>
        <p className={styles.muted}>{t('noDiagram')}</p>
      </aside>
    );
  }

  const { registry, modeling, bpmnFactory, selection: selectionService } = services(modeler);
  const picked = [...new Set(selection.map(shown))].filter((element) => registry.get(element.id));
  const element = picked.length === 1 ? picked[0]! : root;
  const isRoot = element === root;
  const variables = readVariables(root.businessObject);
  const sectionProps: SectionProps = {
    element,
    modeling,
    bpmnFactory,
    t,
    locale,
    readOnly,
    variables,
    select: (target) => selectionService.select(target),
  };
  const type = faenaTypeOf(element);
  const isFlow = element.type === 'bpmn:SequenceFlow';

  return (
    <aside ref={rootRef} aria-label={title} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <h2 className={styles.title}>{typeLabelOf(element, isRoot, t, locale)}</h2>
        <p className={styles.muted}>
          {t('elementId', { id: isRoot ? (element.businessObject.id ?? element.id) : element.id })}
        </p>
        {readOnly ? <p className={styles.muted}>{t('readOnly')}</p> : null}
        {picked.length > 1 ? <p className={styles.muted}>{t('severalSelected')}</p> : null}
      </div>
      {/* Keyed by element: drafts never leak from one element to another. */}
      <div key={element.id} className={styles.form}>
        {isRoot ? (
          <>
            <CommitTextField
              label={t('processName')}
              field="name"
              readOnly={readOnly}
              value={element.businessObject.name ?? ''}
              onCommit={(name) => modeling.updateProperties(element, { name: name.trim() || undefined })}
            />
            <ProcessVariablesEditor
              modeler={modeler}
              ensureSaved={ensureSaved}
              readOnly={readOnly}
              locale={locale}
              typeLabels={typeLabels}
            />
          </>
        ) : (
          <NameField {...sectionProps} />
        )}
        {type === 'UserTask' ? (
          <>
            <Section title={t('form')}>
              <FormSection
                {...sectionProps}
                forms={forms}
                ensureSaved={ensureSaved}
                announce={announce}
                hiddenFieldTypes={hiddenFieldTypes}
                typeLabels={typeLabels}
                builderFlags={builderFlags}
              />
            </Section>
            <UserTaskSettings {...sectionProps} audiences={audiences} />
          </>
        ) : null}
        {type === 'TimerIntermediateCatchEvent' ? (
          <Section title={t('timer')}>
            <TimerSettings {...sectionProps} />
          </Section>
        ) : null}
        {type === 'TimerBoundaryEvent' ? (
          <Section
            title={t('expirationOf', {
              name: element.host?.businessObject.name?.trim() || element.host?.id || '',
            })}
          >
            <ExpirationSettings {...sectionProps} />
          </Section>
        ) : null}
        {type === 'MessageStartEvent' ||
        type === 'MessageIntermediateCatchEvent' ||
        type === 'MessageIntermediateThrowEvent' ? (
          <MessageSettings {...sectionProps} />
        ) : null}
        {type === 'ExclusiveGateway' ? <GatewaySettings {...sectionProps} /> : null}
        {isFlow ? <FlowCondition {...sectionProps} /> : null}
      </div>
      <div role="status" className={visuallyHidden}>
        {status}
      </div>
    </aside>
  );
}
