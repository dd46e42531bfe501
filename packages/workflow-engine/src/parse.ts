/// <reference path="./bpmn-moddle.d.ts" />

import type { Condition } from '@faena/form-engine/core';
import { BpmnModdle, type ModdleElement, type ParseError } from 'bpmn-moddle';
import { parseAudienceRef } from './audience.ts';
import { eventDefinitionsOf, type FaenaElementType, faenaElementType } from './element-types.ts';
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
  /** Boundary events: false when non-interrupting (`cancelActivity="false"`); absent = interrupting. */
  interrupting?: boolean;
  /** Events: the BPMN types of their event definitions, inline or by `eventDefinitionRef`. */
  eventDefinitions?: string[];
  /** Activities with loop characteristics (Faena does not run them): which kind. */
  loop?: 'multiInstance' | 'standard';
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
  /**
   * BPMN's own `conditionExpression`, as written. Faena runs only the constants `${true}` and
   * `${false}` (`expressionValue`); `validate` reports any other expression.
   */
  conditionExpression?: string;
  expressionValue?: boolean;
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
  /** Ids of the document's other processes with elements: not read (`validate` reports them). */
  otherProcesses?: string[];
}

/**
 * Reads BPMN 2.0 XML into the top-level flow nodes and sequence flows of its process.
 * Only the process's own elements are listed; nodes inside subprocesses are not walked.
 */
export async function parseBpmn(xml: string): Promise<ParsedProcess> {
  const { rootElement, warnings: moddleWarnings } = await readDefinitions(xml);
  const warnings = moddleWarnings.map((warning) => describeModdleWarning(warning.message));

  const processes = (rootElement.rootElements ?? []).filter((element) => element.$type === 'bpmn:Process');
  // A collaboration lists a process per pool; empty pools have no elements and do not count.
  const withElements = processes.filter((candidate) => (candidate.flowElements ?? []).length > 0);
  const process = withElements[0] ?? processes[0];
  if (!process?.id) {
    const reason =
      rootElement.$type !== 'bpmn:Definitions'
        ? `the document is a <${rootElement.$type}>, not BPMN <bpmn:definitions>`
        : warnings.length > 0
          ? `none could be read: ${warnings.join('; ')}`
          : 'it has no <bpmn:process> element';
    throw new BpmnParseError(`The BPMN document has no process: ${reason}`, { warnings, problems: warnings });
  }
  const otherProcesses = withElements
    .filter((candidate) => candidate !== process)
    .map((candidate) => candidate.id ?? '?');

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
    ...(otherProcesses.length > 0 ? { otherProcesses } : {}),
  };
}

/**
 * bpmn-moddle's warnings name the cause last ("unparsable content <bpmn:task> detected\n\tline: 3\n
 * \tcolumn: 5\n\tnested error: duplicate ID <Task_1>"): reworded cause first, then where.
 */
export function describeModdleWarning(message: string): string {
  const nested = /nested error:\s*(.+)/.exec(message)?.[1]?.trim();
  const element = /unparsable content (<[^>]+>)/.exec(message)?.[1];
  const line = /line:\s*(\d+)/.exec(message)?.[1];
  const column = /column:\s*(\d+)/.exec(message)?.[1];
  const where = [
    element ? `in ${element}` : undefined,
    line !== undefined && column !== undefined ? `at line ${line}, column ${column}` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  if (!nested) return message.split('\n')[0]!.trim();
  const hint = /^unexpected element <[^>]*definitions>/i.test(nested)
    ? ' (the root must be <definitions> in the BPMN 2.0 namespace http://www.omg.org/spec/BPMN/20100524/MODEL)'
    : /^unknown type </.test(nested)
      ? ' (an element BPMN 2.0 does not define, or a misspelt one)'
      : '';
  return `${nested}${hint}${where ? ` ${where}` : ''}`;
}

async function readDefinitions(xml: string) {
  try {
    return await new BpmnModdle({ faena: faenaModdleDescriptor }).fromXML(xml);
  } catch (error) {
    const parseError = error as ParseError;
    const warnings = (parseError.warnings ?? []).map((warning) => describeModdleWarning(warning.message));
    const own = describeModdleWarning(String(parseError.message ?? error));
    // "failed to parse document as <bpmn:Definitions>" says nothing: the warnings hold the cause.
    const problems = /^failed to parse document as/.test(own) && warnings.length > 0 ? warnings : [own];
    throw new BpmnParseError(`The BPMN document cannot be read: ${problems.join('; ')}`, {
      warnings,
      problems,
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
  const expression = text(element.conditionExpression?.body);
  if (expression !== undefined) {
    flow.conditionExpression = expression;
    const constant = /^\$\{\s*(true|false)\s*\}$/.exec(expression)?.[1];
    if (constant) flow.expressionValue = constant === 'true';
  }
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
  const definitions = eventDefinitionsOf(element);
  if (definitions.length > 0) settings.eventDefinitions = definitions.map((definition) => definition.$type);
  if (element.$type === 'bpmn:BoundaryEvent' && element.cancelActivity === false)
    settings.interrupting = false;
  const loop = element.loopCharacteristics?.$type;
  if (loop === 'bpmn:MultiInstanceLoopCharacteristics') settings.loop = 'multiInstance';
  else if (loop) settings.loop = 'standard';
  const definition = definitions.length === 1 ? definitions[0] : undefined;
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
