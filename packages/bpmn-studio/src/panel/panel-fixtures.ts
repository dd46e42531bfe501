import type { FormDefinition } from '@faena/form-engine/core';

/**
 * A diagram with every element the properties panel edits, with diagram information so bpmn-js
 * draws it: start → "Revisar" (user task with a boundary timer) → exclusive gateway → "Alto" to a
 * message throw, "Bajo" to a timer wait → end. Variables: score (integer), sede (venue),
 * approved (boolean).
 */
export const PANEL_DIAGRAM_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:faena="http://faena.app/schema/bpmn"
  id="Definitions_panel" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_panel" name="Revisión de sucursal" isExecutable="true">
    <bpmn:extensionElements>
      <faena:processVariables>
        <faena:processVariable name="score" type="integer" label="Puntaje" />
        <faena:processVariable name="sede" type="venue" label="Sede" />
        <faena:processVariable name="approved" type="boolean" label="Aprobado" />
      </faena:processVariables>
    </bpmn:extensionElements>
    <bpmn:startEvent id="Start" name="Inicio" />
    <bpmn:userTask id="Task_review" name="Revisar" />
    <bpmn:boundaryEvent id="Expire" name="Plazo" attachedToRef="Task_review">
      <bpmn:timerEventDefinition id="Expire_timer" />
    </bpmn:boundaryEvent>
    <bpmn:endEvent id="End_expired" name="Vencido"><bpmn:errorEventDefinition /></bpmn:endEvent>
    <bpmn:exclusiveGateway id="Decide" name="¿Aprobado?" />
    <bpmn:intermediateThrowEvent id="Announce" name="Avisar">
      <bpmn:messageEventDefinition id="Announce_message" />
    </bpmn:intermediateThrowEvent>
    <bpmn:intermediateCatchEvent id="Wait" name="Esperar">
      <bpmn:timerEventDefinition id="Wait_timer" />
    </bpmn:intermediateCatchEvent>
    <bpmn:endEvent id="End" name="Fin" />
    <bpmn:sequenceFlow id="Flow_start" sourceRef="Start" targetRef="Task_review" />
    <bpmn:sequenceFlow id="Flow_decide" sourceRef="Task_review" targetRef="Decide" />
    <bpmn:sequenceFlow id="Flow_high" name="Alto" sourceRef="Decide" targetRef="Announce" />
    <bpmn:sequenceFlow id="Flow_low" name="Bajo" sourceRef="Decide" targetRef="Wait" />
    <bpmn:sequenceFlow id="Flow_announced" sourceRef="Announce" targetRef="End" />
    <bpmn:sequenceFlow id="Flow_waited" sourceRef="Wait" targetRef="End" />
    <bpmn:sequenceFlow id="Flow_expired" sourceRef="Expire" targetRef="End_expired" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_panel">
    <bpmndi:BPMNPlane id="Plane_panel" bpmnElement="Process_panel">
      <bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="100" y="200" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_review_di" bpmnElement="Task_review"><dc:Bounds x="200" y="178" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Expire_di" bpmnElement="Expire"><dc:Bounds x="262" y="240" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_expired_di" bpmnElement="End_expired"><dc:Bounds x="262" y="340" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Decide_di" bpmnElement="Decide" isMarkerVisible="true"><dc:Bounds x="360" y="193" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Announce_di" bpmnElement="Announce"><dc:Bounds x="480" y="120" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Wait_di" bpmnElement="Wait"><dc:Bounds x="480" y="280" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_di" bpmnElement="End"><dc:Bounds x="600" y="200" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_start_di" bpmnElement="Flow_start"><di:waypoint x="136" y="218" /><di:waypoint x="200" y="218" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_decide_di" bpmnElement="Flow_decide"><di:waypoint x="300" y="218" /><di:waypoint x="360" y="218" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_high_di" bpmnElement="Flow_high"><di:waypoint x="385" y="193" /><di:waypoint x="385" y="138" /><di:waypoint x="480" y="138" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_low_di" bpmnElement="Flow_low"><di:waypoint x="385" y="243" /><di:waypoint x="385" y="298" /><di:waypoint x="480" y="298" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_announced_di" bpmnElement="Flow_announced"><di:waypoint x="516" y="138" /><di:waypoint x="618" y="138" /><di:waypoint x="618" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_waited_di" bpmnElement="Flow_waited"><di:waypoint x="516" y="298" /><di:waypoint x="618" y="298" /><di:waypoint x="618" y="236" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_expired_di" bpmnElement="Flow_expired"><di:waypoint x="280" y="276" /><di:waypoint x="280" y="340" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** The same process with a message start event and no variables (for the empty states). */
