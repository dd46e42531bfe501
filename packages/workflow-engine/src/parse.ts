/// <reference path="./bpmn-moddle.d.ts" />

import type { Condition } from '@faena/form-engine/core';
import { BpmnModdle, type ModdleElement, type ParseError } from 'bpmn-moddle';
import { parseAudienceRef } from './audience.ts';
import { type FaenaElementType, faenaElementType } from './element-types.ts';
import { faenaModdleDescriptor } from './faena-moddle.ts';
import { BpmnParseError } from './parse-error.ts';
import type { ProcessVariable } from './process-variables.ts';

export interface ParsedFlowNode {
  id: string;
  name?: string;
  /** The BPMN type as bpmn-moddle names it, e.g. 'bpmn:UserTask'. */
  bpmnType: string;
  /** undefined when Faena does not execute this kind of element (plain task, subprocess, …). */
  faenaType?: FaenaElementType;
  /** Ids of the sequence flows that end / start here, derived from the flows themselves. */
  incoming: string[];
  outgoing: string[];
  /** For boundary events: the id of the activity they are attached to. */
  attachedTo?: string;
  /**
   * User task (Faena extension): the form to fill, the audience and the due duration. The audience
   * is either a process variable (`audience`, its name) or a saved audience (`savedAudience`, its
   * id: `faena:audience="audience:<id>"`), never both; the app resolves a saved audience.
   */
  formId?: string;
  audience?: string;
  savedAudience?: string;
  dueIn?: string;
  /** The element's BPMN documentation: a user task's description. */
  description?: string;
  /** Timer events: ISO 8601 `timeDuration` or `timeDate`, as written. */
  timer?: { duration?: string; date?: string };
  /** Message events: `faena:messageName`, else the name of the referenced bpmn:Message. */
  messageName?: string;
  /** Start events: `faena:public="true"`, startable from a public link without signing in. */
  public?: boolean;
  /** Timer boundary: notify the task's audience when it expires. */
  notifyOnExpire?: boolean;
  /** Exclusive gateway: its default flow id. */
  defaultFlow?: string;
}

export interface ParsedSequenceFlow {
  id: string;
  name?: string;
  sourceRef: string;
  targetRef: string;
  /** Visual condition (exclusive-gateway outgoing flows), parsed from `faena:condition`. */
  condition?: Condition;
  /** Set when `faena:condition` is not a condition (bad JSON or shape); `condition` is then absent. */
  conditionError?: string;
}

export interface ParsedProcess {
  id: string;
  name?: string;
  isExecutable: boolean;
  nodes: ParsedFlowNode[];
  flows: ParsedSequenceFlow[];
  /** Typed process variables declared in the process's `faena:processVariables`. */
  variables: ProcessVariable[];
  /** Non-fatal parser findings; the process is usable but the XML deserves a look. */
  warnings: string[];
}

/**
 * Reads BPMN 2.0 XML into the top-level flow nodes and sequence flows of its process.
 * Only the process's own elements are listed; nodes inside subprocesses are not walked.
 */
export async function parseBpmn(xml: string): Promise<ParsedProcess> {
  const { rootElement, warnings: moddleWarnings } = await readDefinitions(xml);
  const warnings = moddleWarnings.map((warning) => warning.message);

  const processes = (rootElement.rootElements ?? []).filter((element) => element.$type === 'bpmn:Process');
  const process = processes[0];
  if (!process?.id) throw new BpmnParseError('The BPMN document has no process', { warnings });
  if (processes.length > 1) {
    warnings.push(`The BPMN document has ${processes.length} processes; only <${process.id}> is read`);
  }

  const elements = process.flowElements ?? [];
  const flows = elements
    .filter((element) => element.$type === 'bpmn:SequenceFlow')
    .flatMap((element) => toSequenceFlow(element, warnings));
  const nodes = elements
    .filter((element) => element.$instanceOf('bpmn:FlowNode'))
    .map((element) => toFlowNode(element, flows));

  return {
    id: process.id,
    name: process.name,
    isExecutable: process.isExecutable ?? false,
    nodes,
    flows,
    variables: processVariables(process),
    warnings,
  };
}

async function readDefinitions(xml: string) {
  try {
    return await new BpmnModdle({ faena: faenaModdleDescriptor }).fromXML(xml);
  } catch (error) {
    const parseError = error as ParseError;
    throw new BpmnParseError(parseError.message, {
      warnings: (parseError.warnings ?? []).map((warning) => warning.message),
      cause: error,
    });
  }
}

