import { ConditionBuilder } from '@faena/form-engine/builder';
import type { Condition, FormField, FormLocale } from '@faena/form-engine/core';
import { operatorsForType } from '@faena/form-engine/core';
import { Button, RadioGroup, Select, Switch } from '@faena/ui';
import {
  AUDIENCE_VARIABLE_TYPES,
  formatAudienceRef,
  type ProcessVariable,
  parseAudienceRef,
  type TaskAudienceRef,
} from '@faena/workflow-engine';
import { type FocusEvent, type ReactNode, useState } from 'react';
import type { StudioAudiencesAdapter } from '../contract.ts';
import { AudienceCombobox } from './AudienceCombobox.tsx';
import { CommitTextField, DurationFields } from './controls.tsx';
import {
  attr,
  type DiagramElement,
  displayName,
  eventDefinition,
  faenaTypeOf,
  type ModdleElement,
  type ModdleFactory,
  type Modeling,
  readCondition,
  variableAsField,
} from './diagram.ts';
import { describeDate, describeDuration, fromLocalInput, toLocalInput } from './duration.ts';
import type { PanelTranslate } from './messages.ts';
import * as styles from './PropertiesPanel.css.ts';

/** What every section gets: the element, the modeling services and the panel's settings. */
export interface SectionProps {
  element: DiagramElement;
  modeling: Modeling;
  bpmnFactory: ModdleFactory;
  t: PanelTranslate;
  locale: FormLocale;
  readOnly: boolean;
  variables: readonly ProcessVariable[];
  /** Selects another element on the canvas (the panel follows). */
  select: (element: DiagramElement) => void;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      {children}
    </section>
  );
}

/** The element's name: `updateLabel` keeps bpmn-js's label shapes in step. */
export function NameField({ element, modeling, t, readOnly }: SectionProps) {
  return (
    <CommitTextField
      label={t('name')}
      field="name"
      readOnly={readOnly}
      value={element.businessObject.name ?? ''}
      onCommit={(name) => modeling.updateLabel(element, name.trim() === '' ? null : name)}
    />
  );
}

/** User task: audience and due date (the form has its own section, FormSection). */
export function UserTaskSettings(props: SectionProps & { audiences?: StudioAudiencesAdapter }) {
  const { element, modeling, t, readOnly, select } = props;
  const bo = element.businessObject;
  const expirations = (element.attachers ?? []).filter(
    (attacher) => faenaTypeOf(attacher) === 'TimerBoundaryEvent',
  );
  return (
    <>
      {props.audiences ? (
        <AudienceSettings {...props} audiences={props.audiences} />
      ) : (
        <VariableAudience {...props} />
      )}
      <DurationFields
        legend={t('dueIn')}
        hint={t('dueInHint')}
        field="dueIn"
        t={t}
        readOnly={readOnly}
        value={attr(bo, 'faena:dueIn')}
        onCommit={(dueIn) => modeling.updateProperties(element, { 'faena:dueIn': dueIn })}
      />
      <Section title={t('expirations')}>
        {expirations.length === 0 ? <p className={styles.muted}>{t('expirationsNone')}</p> : null}
        {expirations.map((expiration) => (
          <div key={expiration.id} className={styles.listItem}>
            <span className={styles.grow}>
              {t('expirationItem', {
                name: displayName(expiration),
                timer: timerText(expiration, t, props.locale),
              })}
            </span>
            <Button variant="secondary" size="sm" onClick={() => select(expiration)}>
              {t('openExpiration')}
            </Button>
          </div>
        ))}
      </Section>
    </>
  );
}

/** The process variables a task's audience may read, as options; a stored unknown name is kept. */
function VariableAudience({
  element,
  modeling,
  t,
  readOnly,
  variables,
  label,
  alongSaved = false,
}: SectionProps & { label?: string; alongSaved?: boolean }) {
  const raw = attr(element.businessObject, 'faena:audience');
  const stored = parseAudienceRef(raw);
  // Beside the saved-audience picker only variables show here; alone, whatever is stored shows.
  const audience = stored?.kind === 'variable' || !alongSaved ? (raw ?? '') : '';
  const candidates = variables.filter((variable) =>
    (AUDIENCE_VARIABLE_TYPES as readonly string[]).includes(variable.type),
  );
  const options = [
    { value: '', label: t('audienceNone') },
    ...candidates.map((variable) => ({
      value: variable.name,
      label: t('variableItem', { label: variable.label || variable.name, name: variable.name }),
    })),
  ];
  if (audience && !candidates.some((variable) => variable.name === audience))
    options.push({
      value: audience,
      label:
        stored?.kind === 'saved'
          ? t('audienceSavedUnknown', { id: stored.id })
          : t('audienceMissing', { name: audience }),
    });
  return (
    <Select
      label={label ?? t('audience')}
      hint={candidates.length > 0 ? t('audienceHint') : t('audienceNoVariables')}
      data-studio-field="audience"
      disabled={readOnly}
      value={audience}
      options={options}
      onChange={(event) =>
        modeling.updateProperties(element, { 'faena:audience': event.target.value || undefined })
      }
    />
  );
}

