import type { FaenaElementType } from '@faena/workflow-engine';

/**
 * Faena's one allow-list (SPEC 3): every BPMN shape the studio lets people create, append or
 * replace to, and the only source the palette, context pad, replace menu and rules read from.
 */
export interface AllowedElement {
  faenaType: FaenaElementType;
  /** The bpmn-js shape type and, for events, its single event definition. */
  type: string;
  eventDefinitionType?: string;
  /** bpmn-font icon shown in the palette, context pad and replace menu. */
  icon: string;
  /** In the palette (a boundary event is attached to a task instead). */
  palette: boolean;
  /** Replace-menu family: an element may only become another of its family. */
  family: 'start' | 'task' | 'intermediate' | 'end' | 'boundary' | 'gateway';
}

export const ALLOWED_ELEMENTS: readonly AllowedElement[] = [
  {
    faenaType: 'VanillaStartEvent',
    type: 'bpmn:StartEvent',
    icon: 'bpmn-icon-start-event-none',
    palette: true,
    family: 'start',
  },
  {
    faenaType: 'MessageStartEvent',
    type: 'bpmn:StartEvent',
    eventDefinitionType: 'bpmn:MessageEventDefinition',
    icon: 'bpmn-icon-start-event-message',
    palette: true,
    family: 'start',
  },
  {
    faenaType: 'UserTask',
    type: 'bpmn:UserTask',
    icon: 'bpmn-icon-user-task',
    palette: true,
    family: 'task',
  },
  {
    faenaType: 'TimerIntermediateCatchEvent',
    type: 'bpmn:IntermediateCatchEvent',
    eventDefinitionType: 'bpmn:TimerEventDefinition',
    icon: 'bpmn-icon-intermediate-event-catch-timer',
    palette: true,
    family: 'intermediate',
  },
  {
    faenaType: 'MessageIntermediateCatchEvent',
    type: 'bpmn:IntermediateCatchEvent',
    eventDefinitionType: 'bpmn:MessageEventDefinition',
    icon: 'bpmn-icon-intermediate-event-catch-message',
    palette: true,
    family: 'intermediate',
  },
  {
    faenaType: 'MessageIntermediateThrowEvent',
    type: 'bpmn:IntermediateThrowEvent',
    eventDefinitionType: 'bpmn:MessageEventDefinition',
    icon: 'bpmn-icon-intermediate-event-throw-message',
    palette: true,
    family: 'intermediate',
  },
  {
    faenaType: 'SuccessEndEvent',
    type: 'bpmn:EndEvent',
    icon: 'bpmn-icon-end-event-none',
    palette: true,
    family: 'end',
  },
  {
    faenaType: 'ErrorEndEvent',
    type: 'bpmn:EndEvent',
    eventDefinitionType: 'bpmn:ErrorEventDefinition',
    icon: 'bpmn-icon-end-event-error',
    palette: true,
    family: 'end',
  },
  {
    faenaType: 'TimerBoundaryEvent',
    type: 'bpmn:BoundaryEvent',
    eventDefinitionType: 'bpmn:TimerEventDefinition',
    icon: 'bpmn-icon-intermediate-event-catch-timer',
    palette: false,
    family: 'boundary',
  },
  {
    faenaType: 'ParallelGateway',
    type: 'bpmn:ParallelGateway',
    icon: 'bpmn-icon-gateway-parallel',
    palette: true,
    family: 'gateway',
  },
  {
    faenaType: 'ExclusiveGateway',
    type: 'bpmn:ExclusiveGateway',
    icon: 'bpmn-icon-gateway-xor',
    palette: true,
    family: 'gateway',
  },
];

/** Connections Faena executes: sequence flows only (no message flows or associations). */
export const ALLOWED_CONNECTIONS: readonly string[] = ['bpmn:SequenceFlow'];

/** Containers and labels bpmn-js needs to draw a process; never offered, never refused. */
const STRUCTURAL = new Set(['bpmn:Process', 'bpmn:Collaboration', 'label']);

/** The minimal view of a diagram element the allow-list needs (bpmn-js shape or business object). */
export interface ElementLike {
  type?: string;
  businessObject?: { $type: string; eventDefinitions?: { $type: string }[] };
}

/** The allow-list entry an element matches, or undefined when Faena does not execute it. */
export function allowedElementOf(element: ElementLike): AllowedElement | undefined {
  const bo = element.businessObject;
  if (!bo) return undefined;
  const definitions = bo.eventDefinitions ?? [];
  if (definitions.length > 1) return undefined;
  const definition = definitions[0]?.$type;
  return ALLOWED_ELEMENTS.find(
    (entry) => entry.type === bo.$type && entry.eventDefinitionType === definition,
  );
}

/** Whether a shape may exist in a Faena diagram. */
export function isAllowedShape(element: ElementLike): boolean {
  const type = element.businessObject?.$type ?? element.type;
  if (type && STRUCTURAL.has(type)) return true;
  if (element.type === 'label') return true;
  return allowedElementOf(element) !== undefined;
}

/** A plain bpmn:Task: the one disallowed shape the studio upgrades (to a bpmn:UserTask) instead. */
export const isPlainTask = (element: ElementLike) => element.businessObject?.$type === 'bpmn:Task';
