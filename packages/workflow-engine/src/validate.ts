import { checkCondition, type FieldType, type OperandInfo } from '@faena/form-engine/core';
import { timerDueAt } from './durations.ts';
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
  checkGateways(definition, variables, locale, report);
  checkReachability(definition, report);
  return problems;
}

type Report = (elementId: string, code: ValidationCode, params?: Record<string, string>) => void;
type Variables = ReadonlyMap<string, { type: string }>;

function checkNode(node: ParsedFlowNode, variables: Variables, report: Report): void {
  if (node.bpmnType === 'bpmn:Task') {
    report(node.id, 'plain_task');
    return;
  }
  if (!node.faenaType) {
    report(node.id, 'unsupported_element', { type: node.bpmnType });
    return;
  }
  if (node.faenaType === 'UserTask') {
    if (!node.formId) report(node.id, 'user_task_without_form');
    const audienceType = node.audience ? variables.get(node.audience)?.type : undefined;
    if (node.audience && !AUDIENCE_VARIABLE_TYPES.includes(audienceType as ProcessVariableType)) {
      report(node.id, 'audience_not_variable', { audience: node.audience });
    }
  }
  if (node.faenaType.startsWith('Timer') && timerDueAt(node.timer, 0) === undefined) {
    report(node.id, 'timer_without_definition');
  }
  if (node.faenaType.startsWith('Message') && !node.messageName) report(node.id, 'message_without_name');
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
      if (flow.id !== node.defaultFlow && !flow.condition && flow.conditionError === undefined) {
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
