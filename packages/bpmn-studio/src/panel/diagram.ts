/**
 * The slice of bpmn-js the panel reads and edits, and pure helpers over it: where each Faena setting
 * lives in the BPMN model (see @faena/workflow-engine's moddle extension).
 */
import { type Condition, conditionDependencies, type FormField } from '@faena/form-engine/core';
import {
  type FaenaElementType,
  faenaElementType,
  isProcessVariableType,
  type ProcessVariable,
} from '@faena/workflow-engine';
import type Modeler from 'bpmn-js/lib/Modeler';

/** A bpmn-moddle element (business object or one of its children). */
export interface ModdleElement {
  $type: string;
  $parent?: ModdleElement;
  id?: string;
  name?: string;
  body?: string;
  get(name: string): unknown;
  eventDefinitions?: ModdleElement[];
  extensionElements?: ModdleElement;
  values?: ModdleElement[];
  variables?: ModdleElement[];
  default?: ModdleElement;
  timeDuration?: ModdleElement;
  timeDate?: ModdleElement;
  messageRef?: ModdleElement;
  attachedToRef?: ModdleElement;
  sourceRef?: ModdleElement;
  targetRef?: ModdleElement;
  flowElements?: ModdleElement[];
}

/** A diagram-js element: shape, connection, label or the root. */
export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleElement;
  labelTarget?: DiagramElement;
  host?: DiagramElement;
  attachers?: DiagramElement[];
  outgoing?: DiagramElement[];
  incoming?: DiagramElement[];
  source?: DiagramElement;
  target?: DiagramElement;
}

export interface ElementRegistry {
  get(id: string): DiagramElement | undefined;
  filter(fn: (element: DiagramElement) => boolean): DiagramElement[];
}
export interface Selection {
  get(): DiagramElement[];
  select(element: DiagramElement | DiagramElement[] | null): void;
}
export interface EventBus {
  on(events: string | string[], callback: (event: unknown) => void): void;
  off(events: string | string[], callback: (event: unknown) => void): void;
}
export interface Modeling {
  updateLabel(element: DiagramElement, text: string | null): void;
  updateProperties(element: DiagramElement, properties: Record<string, unknown>): void;
  updateModdleProperties(
    element: DiagramElement,
    target: ModdleElement,
    properties: Record<string, unknown>,
  ): void;
}
export interface ModdleFactory {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}
export interface Canvas {
  getRootElement(): DiagramElement;
}

const readOnlyDiagram = (): never => {
  throw new Error('The diagram is shown by a viewer: it cannot be edited');
};
/** What a viewer (no modeling services) offers: the panel is read-only there and never edits. */
const NO_MODELING: Modeling = {
  updateLabel: readOnlyDiagram,
  updateProperties: readOnlyDiagram,
  updateModdleProperties: readOnlyDiagram,
};
const NO_FACTORY: ModdleFactory = { create: readOnlyDiagram };

/** Typed access to the services of a modeler, or of a viewer (published definitions, read-only). */
export function services(modeler: Modeler) {
  return {
    registry: modeler.get<ElementRegistry>('elementRegistry'),
    selection: modeler.get<Selection>('selection'),
    eventBus: modeler.get<EventBus>('eventBus'),
    modeling: modeler.get<Modeling>('modeling', false) ?? NO_MODELING,
    moddle: modeler.get<ModdleFactory>('moddle'),
    bpmnFactory: modeler.get<ModdleFactory>('bpmnFactory', false) ?? NO_FACTORY,
    canvas: modeler.get<Canvas>('canvas'),
  };
}

export const is = (element: ModdleElement | undefined, type: string) => element?.$type === type;

/** The Faena type of a flow node (undefined for flows, the process and unsupported elements). */
export function faenaTypeOf(element: DiagramElement): FaenaElementType | undefined {
  if (!element.businessObject) return undefined;
  return faenaElementType(element.businessObject as Parameters<typeof faenaElementType>[0]);
}

export const eventDefinition = (element: DiagramElement, type: string) =>
  element.businessObject.eventDefinitions?.find((definition) => definition.$type === type);

export const attr = (element: ModdleElement, name: string): string | undefined => {
  const value = element.get(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The `faena:processVariables` container of the process, if any. */
export function variablesContainer(process: ModdleElement): ModdleElement | undefined {
  return process.extensionElements?.values?.find((value) => value.$type === 'faena:ProcessVariables');
}

export function readVariables(process: ModdleElement | undefined): ProcessVariable[] {
  if (!process) return [];
  return (variablesContainer(process)?.variables ?? []).map((variable) => {
    const label = attr(variable, 'label');
    return {
      name: attr(variable, 'name') ?? '',
      type: attr(variable, 'type') ?? '',
      ...(label ? { label } : {}),
    };
  });
}

/** A process variable as a form field, so the form engine's condition builder can compare it. */
export function variableAsField(variable: ProcessVariable): FormField | null {
  if (!isProcessVariableType(variable.type)) return null;
  const common = { id: variable.name, name: variable.name, label: variable.label || variable.name };
  switch (variable.type) {
    // The choices are not known outside a form: values are typed freely.
    case 'multiple_choice':
    case 'checkboxes':
      return { ...common, type: variable.type, choices: [] };
    case 'value_in_num_range':
      return { ...common, type: variable.type, start: 0, stop: 10, step: 1 };
    default:
      return { ...common, type: variable.type } as FormField;
  }
}

/** A flow's stored condition: the Condition, nothing, or the text that does not parse. */
export function readCondition(flow: ModdleElement): { condition?: Condition; invalid?: string } {
  const text = attr(flow, 'faena:condition');
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return { condition: parsed as Condition };
  } catch {
    // Reported below as unreadable.
  }
  return { invalid: text };
}

/** Where a variable is used: user tasks reading it as audience, flows whose condition reads it. */
export function variableUses(
  registry: ElementRegistry,
  name: string,
): { element: DiagramElement; kind: 'audience' | 'condition' }[] {
  const uses: { element: DiagramElement; kind: 'audience' | 'condition' }[] = [];
  for (const element of registry.filter((candidate) => !candidate.labelTarget)) {
    const bo = element.businessObject;
    if (is(bo, 'bpmn:UserTask') && attr(bo, 'faena:audience') === name)
      uses.push({ element, kind: 'audience' });
    if (is(bo, 'bpmn:SequenceFlow')) {
      const { condition } = readCondition(bo);
      let reads = false;
      try {
        reads = condition ? conditionDependencies(condition).includes(name) : false;
      } catch {
        reads = false;
      }
      if (reads) uses.push({ element, kind: 'condition' });
    }
  }
  return uses;
}

/** The diagram element a selection shows: a label stands for its element. */
export const shown = (element: DiagramElement) => element.labelTarget ?? element;

/** "«Revisar»" or the id when the element has no name. */
export const displayName = (element: DiagramElement) => element.businessObject.name?.trim() || element.id;
