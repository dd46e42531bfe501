/// <reference path="./bpmn-moddle.d.ts" />
import type { ModdleElement } from 'bpmn-moddle';

/** The BPMN element types Faena executes (SPEC 3 "Workflow element types"). */
export const FAENA_ELEMENT_TYPES = [
  'VanillaStartEvent',
  'MessageStartEvent',
  'UserTask',
  'TimerIntermediateCatchEvent',
  'MessageIntermediateCatchEvent',
  'MessageIntermediateThrowEvent',
  'SuccessEndEvent',
  'ErrorEndEvent',
  'TimerBoundaryEvent',
  'ParallelGateway',
  'ExclusiveGateway',
] as const;

export type FaenaElementType = (typeof FAENA_ELEMENT_TYPES)[number];

/** Step types shown to users: the element types plus the state of a step whose element expired. */
export const WORKFLOW_STEP_TYPES = [...FAENA_ELEMENT_TYPES, 'undefined_expired'] as const;
export type WorkflowStepType = (typeof WORKFLOW_STEP_TYPES)[number];

type EventKind = 'none' | 'message' | 'timer' | 'error' | 'other';

/** An event's definitions, inline (`eventDefinitions`) or by reference (`eventDefinitionRef`). */
export function eventDefinitionsOf(element: ModdleElement): ModdleElement[] {
  return [...(element.eventDefinitions ?? []), ...(element.eventDefinitionRef ?? [])].filter(
    (definition) => definition && typeof definition.$type === 'string',
  );
}

/** An event with several definitions (or an unsupported one) has no Faena meaning: 'other'. */
function eventKind(element: ModdleElement): EventKind {
  const definitions = eventDefinitionsOf(element);
  if (definitions.length === 0) return 'none';
  if (definitions.length > 1) return 'other';
  switch (definitions[0]!.$type) {
    case 'bpmn:MessageEventDefinition':
      return 'message';
    case 'bpmn:TimerEventDefinition':
      return 'timer';
    case 'bpmn:ErrorEventDefinition':
      return 'error';
    default:
      return 'other';
  }
}

const BY_BPMN_TYPE_AND_EVENT: Record<string, Partial<Record<EventKind, FaenaElementType>>> = {
  'bpmn:StartEvent': { none: 'VanillaStartEvent', message: 'MessageStartEvent' },
  'bpmn:UserTask': { none: 'UserTask' },
  'bpmn:IntermediateCatchEvent': {
    timer: 'TimerIntermediateCatchEvent',
    message: 'MessageIntermediateCatchEvent',
  },
  'bpmn:IntermediateThrowEvent': { message: 'MessageIntermediateThrowEvent' },
  // A plain end event is the successful end; an error end event ends the execution with errors.
  'bpmn:EndEvent': { none: 'SuccessEndEvent', error: 'ErrorEndEvent' },
  'bpmn:BoundaryEvent': { timer: 'TimerBoundaryEvent' },
  'bpmn:ParallelGateway': { none: 'ParallelGateway' },
  'bpmn:ExclusiveGateway': { none: 'ExclusiveGateway' },
};

/** The Faena element type of a BPMN flow node, or undefined when Faena does not execute it. */
export function faenaElementType(element: ModdleElement): FaenaElementType | undefined {
  if (!Object.hasOwn(BY_BPMN_TYPE_AND_EVENT, element.$type)) return undefined;
  return BY_BPMN_TYPE_AND_EVENT[element.$type]?.[eventKind(element)];
}