export const MESSAGE_START_DIAGRAM_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  id="Definitions_message" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_message" isExecutable="true">
    <bpmn:startEvent id="Start_message" name="Solicitud recibida">
      <bpmn:messageEventDefinition id="Start_message_definition" />
    </bpmn:startEvent>
    <bpmn:endEvent id="End" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start_message" targetRef="End" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_message">
    <bpmndi:BPMNPlane id="Plane_message" bpmnElement="Process_message">
      <bpmndi:BPMNShape id="Start_message_di" bpmnElement="Start_message"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_di" bpmnElement="End"><dc:Bounds x="292" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="120" /><di:waypoint x="292" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** An in-memory forms adapter for stories and tests. */
export function memoryForms(initial: Record<string, FormDefinition> = {}) {
  const store = new Map(Object.entries(initial));
  let next = store.size + 1;
  return {
    store,
    async load(formId: string) {
      const form = store.get(formId);
      if (!form) throw new Error(`No form ${formId}`);
      return form;
    },
    async save(form: FormDefinition, formId?: string) {
      const id = formId ?? `form-${next++}`;
      store.set(id, form);
      return { formId: id };
    },
  };
}

/** The panel diagram filled in, as a process being designed: form, audience, timers, condition. */
export const PANEL_STORY_XML = PANEL_DIAGRAM_XML.replace(
  '<bpmn:userTask id="Task_review" name="Revisar" />',
  '<bpmn:userTask id="Task_review" name="Revisar" faena:formId="form-1" faena:audience="sede" faena:dueIn="P1DT4H" />',
)
  .replace(
    '<bpmn:boundaryEvent id="Expire" name="Plazo" attachedToRef="Task_review">',
    '<bpmn:boundaryEvent id="Expire" name="Plazo" attachedToRef="Task_review" faena:notifyOnExpire="true">',
  )
  .replace(
    '<bpmn:timerEventDefinition id="Expire_timer" />',
    '<bpmn:timerEventDefinition id="Expire_timer"><bpmn:timeDuration>P2D</bpmn:timeDuration></bpmn:timerEventDefinition>',
  )
  .replace(
    '<bpmn:timerEventDefinition id="Wait_timer" />',
    '<bpmn:timerEventDefinition id="Wait_timer"><bpmn:timeDuration>PT30M</bpmn:timeDuration></bpmn:timerEventDefinition>',
  )
  .replace(
    '<bpmn:messageEventDefinition id="Announce_message" />',
    '<bpmn:messageEventDefinition id="Announce_message" faena:messageName="revision_lista" />',
  )
  .replace(
    '<bpmn:exclusiveGateway id="Decide" name="¿Aprobado?" />',
    '<bpmn:exclusiveGateway id="Decide" name="¿Aprobado?" default="Flow_low" />',
  )
  .replace(
    '<bpmn:sequenceFlow id="Flow_high" name="Alto" sourceRef="Decide" targetRef="Announce" />',
    `<bpmn:sequenceFlow id="Flow_high" name="Alto" sourceRef="Decide" targetRef="Announce" faena:condition='{"all":[{"field":"score","operator":"gte","value":8}]}' />`,
  );

/** The form of the story's user task. */
export const STORY_FORMS: Record<string, FormDefinition> = {
  'form-1': {
    id: 'revision',
    fields: [
      { id: 'f1', name: 'sucursal', type: 'text', label: 'Sucursal', required: true },
      { id: 'f2', name: 'score', type: 'integer', label: 'Puntaje' },
    ],
  },
};