type AudienceKind = TaskAudienceRef['kind'];

/**
 * With saved audiences available: the kind ('Audiencia guardada' or 'Variable del proceso'), then
 * the matching picker. Choosing the other kind writes nothing until something is picked there.
 */
function AudienceSettings(props: SectionProps & { audiences: StudioAudiencesAdapter }) {
  const { element, modeling, t, readOnly, audiences } = props;
  const stored = parseAudienceRef(attr(element.businessObject, 'faena:audience'));
  const storedKind: AudienceKind = stored?.kind ?? 'saved';
  const [kind, setKind] = useState<AudienceKind>(storedKind);
  const [kindBase, setKindBase] = useState(storedKind);
  if (kindBase !== storedKind) {
    setKindBase(storedKind);
    setKind(storedKind);
  }
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('audience')}</legend>
      <RadioGroup
        label={t('audienceKind')}
        orientation="horizontal"
        disabled={readOnly}
        value={kind}
        onValueChange={(next) => setKind(next as AudienceKind)}
        options={[
          { value: 'saved', label: t('audienceKindSaved') },
          { value: 'variable', label: t('audienceKindVariable') },
        ]}
      />
      {kind === 'saved' ? (
        <AudienceCombobox
          adapter={audiences}
          field="audience"
          t={t}
          disabled={readOnly}
          value={stored?.kind === 'saved' ? stored.id : undefined}
          onChange={(id) =>
            modeling.updateProperties(element, {
              'faena:audience': id ? formatAudienceRef({ kind: 'saved', id }) : undefined,
            })
          }
        />
      ) : (
        <VariableAudience {...props} label={t('audienceVariable')} alongSaved />
      )}
    </fieldset>
  );
}

function timerText(element: DiagramElement, t: PanelTranslate, locale: FormLocale): string {
  const definition = eventDefinition(element, 'bpmn:TimerEventDefinition');
  const duration = definition?.timeDuration?.body;
  const date = definition?.timeDate?.body;
  if (duration) return describeDuration(duration);
  if (date) return describeDate(date, locale);
  return t('timerNone');
}

/** Timer catch and boundary events: a duration (days/hours/minutes) or a fixed date-time. */
export function TimerSettings({ element, modeling, bpmnFactory, t, readOnly }: SectionProps) {
  const definition = eventDefinition(element, 'bpmn:TimerEventDefinition');
  const duration = definition?.timeDuration?.body;
  const date = definition?.timeDate?.body;
  const stored = date ? 'date' : 'duration';
  const [kind, setKind] = useState(stored);
  const [kindBase, setKindBase] = useState(stored);
  if (kindBase !== stored) {
    setKindBase(stored);
    setKind(stored);
  }
  if (!definition) return null;
  const expression = (body: string) => bpmnFactory.create('bpmn:FormalExpression', { body });
  const update = (properties: Record<string, unknown>) =>
    modeling.updateModdleProperties(element, definition, properties);
  return (
    <>
      <RadioGroup
        label={t('timerKind')}
        orientation="horizontal"
        disabled={readOnly}
        value={kind}
        onValueChange={setKind}
        options={[
          { value: 'duration', label: t('timerDuration') },
          { value: 'date', label: t('timerDate') },
        ]}
      />
      {kind === 'duration' ? (
        <DurationFields
          legend={t('timerDuration')}
          field="timer"
          t={t}
          readOnly={readOnly}
          value={duration}
          onCommit={(iso) => update({ timeDuration: iso ? expression(iso) : undefined, timeDate: undefined })}
        />
      ) : (
        <CommitTextField
          label={t('timerDateField')}
          type="datetime-local"
          field="timer"
          readOnly={readOnly}
          hint={date && !toLocalInput(date) ? t('durationOther', { value: date }) : undefined}
          value={toLocalInput(date)}
          onCommit={(text) => {
            const iso = fromLocalInput(text);
            update({ timeDate: iso ? expression(iso) : undefined, timeDuration: undefined });
          }}
        />
      )}
    </>
  );
}

/** The boundary timer is its task's expiration: when, and whether to notify. */
export function ExpirationSettings(props: SectionProps) {
  const { element, modeling, t, readOnly, select } = props;
  const notify = element.businessObject.get('faena:notifyOnExpire') === true;
  const task = element.host;
  return (
    <>
      <p className={styles.muted}>{t('expirationHint')}</p>
      {task ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => select(task)}>
            {t('goToTask', { name: displayName(task) })}
          </Button>
        </div>
      ) : null}
      <TimerSettings {...props} />
      <Switch
        label={t('notifyOnExpire')}
        data-studio-field="notifyOnExpire"
        disabled={readOnly}
        checked={notify}
        onCheckedChange={(checked) =>
          modeling.updateProperties(element, { 'faena:notifyOnExpire': checked ? true : undefined })
        }
      />
    </>
  );
}

