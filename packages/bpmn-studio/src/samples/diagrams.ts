/**
 * Sample diagrams for stories and tests, with diagram interchange (DI) so bpmn-js can draw them.
 * The layout is committed with the XML, so stories stay fast and deterministic.
 */
import { bpmnXml, eventAt, gatewayAt, taskAt, waypoints } from '@faena/workflow-engine/fixtures';

export { EMPTY_DIAGRAM_XML as EMPTY_PROCESS_XML } from '../empty-diagram.ts';

/**
 * "Aprobación de compra": start → user task (form, audience, due in 2 days) with a 3-day expiration
 * (timer boundary → error end) → exclusive gateway (a condition and the default flow) → parallel
 * split/join of two user tasks → message throw → end. Lints clean.
 */
export const PURCHASE_APPROVAL_XML = bpmnXml({
  id: 'compra',
  name: 'Aprobación de compra',
  process: `
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
  `,
  layout: {
    Start: eventAt(150, 182),
    Approve: taskAt(240, 160),
    Expire: eventAt(272, 222),
    End_expired: eventAt(272, 322),
    Decide: gatewayAt(395, 175),
    End_rejected: eventAt(402, 62),
    Split: gatewayAt(505, 175),
    Order: taskAt(610, 80),
    Inform: taskAt(610, 240),
    Join: gatewayAt(765, 175),
    Announce: eventAt(872, 182),
    End: eventAt(962, 182),
    Flow_start: waypoints(186, 200, 240, 200),
    Flow_decide: waypoints(340, 200, 395, 200),
    Flow_rejected: waypoints(420, 175, 420, 98),
    Flow_approved: waypoints(445, 200, 505, 200),
    Flow_order: waypoints(530, 175, 530, 120, 610, 120),
    Flow_inform: waypoints(530, 225, 530, 280, 610, 280),
    Flow_ordered: waypoints(710, 120, 790, 120, 790, 175),
    Flow_informed: waypoints(710, 280, 790, 280, 790, 225),
    Flow_joined: waypoints(815, 200, 872, 200),
    Flow_announced: waypoints(908, 200, 962, 200),
    Flow_expired: waypoints(290, 258, 290, 322),
  },
});

/**
 * A diagram with lint problems: a user task without a form, an exclusive gateway with two outgoing
 * flows but no default flow nor conditions, and a plain bpmn:Task (upgraded to a user task on import).
 */
export const LINT_ERRORS_XML = bpmnXml({
  id: 'lint',
  name: 'Solicitud de vacaciones',
  process: `
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
  `,
  layout: {
    Start: eventAt(150, 182),
    Review: taskAt(240, 160),
    Decide: gatewayAt(395, 175),
    Archive: taskAt(510, 80),
    End: eventAt(682, 102),
    End_rejected: eventAt(542, 262),
    Flow_start: waypoints(186, 200, 240, 200),
    Flow_decide: waypoints(340, 200, 395, 200),
    Flow_yes: waypoints(420, 175, 420, 120, 510, 120),
    Flow_no: waypoints(420, 225, 420, 280, 542, 280),
    Flow_archived: waypoints(610, 120, 682, 120),
  },
});
