import type { Condition } from '@faena/form-engine/core';
import type { FaenaElementType } from '../element-types.ts';
import type { ParsedFlowNode, ParsedProcess, ParsedSequenceFlow } from '../parse.ts';
import type { ProcessVariable } from '../process-variables.ts';

const BPMN_TYPE: Record<FaenaElementType, string> = {
  VanillaStartEvent: 'bpmn:StartEvent',
  MessageStartEvent: 'bpmn:StartEvent',
  UserTask: 'bpmn:UserTask',
  TimerIntermediateCatchEvent: 'bpmn:IntermediateCatchEvent',
  MessageIntermediateCatchEvent: 'bpmn:IntermediateCatchEvent',
  MessageIntermediateThrowEvent: 'bpmn:IntermediateThrowEvent',
  SuccessEndEvent: 'bpmn:EndEvent',
  ErrorEndEvent: 'bpmn:EndEvent',
  TimerBoundaryEvent: 'bpmn:BoundaryEvent',
  ParallelGateway: 'bpmn:ParallelGateway',
  ExclusiveGateway: 'bpmn:ExclusiveGateway',
};

export type NodeSpec = Omit<ParsedFlowNode, 'bpmnType' | 'incoming' | 'outgoing'> & { bpmnType?: string };
/** `[id, source, target, condition?]` */
export type FlowSpec = [string, string, string, Condition?];

/** A definition without XML, for tests: bpmnType, incoming and outgoing are derived. */
export function processOf(
  nodes: NodeSpec[],
  flowSpecs: FlowSpec[],
  variables: ProcessVariable[] = [],
): ParsedProcess {
  const flows: ParsedSequenceFlow[] = flowSpecs.map(([id, sourceRef, targetRef, condition]) =>
    condition ? { id, sourceRef, targetRef, condition } : { id, sourceRef, targetRef },
  );
  return {
    id: 'P',
    isExecutable: true,
    nodes: nodes.map((node) => ({
      ...node,
      bpmnType: node.bpmnType ?? (node.faenaType ? BPMN_TYPE[node.faenaType] : 'bpmn:Task'),
      incoming: flows.filter((flow) => flow.targetRef === node.id).map((flow) => flow.id),
      outgoing: flows.filter((flow) => flow.sourceRef === node.id).map((flow) => flow.id),
    })),
    flows,
    variables,
    warnings: [],
  };
}

export const start = (id = 'S'): NodeSpec => ({ id, faenaType: 'VanillaStartEvent' });
export const task = (id: string, extra: Partial<NodeSpec> = {}): NodeSpec => ({
  id,
  name: id,
  faenaType: 'UserTask',
  formId: `form-${id}`,
  ...extra,
});
export const end = (id = 'E'): NodeSpec => ({ id, faenaType: 'SuccessEndEvent' });
export const errorEnd = (id = 'X'): NodeSpec => ({ id, faenaType: 'ErrorEndEvent' });
