import type { ElementLike } from './allow-list.ts';

/** The slice of diagram-js services the Faena modules use; diagram-js's own types are mostly `any`. */
export interface Shape extends ElementLike {
  id: string;
  type: string;
  host?: Shape;
  businessObject: { $type: string; id: string; name?: string; eventDefinitions?: { $type: string }[] };
}

export interface ElementFactory {
  createShape(attrs: { type: string; eventDefinitionType?: string }): Shape;
}

export interface BpmnReplace {
  replaceElement(element: Shape, target: { type: string; eventDefinitionType?: string }): Shape;
}

export interface EventBus {
  on(event: string, priority: number, callback: (event: unknown) => void): void;
  on(event: string, callback: (event: unknown) => void): void;
}
