/**
 * start → "Revisar sede" (user task) → exclusive gateway → unnamed user task → "Fin"; the gateway's
 * other way waits on an unnamed timer before its own end. With diagram information.
 */
export const EXECUTION_DIAGRAM_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:faena="http://faena.app/schema/bpmn"
  id="Definitions_exec" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_exec" isExecutable="true">
    <bpmn:startEvent id="Start" name="Solicitud" />
    <bpmn:userTask id="Task_review" name="Revisar sede" faena:formId="form-review" />
    <bpmn:exclusiveGateway id="Gateway" name="¿Aprobada?" default="Flow_wait" />
    <bpmn:userTask id="Task_fix" />
    <bpmn:endEvent id="End_ok" name="Fin" />
    <bpmn:intermediateCatchEvent id="Timer">
      <bpmn:timerEventDefinition id="TimerDef">
        <bpmn:timeDuration>P1D</bpmn:timeDuration>
      </bpmn:timerEventDefinition>
    </bpmn:intermediateCatchEvent>
    <bpmn:endEvent id="End_late" name="Fin tardío" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start" targetRef="Task_review" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_review" targetRef="Gateway" />
    <bpmn:sequenceFlow id="Flow_fix" sourceRef="Gateway" targetRef="Task_fix" />
    <bpmn:sequenceFlow id="Flow_4" sourceRef="Task_fix" targetRef="End_ok" />
    <bpmn:sequenceFlow id="Flow_wait" sourceRef="Gateway" targetRef="Timer" />
    <bpmn:sequenceFlow id="Flow_6" sourceRef="Timer" targetRef="End_late" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_exec">
    <bpmndi:BPMNPlane id="Plane_exec" bpmnElement="Process_exec">
      <bpmndi:BPMNShape id="Start_di" bpmnElement="Start">
        <dc:Bounds x="152" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_review_di" bpmnElement="Task_review">
        <dc:Bounds x="240" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_di" bpmnElement="Gateway" isMarkerVisible="true">
        <dc:Bounds x="395" y="95" width="50" height="50" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_fix_di" bpmnElement="Task_fix">
        <dc:Bounds x="500" y="80" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_ok_di" bpmnElement="End_ok">
        <dc:Bounds x="662" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Timer_di" bpmnElement="Timer">
        <dc:Bounds x="532" y="222" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_late_di" bpmnElement="End_late">
        <dc:Bounds x="662" y="222" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1">
        <di:waypoint x="188" y="120" />
        <di:waypoint x="240" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2">
        <di:waypoint x="340" y="120" />
        <di:waypoint x="395" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_fix_di" bpmnElement="Flow_fix">
        <di:waypoint x="445" y="120" />
        <di:waypoint x="500" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_4_di" bpmnElement="Flow_4">
        <di:waypoint x="600" y="120" />
        <di:waypoint x="662" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_wait_di" bpmnElement="Flow_wait">
        <di:waypoint x="420" y="145" />
        <di:waypoint x="420" y="240" />
        <di:waypoint x="532" y="240" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_6_di" bpmnElement="Flow_6">
        <di:waypoint x="568" y="240" />
        <di:waypoint x="662" y="240" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
