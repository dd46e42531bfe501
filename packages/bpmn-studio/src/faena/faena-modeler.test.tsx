import { PLAIN_TASK_DIAGRAM_XML, REVIEW_DIAGRAM_XML } from '@faena/workflow-engine/fixtures';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type Modeler from 'bpmn-js/lib/Modeler';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { BpmnModeler } from '../BpmnModeler.tsx';
import { ALLOWED_ELEMENTS } from './allow-list.ts';
import { createFaenaModeler } from './create-modeler.ts';
import type { Shape } from './diagram-types.ts';

const LABEL = 'Diagrama del flujo';
const TOOLS = ['hand-tool', 'lasso-tool', 'space-tool', 'global-connect-tool'];
const shape = (id: string) => document.querySelector<SVGGElement>(`.djs-element[data-element-id="${id}"]`);
const actions = (selector: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].map(
    (entry) => entry.dataset.action ?? entry.dataset.id,
  );

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = '.modeler-under-test { width: 800px; height: 500px; }';
  document.head.append(style);
});

const modelers: Modeler[] = [];
afterEach(() => {
  cleanup();
  for (const modeler of modelers.splice(0)) modeler.destroy();
  for (const node of document.querySelectorAll('.faena-test-canvas')) node.remove();
});

/** A bare Faena modeler (no React) for driving modeling and rules directly. */
async function bareModeler(xml: string, onTasksUpgraded = vi.fn()) {
  const container = document.createElement('div');
  container.className = 'faena-test-canvas modeler-under-test';
  document.body.append(container);
  const modeler = createFaenaModeler(container, { locale: 'es-MX', onTasksUpgraded });
  modelers.push(modeler);
  await modeler.importXML(xml);
  return { modeler, onTasksUpgraded, get: <T,>(name: string) => modeler.get<T>(name) };
}

async function clickElement(id: string) {
  await userEvent.click(shape(id)!.querySelector('.djs-hit')!);
}

