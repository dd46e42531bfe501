/**
 * The bench's large diagram: one process whose flow nodes plus sequence flows reach `elements`,
 * made of the element types Faena executes. A main chain of segments, repeating:
 *
 * - a user task with a form (`faena:formId`, `faena:dueIn`);
 * - an exclusive split into two user tasks (one flow with a `faena:condition`, the other the
 *   gateway's `default`), joined by an exclusive gateway;
 * - a parallel split into a user task, a timer wait and a message wait, joined by a parallel gateway;
 * - a user task with an interrupting timer boundary event (`faena:notifyOnExpire`) leading to an
 *   error end event;
 * - a message throw (`faena:messageName`).
 *
 * Then a success end event. The diagram information (DI) comes from bpmn-auto-layout.
 */
/// <reference path="./bpmn-auto-layout.d.ts" />
import { bpmnXml } from '@faena/workflow-engine/fixtures';
import { layoutProcess } from 'bpmn-auto-layout';

export interface GeneratedDiagram {
  xml: string;
  /** Flow nodes (events, tasks, gateways, boundary events). */
  nodes: number;
  flows: number;
  /** Milliseconds spent in bpmn-auto-layout. */
  layoutMs: number;
}

const CONDITION = JSON.stringify({ all: [{ field: 'aprobado', operator: 'equals', value: 'Sí' }] });

const attr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

interface FlowNode {
  id: string;
  tag: string;
  attributes: string;
  content: string;
  incoming: string[];
  outgoing: string[];
}

export function generateProcessXml(elements: number): { xml: string; nodes: number; flows: number } {
  const nodes: FlowNode[] = [];
  const byId = new Map<string, FlowNode>();
  const flows: string[] = [];
  let next = 0;
  const id = (prefix: string) => `${prefix}_${++next}`;
  const count = () => nodes.length + flows.length;

  const node = (prefix: string, tag: string, attributes = '', content = '') => {
    const created = { id: id(prefix), tag, attributes, content, incoming: [], outgoing: [] };
    nodes.push(created);
    byId.set(created.id, created);
    return created.id;
  };
  // bpmn-auto-layout follows the nodes' <incoming>/<outgoing>, as modelers write them.
  const flow = (from: string, to: string, attributes = '', flowId = id('Flow')) => {
    flows.push(`<bpmn:sequenceFlow id="${flowId}" sourceRef="${from}" targetRef="${to}"${attributes} />`);
    byId.get(from)!.outgoing.push(flowId);
    byId.get(to)!.incoming.push(flowId);
    return flowId;
  };
  const userTask = (name: string) => {
    const task = node('Task', 'userTask', ` name="${attr(name)}" faena:dueIn="P2D"`);
    byId.get(task)!.attributes += ` faena:formId="form-${task}"`;
    return task;
  };
  const timerDefinition = (duration: string) =>
    `<bpmn:timerEventDefinition id="${id('TimerDef')}"><bpmn:timeDuration>${duration}</bpmn:timeDuration></bpmn:timerEventDefinition>`;
  const messageDefinition = (name: string) =>
    `<bpmn:messageEventDefinition id="${id('MessageDef')}" faena:messageName="${name}" />`;

  let last = node('Start', 'startEvent', ' name="Inicio"');
  let segment = 0;

  // Each segment adds at most 12 elements; the end event and its flow add 2 more.
  while (count() + 14 <= elements) {
    const kind = segment++ % 5;
    if (kind === 0) {
      const task = userTask(`Revisar solicitud ${segment}`);
      flow(last, task);
      last = task;
    } else if (kind === 1) {
      const defaultFlow = id('Flow');
      const split = node(
        'Gateway',
        'exclusiveGateway',
        ` name="¿Aprobado ${segment}?" default="${defaultFlow}"`,
      );
      flow(last, split);
      const yes = userTask(`Aprobar ${segment}`);
      const no = userTask(`Corregir ${segment}`);
      flow(split, yes, ` name="Sí" faena:condition="${attr(CONDITION)}"`);
      flow(split, no, ' name="No"', defaultFlow);
      const join = node('Gateway', 'exclusiveGateway');
      flow(yes, join);
      flow(no, join);
      last = join;
    } else if (kind === 2) {
      const split = node('Gateway', 'parallelGateway');
      flow(last, split);
      const branches = [
        userTask(`Inspeccionar ${segment}`),
        node('Timer', 'intermediateCatchEvent', ' name="Esperar 1 día"', timerDefinition('P1D')),
        node(
          'Message',
          'intermediateCatchEvent',
          ' name="Esperar confirmación"',
          messageDefinition(`confirmacion-${segment}`),
        ),
      ];
      const join = node('Gateway', 'parallelGateway');
      for (const branch of branches) {
        flow(split, branch);
        flow(branch, join);
      }
      last = join;
    } else if (kind === 3) {
      const task = userTask(`Atender ${segment}`);
      flow(last, task);
      const boundary = node(
        'Boundary',
        'boundaryEvent',
        ` name="Vence" attachedToRef="${task}" faena:notifyOnExpire="true"`,
        timerDefinition('P3D'),
      );
      const expired = node(
        'End',
        'endEvent',
        ' name="Vencido"',
        `<bpmn:errorEventDefinition id="${id('ErrorDef')}" />`,
      );
      flow(boundary, expired);
      last = task;
    } else {
      const send = node(
        'Send',
        'intermediateThrowEvent',
        ` name="Avisar ${segment}"`,
        messageDefinition(`aviso-${segment}`),
      );
      flow(last, send);
      last = send;
    }
  }
  // Fill up with user tasks (two elements each), then end: `elements` or one more.
  while (count() + 2 < elements) {
    const task = userTask(`Cerrar ${count()}`);
    flow(last, task);
    last = task;
  }
  flow(last, node('End', 'endEvent', ' name="Fin"'));

  const serialise = ({ id: nodeId, tag, attributes, content, incoming, outgoing }: FlowNode) =>
    `<bpmn:${tag} id="${nodeId}"${attributes}>${incoming.map((ref) => `<bpmn:incoming>${ref}</bpmn:incoming>`).join('')}${outgoing.map((ref) => `<bpmn:outgoing>${ref}</bpmn:outgoing>`).join('')}${content}</bpmn:${tag}>`;
  const xml = bpmnXml({
    id: 'bench',
    process: `\n${nodes.map(serialise).join('\n')}\n${flows.join('\n')}\n`,
  });
  return { xml, nodes: nodes.length, flows: flows.length };
}

/** The large diagram with its layout. */
export async function generateDiagram(elements: number): Promise<GeneratedDiagram> {
  const { xml, nodes, flows } = generateProcessXml(elements);
  const started = performance.now();
  const laidOut = await layoutProcess(xml);
  return { xml: laidOut, nodes, flows, layoutMs: performance.now() - started };
}
