/**
 * Sample diagrams for stories and tests, with diagram interchange (DI) so bpmn-js can draw them.
 * The layout is committed with the XML, so stories stay fast and deterministic.
 */
export { EMPTY_DIAGRAM_XML as EMPTY_PROCESS_XML } from '../empty-diagram.ts';

/**
 * "Aprobación de compra": start → user task (form, audience, due in 2 days) with a 3-day expiration
 * (timer boundary → error end) → exclusive gateway (a condition and the default flow) → parallel
 * split/join of two user tasks → message throw → end. Lints clean.
 */
export const PURCHASE_APPROVAL_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:faena="http://faena.app/schema/bpmn" id="Definitions_compra" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_compra" name="Aprobación de compra" isExecutable="true">
    <bpmn:extensionElements>
      <faena:processVariables>
        <faena:processVariable name="aprobador" type="user" label="Aprobador" />
        <faena:processVariable name="monto" type="decimal" label="Monto" />
        <faena:processVariable name="aprobada" type="boolean" label="¿Aprobada?" />
      </faena:processVariables>
    </bpmn:extensionElements>
    <bpmn:startEvent id="Start" name="Solicitud recibida" />
    <bpmn:userTask id="Approve" name="Aprobar compra" faena:formId="form-aprobar-compra" faena:audience="aprobador" faena:dueIn="P2D" />
    <bpmn:boundaryEvent id="Expire" name="3 días" attachedToRef="Approve" faena:notifyOnExpire="true">
      <bpmn:timerEventDefinition id="Expire_timer">
        <bpmn:timeDuration>P3D</bpmn:timeDuration>
      </bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:endEvent id="End_expired" name="Solicitud vencida">
      <bpmn:errorEventDefinition id="End_expired_error" />
    </bpmn:endEvent>
    <bpmn:exclusiveGateway id="Decide" name="¿Aprobada?" default="Flow_approved" />
    <bpmn:endEvent id="End_rejected" name="Compra rechazada" />
    <bpmn:parallelGateway id="Split" />
    <bpmn:userTask id="Order" name="Emitir orden de compra" faena:formId="form-orden-compra" />
    <bpmn:userTask id="Inform" name="Avisar al solicitante" faena:formId="form-aviso-solicitante" />
    <bpmn:parallelGateway id="Join" />
    <bpmn:intermediateThrowEvent id="Announce" name="Avisar a almacén">
      <bpmn:messageEventDefinition id="Announce_message" faena:messageName="compra_aprobada" />
    </bpmn:intermediateThrowEvent>
    <bpmn:endEvent id="End" name="Compra aprobada" />
    <bpmn:sequenceFlow id="Flow_start" sourceRef="Start" targetRef="Approve" />
    <bpmn:sequenceFlow id="Flow_decide" sourceRef="Approve" targetRef="Decide" />
    <bpmn:sequenceFlow id="Flow_rejected" name="Rechazada" sourceRef="Decide" targetRef="End_rejected" faena:condition="{&#34;all&#34;:[{&#34;field&#34;:&#34;aprobada&#34;,&#34;operator&#34;:&#34;equals&#34;,&#34;value&#34;:false}]}" />
    <bpmn:sequenceFlow id="Flow_approved" name="Aprobada" sourceRef="Decide" targetRef="Split" />
    <bpmn:sequenceFlow id="Flow_order" sourceRef="Split" targetRef="Order" />
    <bpmn:sequenceFlow id="Flow_inform" sourceRef="Split" targetRef="Inform" />
    <bpmn:sequenceFlow id="Flow_ordered" sourceRef="Order" targetRef="Join" />
    <bpmn:sequenceFlow id="Flow_informed" sourceRef="Inform" targetRef="Join" />
    <bpmn:sequenceFlow id="Flow_joined" sourceRef="Join" targetRef="Announce" />
    <bpmn:sequenceFlow id="Flow_announced" sourceRef="Announce" targetRef="End" />
    <bpmn:sequenceFlow id="Flow_expired" sourceRef="Expire" targetRef="End_expired" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_Process_compra">
    <bpmndi:BPMNPlane id="Plane_Process_compra" bpmnElement="Process_compra">
      <bpmndi:BPMNShape id="Start_di" bpmnElement="Start">
        <dc:Bounds x="150" y="182" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Approve_di" bpmnElement="Approve">
        <dc:Bounds x="240" y="160" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Expire_di" bpmnElement="Expire">
        <dc:Bounds x="272" y="222" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_expired_di" bpmnElement="End_expired">
        <dc:Bounds x="272" y="322" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Decide_di" bpmnElement="Decide">
        <dc:Bounds x="395" y="175" width="50" height="50" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_rejected_di" bpmnElement="End_rejected">
        <dc:Bounds x="402" y="62" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Split_di" bpmnElement="Split">
        <dc:Bounds x="505" y="175" width="50" height="50" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Order_di" bpmnElement="Order">
        <dc:Bounds x="610" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Inform_di" bpmnElement="Inform">
        <dc:Bounds x="610" y="240" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Join_di" bpmnElement="Join">
        <dc:Bounds x="765" y="175" width="50" height="50" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Announce_di" bpmnElement="Announce">
        <dc:Bounds x="872" y="182" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_di" bpmnElement="End">
        <dc:Bounds x="962" y="182" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_start_di" bpmnElement="Flow_start">
        <di:waypoint x="186" y="200" />
        <di:waypoint x="240" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_decide_di" bpmnElement="Flow_decide">
        <di:waypoint x="340" y="200" />
        <di:waypoint x="395" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_rejected_di" bpmnElement="Flow_rejected">
        <di:waypoint x="420" y="175" />
        <di:waypoint x="420" y="98" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_approved_di" bpmnElement="Flow_approved">
        <di:waypoint x="445" y="200" />
        <di:waypoint x="505" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_order_di" bpmnElement="Flow_order">
        <di:waypoint x="530" y="175" />
        <di:waypoint x="530" y="120" />
        <di:waypoint x="610" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_inform_di" bpmnElement="Flow_inform">
        <di:waypoint x="530" y="225" />
        <di:waypoint x="530" y="280" />
        <di:waypoint x="610" y="280" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_ordered_di" bpmnElement="Flow_ordered">
        <di:waypoint x="710" y="120" />
        <di:waypoint x="790" y="120" />
        <di:waypoint x="790" y="175" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_informed_di" bpmnElement="Flow_informed">
        <di:waypoint x="710" y="280" />
        <di:waypoint x="790" y="280" />
        <di:waypoint x="790" y="225" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_joined_di" bpmnElement="Flow_joined">
        <di:waypoint x="815" y="200" />
        <di:waypoint x="872" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_announced_di" bpmnElement="Flow_announced">
        <di:waypoint x="908" y="200" />
        <di:waypoint x="962" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_expired_di" bpmnElement="Flow_expired">
        <di:waypoint x="290" y="258" />
        <di:waypoint x="290" y="322" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/**
 * A diagram with lint problems: a user task without a form, an exclusive gateway with two outgoing
 * flows but no default flow nor conditions, and a plain bpmn:Task (upgraded to a user task on import).
 */
