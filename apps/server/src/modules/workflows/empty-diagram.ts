/**
 * BPMN documents the server writes itself: the diagram a new workflow type starts from (start →
 * end, valid and drawable) and the seed's processes. Every document declares the namespaces a
 * Faena diagram uses and carries its diagram interchange (DI), so bpmn-js draws it.
 */

/** An attribute value, escaped. */
export const xmlAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A shape's bounds (bpmn-js sizes: events 36, tasks 100×80). */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** DI by element id: bounds for shapes, points for sequence flows. */
export type DiagramLayout = Record<string, Bounds | { points: readonly [number, number][] }>;

export const eventAt = (x: number, y: number): Bounds => ({ x, y, width: 36, height: 36 });
export const taskAt = (x: number, y: number): Bounds => ({ x, y, width: 100, height: 80 });

/** A whole BPMN document: one process (`processXml` is its content) and its DI. */
export function bpmnDocument(spec: {
  processId: string;
  name?: string;
  processXml: string;
  layout: DiagramLayout;
}): string {
  const shapes = Object.entries(spec.layout).map(([element, where]) => {
    if ('points' in where) {
      const points = where.points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('');
      return `      <bpmndi:BPMNEdge id="${element}_di" bpmnElement="${element}">${points}</bpmndi:BPMNEdge>`;
    }
    const { x, y, width, height } = where;
    return `      <bpmndi:BPMNShape id="${element}_di" bpmnElement="${element}"><dc:Bounds x="${x}" y="${y}" width="${width}" height="${height}" /></bpmndi:BPMNShape>`;
  });
  const name = spec.name ? ` name="${xmlAttribute(spec.name)}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:faena="http://faena.app/schema/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  id="Definitions_${spec.processId}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${spec.processId}"${name} isExecutable="true">
${spec.processXml}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_${spec.processId}">
    <bpmndi:BPMNPlane id="Plane_${spec.processId}" bpmnElement="${spec.processId}">
${shapes.join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** A new workflow's first draft: 'Inicio' → 'Fin', valid as it stands, drawn left to right. */
export function emptyDiagram(name?: string): string {
  return bpmnDocument({
    processId: 'Process_1',
    ...(name ? { name } : {}),
    processXml: `    <bpmn:startEvent id="StartEvent_1" name="Inicio" />
    <bpmn:endEvent id="EndEvent_1" name="Fin" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="EndEvent_1" />`,
    layout: {
      StartEvent_1: eventAt(152, 102),
      EndEvent_1: eventAt(302, 102),
      Flow_1: {
        points: [
          [188, 120],
          [302, 120],
        ],
      },
    },
  });
}
