import RuleProvider from 'diagram-js/lib/features/rules/RuleProvider';
import { ALLOWED_CONNECTIONS, allowedElementOf, isAllowedShape } from './allow-list.ts';
import type { Shape } from './diagram-types.ts';

type CanConnect = (source: Shape, target: Shape) => false | null | { type: string };
type CanAttach = (shapes: Shape[], target: Shape, source: null, position: unknown) => unknown;

/** Above BpmnRules (1000): a Faena refusal wins; `undefined` lets bpmn-js decide the rest. */
const PRIORITY = 1500;

/**
 * Modeling rules from the allow-list: interactive creation, paste, attach and connection of
 * anything Faena does not execute is refused. (Programmatic plain tasks are upgraded instead,
 * see task-upgrade.ts; replacements only come from the Faena replace menu.)
 */
export class FaenaRules extends RuleProvider {
  static override $inject = ['eventBus', 'bpmnRules'];

  constructor(
    eventBus: unknown,
    private readonly bpmnRules: { canConnect: CanConnect; canAttach: CanAttach },
  ) {
    // biome-ignore lint/suspicious/noExplicitAny: diagram-js types its event bus loosely
    super(eventBus as any);
  }

  override init() {
    const isAllowed = (element: Shape) =>
      'waypoints' in element ? ALLOWED_CONNECTIONS.includes(element.type) : isAllowedShape(element);
    const refuse = (elements: Shape[]) => (elements.every(isAllowed) ? undefined : false);

    this.addRule('shape.create', PRIORITY, ({ shape }: { shape: Shape }) => refuse([shape]));
    // Paste and multi-element creation: every shape and connection must be allowed.
    this.addRule('elements.create', PRIORITY, ({ elements }: { elements: Shape[] }) => refuse(elements));
    // Only a timer catch event may sit on a task's border (it becomes a TimerBoundaryEvent).
    const isTimer = (shape: Shape) =>
      allowedElementOf(shape)?.eventDefinitionType === 'bpmn:TimerEventDefinition';
    this.addRule('shape.attach', PRIORITY, ({ shape }: { shape: Shape }) =>
      isTimer(shape) ? undefined : false,
    );
    // Moving an event onto a border attaches it too (bpmn-js turns it into a boundary event).
    this.addRule(
      'elements.move',
      PRIORITY,
      ({ shapes, target, position }: { shapes: Shape[]; target?: Shape; position?: unknown }) => {
        if (!target || this.bpmnRules.canAttach(shapes, target, null, position) !== 'attach')
          return undefined;
        return shapes.every(isTimer) ? undefined : false;
      },
    );

    const connect = ({ source, target }: { source: Shape; target: Shape }) => {
      if (!isAllowedShape(source) || !isAllowedShape(target)) return false;
      const result = this.bpmnRules.canConnect(source, target);
      return result && !ALLOWED_CONNECTIONS.includes(result.type) ? false : undefined;
    };
    this.addRule(['connection.create', 'connection.reconnect'], PRIORITY, connect);
  }
}