/** A flow whose end is missing (unresolved reference) cannot be walked: dropped with a warning. */
function toSequenceFlow(element: ModdleElement, warnings: string[]): ParsedSequenceFlow[] {
  const sourceRef = element.sourceRef?.id;
  const targetRef = element.targetRef?.id;
  if (!element.id || !sourceRef || !targetRef) {
    warnings.push(`Sequence flow <${element.id ?? '?'}> is ignored: it lacks a source or a target`);
    return [];
  }
  const flow: ParsedSequenceFlow = { id: element.id, name: element.name, sourceRef, targetRef };
  const conditionText = element.get('faena:condition');
  if (typeof conditionText === 'string' && conditionText.trim() !== '') {
    const condition = readCondition(conditionText);
    if (condition) flow.condition = condition;
    else flow.conditionError = conditionText;
  }
  return [flow];
}

function isCondition(value: unknown): value is Condition {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.all)) return record.all.every(isCondition);
  if (Array.isArray(record.any)) return record.any.every(isCondition);
  return typeof record.field === 'string' && typeof record.operator === 'string';
}

/** The studio stores conditions as JSON text; anything else is kept aside for `validate`. */
function readCondition(text: string): Condition | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isCondition(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function processVariables(process: ModdleElement): ProcessVariable[] {
  const containers = (process.extensionElements?.values ?? []).filter(
    (value) => value.$type === 'faena:ProcessVariables',
  );
  return containers.flatMap((container) =>
    ((container.get('variables') as ModdleElement[] | undefined) ?? []).map((variable) => {
      const parsed: ProcessVariable = {
        name: String(variable.get('name') ?? ''),
        type: String(variable.get('type') ?? ''),
      };
      const label = variable.get('label');
      if (typeof label === 'string') parsed.label = label;
      return parsed;
    }),
  );
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function audienceSettings(value: string | undefined): Pick<ParsedFlowNode, 'audience' | 'savedAudience'> {
  const ref = parseAudienceRef(value);
  if (!ref) return {};
  return ref.kind === 'saved' ? { savedAudience: ref.id } : { audience: ref.variable };
}

/** Copies the Faena settings and the timer / message definitions that advance() needs. */
function addFaenaSettings(node: ParsedFlowNode, element: ModdleElement): void {
  const settings: Partial<ParsedFlowNode> = {
    formId: text(element.get('faena:formId')),
    ...audienceSettings(text(element.get('faena:audience'))),
    dueIn: text(element.get('faena:dueIn')),
    description: text(element.documentation?.[0]?.text),
    defaultFlow: element.default?.id,
  };
  const notify = element.get('faena:notifyOnExpire');
  if (typeof notify === 'boolean') settings.notifyOnExpire = notify;
  if (element.$type === 'bpmn:StartEvent' && element.get('faena:public') === true) settings.public = true;
  const definition = element.eventDefinitions?.[0];
  if (definition?.$type === 'bpmn:TimerEventDefinition') {
    settings.timer = {};
    const duration = text(definition.timeDuration?.body);
    const date = text(definition.timeDate?.body);
    if (duration) settings.timer.duration = duration;
    if (date) settings.timer.date = date;
  }
  if (definition?.$type === 'bpmn:MessageEventDefinition') {
    settings.messageName = text(definition.get('faena:messageName')) ?? text(definition.messageRef?.name);
  }
  for (const [key, value] of Object.entries(settings)) {
    if (value !== undefined) (node as unknown as Record<string, unknown>)[key] = value;
  }
}

// Walk flows by sourceRef/targetRef: a node's own incoming/outgoing lists are optional in BPMN XML.
function toFlowNode(element: ModdleElement, flows: ParsedSequenceFlow[]): ParsedFlowNode {
  const id = element.id ?? '';
  const node: ParsedFlowNode = {
    id,
    name: element.name,
    bpmnType: element.$type,
    faenaType: faenaElementType(element),
    incoming: flows.filter((flow) => flow.targetRef === id).map((flow) => flow.id),
    outgoing: flows.filter((flow) => flow.sourceRef === id).map((flow) => flow.id),
  };
  if (element.attachedToRef?.id) node.attachedTo = element.attachedToRef.id;
  addFaenaSettings(node, element);
  return node;
}
