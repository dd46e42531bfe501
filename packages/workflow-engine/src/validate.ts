import { checkCondition, type FieldType, type OperandInfo } from '@faena/form-engine/core';
import { addDuration } from './durations.ts';
import { type ValidationCode, validationMessage, type WorkflowLocale } from './i18n.ts';
import type { ParsedFlowNode, ParsedProcess } from './parse.ts';
import {
  AUDIENCE_VARIABLE_TYPES,
  isProcessVariableType,
  type ProcessVariableType,
} from './process-variables.ts';

export interface ValidationProblem {
  /** The element at fault (the process id for process-wide problems). */
  elementId: string;
  code: ValidationCode;
  message: string;
}

export interface ValidateOptions {
  locale?: WorkflowLocale;
}

const END_TYPES = new Set(['SuccessEndEvent', 'ErrorEndEvent']);
const START_TYPES = new Set(['VanillaStartEvent', 'MessageStartEvent']);

/**
 * Every problem that keeps a definition from running as drawn, each with its element. The studio
 * lints with it; the server refuses to publish while it returns anything.
 *
 * Exclusive gateways (more than one outgoing flow): conditions are arbitrary, so we cannot prove that
 * one always holds. The rule is therefore structural: the gateway needs a default flow, and every
 * other outgoing flow needs a valid condition (an unconditioned non-default flow would make the
 * order of flows decide silently).
 */
export function validate(definition: ParsedProcess, options: ValidateOptions = {}): ValidationProblem[] {
  const locale = options.locale ?? 'es-MX';
  const problems: ValidationProblem[] = [];
  const report = (elementId: string, code: ValidationCode, params?: Record<string, string>) =>
    problems.push({ elementId, code, message: validationMessage(code, locale, params) });

  for (const warning of definition.warnings ?? [])
    report(definition.id, 'document_warning', { detail: warning });
  const others = definition.otherProcesses ?? [];
  if (others.length > 0) {
    report(definition.id, 'several_processes', {
      id: definition.id,
      others: others.map((id) => `'${id}'`).join(', '),
    });
  }

  const variables = new Map(definition.variables.map((variable) => [variable.name, variable]));
  for (const variable of definition.variables) {
    if (!isProcessVariableType(variable.type)) {
      report(definition.id, 'invalid_variable_type', { name: variable.name, type: variable.type });
    }
  }
  if (!definition.nodes.some((node) => node.faenaType && START_TYPES.has(node.faenaType))) {
    report(definition.id, 'no_start');
  }

  for (const node of definition.nodes) checkNode(node, variables, report);
  checkFlows(definition, report);
  checkGateways(definition, variables, locale, report);
  checkReachability(definition, report);
  checkBoundaryJoins(definition, report);
  return problems;
}

type Report = (elementId: string, code: ValidationCode, params?: Record<string, string>) => void;
type Variables = ReadonlyMap<string, { type: string }>;

function checkNode(node: ParsedFlowNode, variables: Variables, report: Report): void {
  if (node.loop) report(node.id, 'multi_instance');
  if (node.bpmnType === 'bpmn:Task') {
    report(node.id, 'plain_task');
    return;
  }
  const definitions = node.eventDefinitions ?? [];
  if (!node.faenaType) {
    if (node.bpmnType === 'bpmn:StartEvent' && definitions.includes('bpmn:TimerEventDefinition')) {
      report(node.id, 'timer_start');
    } else {
      const type = definitions.length > 0 ? `${node.bpmnType}: ${definitions.join(', ')}` : node.bpmnType;
      report(node.id, 'unsupported_element', { type });
    }
    return;
  }
  if (node.faenaType === 'UserTask') {
    if (!node.formId) report(node.id, 'user_task_without_form');
    const audienceType = node.audience ? variables.get(node.audience)?.type : undefined;
    if (node.audience && !AUDIENCE_VARIABLE_TYPES.includes(audienceType as ProcessVariableType)) {
      report(node.id, 'audience_not_variable', { audience: node.audience });
    }
    if (node.dueIn !== undefined && addDuration(0, node.dueIn) === undefined) {
      report(node.id, 'invalid_duration', { field: 'faena:dueIn', value: node.dueIn });
    }
  }
  if (node.faenaType.startsWith('Timer')) checkTimer(node, report);
  if (node.faenaType.startsWith('Message') && !node.messageName) report(node.id, 'message_without_name');
}

