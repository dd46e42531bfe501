/**
 * The bench's reference process, readable by both engines: start → user task → exclusive gateway
 * (Faena visual condition and an equivalent bpmn-engine expression, default flow) → parallel
 * split → two user tasks → join → end.
 */
export const referenceXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:faena="http://faena.app/schema/bpmn" id="Bench">
  <bpmn:process id="Reference" isExecutable="true">
    <bpmn:extensionElements>
      <faena:processVariables><faena:processVariable name="score" type="integer" /></faena:processVariables>
    </bpmn:extensionElements>
    <bpmn:startEvent id="Start" />
    <bpmn:userTask id="Review" faena:formId="review" />
    <bpmn:exclusiveGateway id="Decide" default="Flow_low" />
    <bpmn:endEvent id="End_high" />
    <bpmn:parallelGateway id="Split" />
    <bpmn:userTask id="Fix" faena:formId="fix" />
    <bpmn:userTask id="Notify" faena:formId="notify" />
    <bpmn:parallelGateway id="Join" />
    <bpmn:endEvent id="End" />
    <bpmn:sequenceFlow id="Flow_start" sourceRef="Start" targetRef="Review" />
    <bpmn:sequenceFlow id="Flow_decide" sourceRef="Review" targetRef="Decide" />
    <bpmn:sequenceFlow id="Flow_high" sourceRef="Decide" targetRef="End_high"
      faena:condition='{"all":[{"field":"score","operator":"gte","value":8}]}'>
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${environment.variables.score &gt; 7}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_low" sourceRef="Decide" targetRef="Split" />
    <bpmn:sequenceFlow id="Flow_fix" sourceRef="Split" targetRef="Fix" />
    <bpmn:sequenceFlow id="Flow_notify" sourceRef="Split" targetRef="Notify" />
    <bpmn:sequenceFlow id="Flow_fixed" sourceRef="Fix" targetRef="Join" />
    <bpmn:sequenceFlow id="Flow_notified" sourceRef="Notify" targetRef="Join" />
    <bpmn:sequenceFlow id="Flow_joined" sourceRef="Join" targetRef="End" />
  </bpmn:process>
</bpmn:definitions>`;