export const LINT_ERRORS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:faena="http://faena.app/schema/bpmn" id="Definitions_lint" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_lint" name="Solicitud de vacaciones" isExecutable="true">
    <bpmn:startEvent id="Start" name="Solicitud" />
    <bpmn:userTask id="Review" name="Revisar solicitud" />
    <bpmn:exclusiveGateway id="Decide" name="¿Aprobada?" />
    <bpmn:task id="Archive" name="Archivar" />
    <bpmn:endEvent id="End" name="Fin" />
    <bpmn:endEvent id="End_rejected" name="Rechazada" />
    <bpmn:sequenceFlow id="Flow_start" sourceRef="Start" targetRef="Review" />
    <bpmn:sequenceFlow id="Flow_decide" sourceRef="Review" targetRef="Decide" />
    <bpmn:sequenceFlow id="Flow_yes" name="Sí" sourceRef="Decide" targetRef="Archive" />
    <bpmn:sequenceFlow id="Flow_no" name="No" sourceRef="Decide" targetRef="End_rejected" />
    <bpmn:sequenceFlow id="Flow_archived" sourceRef="Archive" targetRef="End" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_Process_lint">
    <bpmndi:BPMNPlane id="Plane_Process_lint" bpmnElement="Process_lint">
      <bpmndi:BPMNShape id="Start_di" bpmnElement="Start">
        <dc:Bounds x="150" y="182" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Review_di" bpmnElement="Review">
        <dc:Bounds x="240" y="160" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Decide_di" bpmnElement="Decide">
        <dc:Bounds x="395" y="175" width="50" height="50" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Archive_di" bpmnElement="Archive">
        <dc:Bounds x="510" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_di" bpmnElement="End">
        <dc:Bounds x="682" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_rejected_di" bpmnElement="End_rejected">
        <dc:Bounds x="542" y="262" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_start_di" bpmnElement="Flow_start">
        <di:waypoint x="186" y="200" />
        <di:waypoint x="240" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_decide_di" bpmnElement="Flow_decide">
        <di:waypoint x="340" y="200" />
        <di:waypoint x="395" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_yes_di" bpmnElement="Flow_yes">
        <di:waypoint x="420" y="175" />
        <di:waypoint x="420" y="120" />
        <di:waypoint x="510" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_no_di" bpmnElement="Flow_no">
        <di:waypoint x="420" y="225" />
        <di:waypoint x="420" y="280" />
        <di:waypoint x="542" y="280" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_archived_di" bpmnElement="Flow_archived">
        <di:waypoint x="610" y="120" />
        <di:waypoint x="682" y="120" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