/** The timer's duration (read first, as advance does), else its date. */
function checkTimer(node: ParsedFlowNode, report: Report): void {
  const { duration, date } = node.timer ?? {};
  if (duration !== undefined) {
    if (addDuration(0, duration) === undefined) {
      report(node.id, 'invalid_duration', { field: 'timeDuration', value: duration });
    }
  } else if (date !== undefined) {
    const time = Date.parse(date);
    if (!Number.isFinite(time) || Math.abs(time) > 8.64e15) {
      report(node.id, 'invalid_date', { field: 'timeDate', value: date });
    }
  } else {
    report(node.id, 'timer_without_definition');
  }
}

/** BPMN condition expressions: only the constants run; on a parallel gateway's flows none does. */
function checkFlows(definition: ParsedProcess, report: Report): void {
  const nodes = new Map(definition.nodes.map((node) => [node.id, node]));
  for (const flow of definition.flows) {
    const conditioned =
      flow.conditionExpression !== undefined ||
      flow.condition !== undefined ||
      flow.conditionError !== undefined;
    if (conditioned && nodes.get(flow.sourceRef)?.faenaType === 'ParallelGateway') {
      report(flow.id, 'condition_on_parallel_flow');
    } else if (flow.conditionExpression !== undefined && flow.expressionValue === undefined) {
      report(flow.id, 'condition_expression', { expression: flow.conditionExpression });
    }
  }
}

function checkGateways(
  definition: ParsedProcess,
  variables: Variables,
  locale: WorkflowLocale,
  report: Report,
): void {
  const resolve = (name: string): OperandInfo | undefined => {
    const type = variables.get(name)?.type;
    return type && isProcessVariableType(type) ? { type: type as FieldType } : undefined;
  };
  for (const node of definition.nodes) {
    if (node.faenaType !== 'ExclusiveGateway') continue;
    const outgoing = definition.flows.filter((flow) => flow.sourceRef === node.id);
    for (const flow of outgoing) {
      if (flow.conditionError !== undefined) {
        report(flow.id, 'invalid_condition', { detail: flow.conditionError });
      } else if (flow.condition) {
        for (const detail of checkCondition(flow.condition, resolve, undefined, { locale })) {
          report(flow.id, 'invalid_condition', { detail });
        }
      }
    }
    if (outgoing.length < 2) continue;
    if (!node.defaultFlow) report(node.id, 'gateway_without_default');
    for (const flow of outgoing) {
      if (
        flow.id !== node.defaultFlow &&
        !flow.condition &&
        flow.conditionError === undefined &&
        flow.conditionExpression === undefined
      ) {
        report(flow.id, 'flow_without_condition');
      }
    }
  }
}

/** Forward from the starts (boundary events ride with their task), backward from the ends. */
function checkReachability(definition: ParsedProcess, report: Report): void {
  const successors = new Map<string, string[]>();
  const predecessors = new Map<string, string[]>();
  const link = (from: string, to: string) => {
    successors.set(from, [...(successors.get(from) ?? []), to]);
    predecessors.set(to, [...(predecessors.get(to) ?? []), from]);
  };
  for (const flow of definition.flows) link(flow.sourceRef, flow.targetRef);
  for (const node of definition.nodes) if (node.attachedTo) link(node.attachedTo, node.id);

  const walk = (from: string[], next: Map<string, string[]>) => {
    const seen = new Set(from);
    const queue = [...from];
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      for (const other of next.get(id) ?? []) {
        if (!seen.has(other)) {
          seen.add(other);
          queue.push(other);
        }
      }
    }
    return seen;
  };
  const starts = definition.nodes.filter((node) => node.faenaType && START_TYPES.has(node.faenaType));
  const ends = definition.nodes.filter((node) => node.faenaType && END_TYPES.has(node.faenaType));
  const reached = walk(
    starts.map((node) => node.id),
    successors,
  );
  // A boundary event leads to an end on behalf of its task only if its own path does.
  const canEnd = walk(
    ends.map((node) => node.id),
    new Map(
      [...predecessors].map(([id, from]) => [
        id,
        from.filter((source) => !isBoundaryLink(definition, source, id)),
      ]),
    ),
  );
  for (const node of definition.nodes) {
    if (!reached.has(node.id)) report(node.id, 'unreachable');
    else if (!canEnd.has(node.id)) report(node.id, 'no_end');
  }
}