/** Message events: the correlation key on the MessageEventDefinition. */
export function MessageSettings({ element, modeling, t, readOnly }: SectionProps) {
  const definition = eventDefinition(element, 'bpmn:MessageEventDefinition');
  if (!definition) return null;
  const fallback = definition.messageRef?.name;
  const name = attr(definition, 'faena:messageName');
  return (
    <CommitTextField
      label={t('messageName')}
      field="messageName"
      readOnly={readOnly}
      hint={!name && fallback ? t('messageNameFallback', { name: fallback }) : t('messageNameHint')}
      value={name ?? ''}
      onCommit={(text) =>
        modeling.updateModdleProperties(element, definition, {
          'faena:messageName': text.trim() || undefined,
        })
      }
    />
  );
}

const flowLabel = (flow: DiagramElement, t: PanelTranslate) =>
  flow.businessObject.name?.trim() ||
  t('flowTo', { target: flow.target ? displayName(flow.target) : flow.id });

/** Exclusive gateway: which outgoing flow is taken when no condition holds (BPMN `default`). */
export function GatewaySettings({ element, modeling, t, readOnly }: SectionProps) {
  const flows = (element.outgoing ?? []).filter((flow) => flow.type === 'bpmn:SequenceFlow');
  const current = element.businessObject.default?.id ?? '';
  return (
    <Select
      label={t('defaultFlow')}
      hint={t('defaultFlowHint')}
      data-studio-field="defaultFlow"
      disabled={readOnly}
      value={current}
      options={[
        { value: '', label: t('defaultFlowNone') },
        ...flows.map((flow) => ({ value: flow.id, label: flowLabel(flow, t) })),
      ]}
      onChange={(event) => {
        const flow = flows.find((candidate) => candidate.id === event.target.value);
        modeling.updateProperties(element, { default: flow?.businessObject });
      }}
    />
  );
}

/** The operands a flow condition may read: the typed process variables that can be compared. */
export function conditionCandidates(variables: readonly ProcessVariable[]): FormField[] {
  return variables
    .map(variableAsField)
    .filter((field): field is FormField => field !== null && operatorsForType(field.type).length > 0);
}

/**
 * A flow leaving an exclusive gateway: its visual condition. Structural edits are written at once;
 * typing in a value is written when focus leaves the condition (or on Enter), one undo step each.
 */
export function FlowCondition({ element, modeling, t, locale, readOnly, variables }: SectionProps) {
  const gateway = element.source;
  const bo = element.businessObject;
  const [draft, setDraft] = useState<{ condition: Condition | undefined } | null>(null);
  if (gateway?.businessObject.$type !== 'bpmn:ExclusiveGateway') return null;

  if (gateway.businessObject.default === bo) {
    return (
      <p className={styles.muted} tabIndex={-1} data-studio-field="condition">
        {t('isDefaultFlow')}
      </p>
    );
  }
  const stored = attr(bo, 'faena:condition');
  const { condition, invalid } = readCondition(bo);
  const write = (next: Condition | undefined) => {
    setDraft(null);
    const text = next ? JSON.stringify(next) : undefined;
    if (!readOnly && text !== stored) modeling.updateProperties(element, { 'faena:condition': text });
  };
  if (invalid !== undefined) {
    return (
      <div className={styles.group}>
        <p className={styles.muted}>{t('conditionInvalid', { text: invalid })}</p>
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={readOnly}
            data-studio-field="condition"
            onClick={() => write(undefined)}
          >
            {t('conditionRemove')}
          </Button>
        </div>
      </div>
    );
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (draft && !event.currentTarget.contains(event.relatedTarget as Node | null)) write(draft.condition);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: commits typed values when focus leaves the condition or on Enter; the controls inside are focusable on their own
    <div
      data-studio-field="condition"
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && draft && (event.target as HTMLElement).tagName === 'INPUT') {
          event.preventDefault();
          write(draft.condition);
        }
      }}
    >
      <ConditionBuilder
        legend={t('condition')}
        locale={locale}
        condition={draft ? draft.condition : condition}
        candidates={conditionCandidates(variables)}
        operandLabel={t('conditionVariable')}
        emptyText={t('conditionNone')}
        noCandidatesText={t('conditionNoVariables')}
        advancedText={t('conditionAdvanced')}
        disabled={readOnly}
        onChange={(next, merge) => (merge ? setDraft({ condition: next }) : write(next))}
      />
    </div>
  );
}

export type { ModdleElement };