describe('Faena allow-list in the modeler', () => {
  it('the palette lists only the tools and the allowed elements, titled in Spanish', async () => {
    render(<BpmnModeler aria-label={LABEL} className="modeler-under-test" xml={REVIEW_DIAGRAM_XML} />);
    await waitFor(() => expect(document.querySelector('.djs-palette .entry')).not.toBeNull());

    const paletteElements = ALLOWED_ELEMENTS.filter((entry) => entry.palette);
    expect(actions('.djs-palette .entry').sort()).toEqual(
      [...TOOLS, ...paletteElements.map((entry) => `create.faena-${entry.faenaType}`)].sort(),
    );
    const userTask = document.querySelector('.djs-palette .entry[data-action="create.faena-UserTask"]')!;
    expect(userTask).toHaveAttribute('aria-label', 'Crear: Tarea de usuario');
    expect(document.querySelector('.djs-palette .entry[data-action="hand-tool"]')).toHaveAttribute(
      'aria-label',
      'Activar la herramienta de mano',
    );
  });

  it('titles the palette in English for en-US', async () => {
    render(<BpmnModeler aria-label={LABEL} className="modeler-under-test" locale="en-US" />);
    await waitFor(() => expect(document.querySelector('.djs-palette .entry')).not.toBeNull());
    expect(document.querySelector('.entry[data-action="create.faena-ErrorEndEvent"]')).toHaveAttribute(
      'aria-label',
      'Create: Error end',
    );
  });

  it('turns a bpmn:Task created through modeling into a bpmn:UserTask, in one undo step', async () => {
    const { get, modeler, onTasksUpgraded } = await bareModeler(REVIEW_DIAGRAM_XML);
    const elementFactory = get<{ createShape(attrs: object): Shape }>('elementFactory');
    const modeling = get<{ createShape(shape: Shape, position: object, parent: unknown): Shape }>('modeling');
    const root = get<{ getRootElement(): unknown }>('canvas').getRootElement();
    const registry = get<{ filter(fn: (element: Shape) => boolean): Shape[] }>('elementRegistry');
    const ofType = (type: string) => registry.filter((element) => element.businessObject?.$type === type);

    const task = elementFactory.createShape({ type: 'bpmn:Task' });
    task.businessObject.name = 'Aprobar';
    const created = modeling.createShape(task, { x: 500, y: 300 }, root);

    expect(ofType('bpmn:Task')).toEqual([]);
    expect(ofType('bpmn:UserTask').map((element) => element.businessObject.name)).toContain('Aprobar');
    expect(onTasksUpgraded).toHaveBeenCalledWith(['Aprobar']);
    const { xml } = await modeler.saveXML();
    expect(xml).toContain(`<bpmn:userTask id="${created.id}" name="Aprobar"`);
    expect(xml).toContain(`bpmnElement="${created.id}"`);

    get<{ undo(): void }>('commandStack').undo();
    expect(ofType('bpmn:Task')).toEqual([]);
    expect(ofType('bpmn:UserTask')).toHaveLength(1); // only Task_review remains
  });

  it('turns a replacement to bpmn:Task into a bpmn:UserTask', async () => {
    const { get, onTasksUpgraded } = await bareModeler(REVIEW_DIAGRAM_XML);
    const registry = get<{ get(id: string): Shape }>('elementRegistry');
    get<{ replaceElement(element: Shape, target: object): Shape }>('bpmnReplace').replaceElement(
      registry.get('Task_review'),
      { type: 'bpmn:Task' },
    );
    expect(registry.get('Task_review').businessObject.$type).toBe('bpmn:UserTask');
    expect(onTasksUpgraded).toHaveBeenCalledWith(['Revisar sede']);
  });

  it('a timer catch event attached to a task becomes the timer boundary event', async () => {
    const { get } = await bareModeler(REVIEW_DIAGRAM_XML);
    const elementFactory = get<{ createShape(attrs: object): Shape }>('elementFactory');
    const registry = get<{ get(id: string): Shape }>('elementRegistry');
    const timer = elementFactory.createShape({
      type: 'bpmn:IntermediateCatchEvent',
      eventDefinitionType: 'bpmn:TimerEventDefinition',
    });
    // What the create tool does when the palette's timer is dropped on the task's border.
    const [attached] = get<{ createElements(...args: unknown[]): Shape[] }>('modeling').createElements(
      [timer],
      { x: 290, y: 160 },
      registry.get('Task_review'),
      { attach: true },
    );
    expect(attached!.businessObject.$type).toBe('bpmn:BoundaryEvent');
    expect(attached!.businessObject.eventDefinitions?.map((definition) => definition.$type)).toEqual([
      'bpmn:TimerEventDefinition',
    ]);
  });

  it('refuses creating, attaching and connecting elements outside the allow-list', async () => {
    const { get } = await bareModeler(REVIEW_DIAGRAM_XML);
    const rules = get<{ allowed(action: string, context: object): unknown }>('rules');
    const elementFactory = get<{ createShape(attrs: object): Shape }>('elementFactory');
    const registry = get<{ get(id: string): Shape }>('elementRegistry');
    const target = get<{ getRootElement(): unknown }>('canvas').getRootElement();
    const create = (attrs: object) =>
      rules.allowed('shape.create', {
        shape: elementFactory.createShape(attrs),
        target,
        position: { x: 600, y: 300 },
      });

    expect(create({ type: 'bpmn:Task' })).toBe(false);
    expect(create({ type: 'bpmn:SubProcess' })).toBe(false);
    expect(create({ type: 'bpmn:DataStoreReference' })).toBe(false);
    expect(create({ type: 'bpmn:StartEvent', eventDefinitionType: 'bpmn:SignalEventDefinition' })).toBe(
      false,
    );
    expect(create({ type: 'bpmn:UserTask' })).toBe(true);
    expect(
      create({ type: 'bpmn:IntermediateCatchEvent', eventDefinitionType: 'bpmn:TimerEventDefinition' }),
    ).toBe(true);

    const paste = (attrs: object) =>
      rules.allowed('elements.create', {
        elements: [elementFactory.createShape(attrs)],
        target,
        position: { x: 600, y: 300 },
      });
    expect(paste({ type: 'bpmn:Task' })).toBe(false);
    expect(paste({ type: 'bpmn:ParallelGateway' })).toBe(true);

    const task = registry.get('Task_review');
    const attach = (attrs: object) =>
      rules.allowed('shape.attach', {
        shape: elementFactory.createShape(attrs),
        target: task,
        position: { x: 290, y: 160 },
      });
    expect(
      attach({ type: 'bpmn:IntermediateCatchEvent', eventDefinitionType: 'bpmn:MessageEventDefinition' }),
    ).toBe(false);
    expect(
      attach({ type: 'bpmn:IntermediateCatchEvent', eventDefinitionType: 'bpmn:TimerEventDefinition' }),
    ).toBe('attach');

    const connect = (source: string, targetId: string) =>
      rules.allowed('connection.create', { source: registry.get(source), target: registry.get(targetId) });
    expect(connect('StartEvent_1', 'EndEvent_1')).toEqual({ type: 'bpmn:SequenceFlow' });
  });

  it('upgrades plain tasks of an imported diagram and announces them', async () => {
    const onChange = vi.fn();
    render(
      <BpmnModeler
        aria-label={LABEL}
        className="modeler-under-test"
        xml={PLAIN_TASK_DIAGRAM_XML}
        onChange={onChange}
      />,
    );
    const text = await screen.findByText(
      /se convirtieron en tareas de usuario: Revisar sede/,
      {},
      { timeout: 15_000 },
    );
    const notice = text.closest('[role="status"]')!;
    expect(notice).not.toBeNull();
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();

    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const upgraded: string = onChange.mock.lastCall![0];
    expect(upgraded).toContain('<bpmn:userTask id="Task_review" name="Revisar sede"');
    expect(upgraded).not.toContain('<bpmn:task ');

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the replace menu offers only allowed targets of the same kind', async () => {
    const onChange = vi.fn();
    render(
      <BpmnModeler
        aria-label={LABEL}
        className="modeler-under-test"
        xml={REVIEW_DIAGRAM_XML}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(shape('StartEvent_1')).not.toBeNull(), { timeout: 15_000 });

    await clickElement('StartEvent_1');
    const change = await waitFor(() => {
      const entry = document.querySelector<HTMLElement>('.djs-context-pad .entry[data-action="replace"]');
      expect(entry).not.toBeNull();
      return entry!;
    });
    expect(change).toHaveAttribute('title', 'Cambiar elemento');
    await userEvent.click(change);
    await waitFor(() => expect(document.querySelector('.djs-popup')).not.toBeNull());
    expect(actions('.djs-popup .entry')).toEqual(['replace-with-faena-MessageStartEvent']);
    expect(document.querySelector('.djs-popup .entry')).toHaveTextContent('Inicio por mensaje');

    await userEvent.click(document.querySelector<HTMLElement>('.djs-popup .entry')!);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall![0]).toMatch(
      /<bpmn:startEvent id="StartEvent_1">[\s\S]*?<bpmn:messageEventDefinition [\s\S]*?<\/bpmn:startEvent>/,
    );
  });

  it("a user task's context pad only deletes, connects and appends allowed elements", async () => {
    render(<BpmnModeler aria-label={LABEL} className="modeler-under-test" xml={REVIEW_DIAGRAM_XML} />);
    await waitFor(() => expect(shape('Task_review')).not.toBeNull(), { timeout: 15_000 });
    await clickElement('Task_review');
    await waitFor(() => expect(document.querySelector('.djs-context-pad .entry')).not.toBeNull());

    const appendable = ALLOWED_ELEMENTS.filter((entry) => entry.palette && entry.family !== 'start');
    // No "replace": a user task has no other allowed element of its kind.
    expect(actions('.djs-context-pad .entry').sort()).toEqual(
      ['delete', 'connect', ...appendable.map((entry) => `append.faena-${entry.faenaType}`)].sort(),
    );
  });
});