function isBoundaryLink(definition: ParsedProcess, source: string, target: string): boolean {
  return definition.nodes.some((node) => node.id === target && node.attachedTo === source);
}

/**
 * A task's normal path and its interrupting timer boundary's path exclude each other: when both lead
 * into one parallel join, one flow of it is fed only by the normal path and another only by the
 * boundary's, so the join can never fire. Flows that another branch (not through the task) can feed
 * are not counted.
 */
function checkBoundaryJoins(definition: ParsedProcess, report: Report): void {
  const nodes = new Map(definition.nodes.map((node) => [node.id, node]));
  const outgoing = new Map<string, string[]>();
  for (const flow of definition.flows)
    outgoing.set(flow.sourceRef, [...(outgoing.get(flow.sourceRef) ?? []), flow.targetRef]);
  const boundariesOf = new Map<string, string[]>();
  for (const node of definition.nodes) {
    if (node.attachedTo)
      boundariesOf.set(node.attachedTo, [...(boundariesOf.get(node.attachedTo) ?? []), node.id]);
  }
  const isJoin = (id: string) =>
    nodes.get(id)?.faenaType === 'ParallelGateway' &&
    definition.flows.filter((flow) => flow.targetRef === id).length > 1;
  /** Nodes reached from `from` without entering `blocked` (boundaries ride with their task). */
  const reach = (from: string[], blocked: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const queue = from.filter((id) => !blocked.has(id));
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of [...(outgoing.get(id) ?? []), ...(boundariesOf.get(id) ?? [])]) {
        if (!blocked.has(next)) queue.push(next);
      }
    }
    return seen;
  };
  const starts = definition.nodes
    .filter((node) => node.faenaType && START_TYPES.has(node.faenaType))
    .map((node) => node.id);
  const reported = new Set<string>();
  for (const boundary of definition.nodes) {
    if (
      boundary.faenaType !== 'TimerBoundaryEvent' ||
      boundary.interrupting === false ||
      !boundary.attachedTo
    )
      continue;
    const task = boundary.attachedTo;
    const siblings = boundariesOf.get(task) ?? [];
    for (const join of definition.nodes) {
      if (!isJoin(join.id) || reported.has(join.id)) continue;
      // Walks stop at the join itself and never pass through the task.
      const blocked = new Set([task, ...siblings, join.id]);
      const elsewhere = reach(starts, blocked); // branches that run without the task at all
      const normal = reach(outgoing.get(task) ?? [], blocked);
      const expired = reach(outgoing.get(boundary.id) ?? [], blocked);
      const feeders = definition.flows
        .filter((flow) => flow.targetRef === join.id)
        .map((flow) => flow.sourceRef);
      const normalOnly = feeders.filter(
        (source) => (source === task || normal.has(source)) && !expired.has(source) && !elsewhere.has(source),
      );
      const expiredOnly = feeders.filter(
        (source) =>
          (source === boundary.id || expired.has(source)) && !normal.has(source) && !elsewhere.has(source),
      );
      if (normalOnly.length > 0 && expiredOnly.length > 0) {
        reported.add(join.id);
        report(join.id, 'boundary_deadlock', { task, boundary: boundary.id });
      }
    }
  }
}
