import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import { isPlainTask } from './allow-list.ts';
import type { BpmnReplace, EventBus, Shape } from './diagram-types.ts';
import type { FaenaConfig } from './labels.ts';

const nameOf = (shape: Shape) => shape.businessObject.name || shape.id;

/**
 * SPEC 4: a plain bpmn:Task is never kept. Created or replaced through modeling (the API; the UI never
 * offers one and the rules refuse it), it becomes a bpmn:UserTask in the same command (one undo step); in an imported diagram every one is
 * upgraded right after import. Either way the names are reported to `config.faena.onTasksUpgraded`.
 */
export class FaenaTaskUpgrade extends CommandInterceptor {
  static override $inject = [
    'eventBus',
    'bpmnReplace',
    'elementRegistry',
    'commandStack',
    'bpmnFactory',
    'moddleCopy',
    'config.faena',
  ];

  constructor(
    eventBus: EventBus,
    bpmnReplace: BpmnReplace,
    elementRegistry: { filter(fn: (element: Shape) => boolean): Shape[] },
    commandStack: { clear(): void },
    bpmnFactory: { create(type: string): Shape['businessObject'] },
    moddleCopy: { copyElement(source: unknown, target: unknown): Shape['businessObject'] },
    config: FaenaConfig,
  ) {
    // biome-ignore lint/suspicious/noExplicitAny: diagram-js types its event bus loosely
    super(eventBus as any);
    const notify = (names: string[]) => config.onTasksUpgraded?.(names);
    /** The same task as a bpmn:UserTask business object: same id, name and other properties. */
    const asUserTask = (task: Shape['businessObject']) => {
      const userTask = moddleCopy.copyElement(task, bpmnFactory.create('bpmn:UserTask'));
      userTask.id = task.id;
      return userTask;
    };

    // Upgraded before the shape exists (preExecute), keeping the shape object itself: connections
    // created in the same command (multi-element paste) still point at it, and undo is one step.
    type CreateContext = { shape: Shape & { di?: { bpmnElement: unknown } } };
    this.preExecute('shape.create', ({ context }: { context: CreateContext }) => {
      const { shape } = context;
      if (!isPlainTask(shape)) return;
      shape.businessObject = asUserTask(shape.businessObject);
      shape.type = 'bpmn:UserTask';
      if (shape.di) shape.di.bpmnElement = shape.businessObject;
      notify([nameOf(shape)]);
    });

    // A replacement to a plain task is redirected before it runs (replacing again afterwards,
    // inside the finishing replace command, leaves bpmn-js's graphics half-updated).
    type ReplaceContext = { newData: Pick<Shape, 'type' | 'businessObject'> };
    this.preExecute('shape.replace', ({ context }: { context: ReplaceContext }) => {
      const { newData } = context;
      if (newData.type !== 'bpmn:Task') return;
      newData.type = 'bpmn:UserTask';
      newData.businessObject = asUserTask(newData.businessObject);
      notify([newData.businessObject.name || newData.businessObject.id]);
    });

    eventBus.on('import.done', (event) => {
      if ((event as { error?: unknown }).error) return;
      const plainTasks = elementRegistry.filter(
        (element) => isPlainTask(element) && element.type !== 'label',
      );
      if (plainTasks.length === 0) return;
      for (const task of plainTasks) bpmnReplace.replaceElement(task, { type: 'bpmn:UserTask' });
      notify(plainTasks.map(nameOf));
      // The upgrade is part of opening the diagram: undo must not bring the plain tasks back.
      commandStack.clear();
    });
  }
}
