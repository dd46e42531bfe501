// bpmn-moddle 10 ships JS without types for its main entry. This declares only what Faena reads;
// files that import 'bpmn-moddle' reference it with `/// <reference path>` so packages that consume
// this one from source type-check too.
declare module 'bpmn-moddle' {
  /** A parsed BPMN element; references (`sourceRef`, …) are resolved to elements when the id exists. */
  export interface ModdleElement {
    readonly $type: string;
    $instanceOf(type: string): boolean;
    id?: string;
    name?: string;
    isExecutable?: boolean;
    rootElements?: ModdleElement[];
    flowElements?: ModdleElement[];
    eventDefinitions?: ModdleElement[];
    /** Event definitions given by reference to root-level definitions. */
    eventDefinitionRef?: ModdleElement[];
    /** Boundary events: false when non-interrupting. */
    cancelActivity?: boolean;
    /** Activities: multi-instance or standard loop characteristics. */
    loopCharacteristics?: ModdleElement;
    /** Sequence flows: a BPMN formal expression (its `body`). */
    conditionExpression?: ModdleElement;
    sourceRef?: ModdleElement;
    targetRef?: ModdleElement;
    attachedToRef?: ModdleElement;
    /** Exclusive gateway: its default sequence flow. */
    default?: ModdleElement;
    messageRef?: ModdleElement;
    timeDuration?: ModdleElement;
    timeDate?: ModdleElement;
    /** Body of a formal expression (timer durations and dates). */
    body?: string;
    text?: string;
    documentation?: ModdleElement[];
    extensionElements?: { values?: ModdleElement[] };
    /** Faena extension properties (see faena-moddle.ts) and any other attribute. */
    get(name: string): unknown;
  }

  export interface ParseResult {
    rootElement: ModdleElement;
    elementsById: Record<string, ModdleElement>;
    warnings: Error[];
  }

  /** Rejections carry the warnings collected before the failure. */
  export interface ParseError extends Error {
    warnings?: Error[];
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string, options?: { lax?: boolean }): Promise<ParseResult>;
  }
}
