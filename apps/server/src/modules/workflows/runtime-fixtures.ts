/**
 * Workflows for the runtime tests, written straight into a test database (privileged): a type
 * with a definition (published unless told) and its forms, in demo, and the diagrams they run.
 */
import { randomUUID } from 'node:crypto';
import { bpmnXml } from '@faena/workflow-engine/fixtures';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/database/database.ts';
import { workflowDefinitions, workflowForms, workflowTypes } from './tables.ts';

export const DEMO = 'demo';
export const ANA = '0a5e7d1c-3b52-4c1e-9f0a-000000000001';
export const BRUNO = '0a5e7d1c-3b52-4c1e-9f0a-000000000002';
export const ANA_EMAIL = 'ana@demo.faena.test';
export const BRUNO_EMAIL = 'bruno@demo.faena.test';

const VARIABLES = `
  <bpmn:extensionElements>
    <faena:processVariables>
      <faena:processVariable name="who" type="user" />
      <faena:processVariable name="whos" type="users" />
      <faena:processVariable name="sede" type="venue" />
      <faena:processVariable name="sedes" type="venues" />
      <faena:processVariable name="score" type="integer" />
      <faena:processVariable name="note" type="text" />
    </faena:processVariables>
  </bpmn:extensionElements>`;

/** start → "Revisar" (form-1, the given audience attribute) → end. */
export function taskXml(audience = ''): string {
  return bpmnXml({
    id: 'task',
    process: `${VARIABLES}
      <bpmn:startEvent id="Start" />
      <bpmn:userTask id="Review" name="Revisar" faena:formId="form-1" ${audience ? `faena:audience="${audience}"` : ''} />
      <bpmn:endEvent id="End" />
      <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="Review" />
      <bpmn:sequenceFlow id="F2" sourceRef="Review" targetRef="End" />`,
  });
}

/** The reference process: start → user task → exclusive gateway → parallel split/join → end. */
export const REFERENCE_XML = bpmnXml({
  id: 'reference',
  process: `${VARIABLES}
    <bpmn:startEvent id="Start" />
    <bpmn:userTask id="Review" name="Revisar" faena:formId="form-1" />
    <bpmn:exclusiveGateway id="Decide" default="Flow_low" />
    <bpmn:endEvent id="End_high" />
    <bpmn:parallelGateway id="Split" />
    <bpmn:userTask id="Fix" name="Corregir" faena:formId="form-2" />
    <bpmn:userTask id="Notify" name="Avisar" faena:formId="form-2" />
    <bpmn:parallelGateway id="Join" />
    <bpmn:endEvent id="End" />
    <bpmn:sequenceFlow id="Flow_start" sourceRef="Start" targetRef="Review" />
    <bpmn:sequenceFlow id="Flow_decide" sourceRef="Review" targetRef="Decide" />
    <bpmn:sequenceFlow id="Flow_high" sourceRef="Decide" targetRef="End_high"
      faena:condition='{"all":[{"field":"score","operator":"gte","value":8}]}' />
    <bpmn:sequenceFlow id="Flow_low" sourceRef="Decide" targetRef="Split" />
    <bpmn:sequenceFlow id="Flow_fix" sourceRef="Split" targetRef="Fix" />
    <bpmn:sequenceFlow id="Flow_notify" sourceRef="Split" targetRef="Notify" />
    <bpmn:sequenceFlow id="Flow_fixed" sourceRef="Fix" targetRef="Join" />
    <bpmn:sequenceFlow id="Flow_notified" sourceRef="Notify" targetRef="Join" />
    <bpmn:sequenceFlow id="Flow_joined" sourceRef="Join" targetRef="End" />`,
});

/** start → "Revisar" with a 1-hour boundary timer (interrupting unless told) → "Vencido". */
export function expiringXml({ interrupting = true, notify = true } = {}): string {
  return bpmnXml({
    id: 'expiring',
    process: `${VARIABLES}
      <bpmn:startEvent id="Start" />
      <bpmn:userTask id="Review" name="Revisar" faena:formId="form-1" />
      <bpmn:boundaryEvent id="Expire" name="1 hora" attachedToRef="Review"${interrupting ? '' : ' cancelActivity="false"'}${notify ? ' faena:notifyOnExpire="true"' : ''}>
        <bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition>
      </bpmn:boundaryEvent>
      <bpmn:endEvent id="End" />
      <bpmn:endEvent id="End_expired" name="Vencido" />
      <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="Review" />
      <bpmn:sequenceFlow id="F2" sourceRef="Review" targetRef="End" />
      <bpmn:sequenceFlow id="F3" sourceRef="Expire" targetRef="End_expired" />`,
  });
}

/** start → wait for message "listo" → "Seguir" (user task) → end. */
export const CATCH_XML = bpmnXml({
  id: 'catch',
  root: '<bpmn:message id="Message_listo" name="listo" />',
  process: `${VARIABLES}
    <bpmn:startEvent id="Start" />
    <bpmn:intermediateCatchEvent id="Wait" name="Esperar">
      <bpmn:messageEventDefinition messageRef="Message_listo" />
    </bpmn:intermediateCatchEvent>
    <bpmn:userTask id="Go" name="Seguir" faena:formId="form-1" />
    <bpmn:endEvent id="End" />
    <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="Wait" />
    <bpmn:sequenceFlow id="F2" sourceRef="Wait" targetRef="Go" />
    <bpmn:sequenceFlow id="F3" sourceRef="Go" targetRef="End" />`,
});

/** start → throw message "listo" → end. */
export const THROW_XML = bpmnXml({
  id: 'throw',
  root: '<bpmn:message id="Message_listo" name="listo" />',
  process: `${VARIABLES}
    <bpmn:startEvent id="Start" />
    <bpmn:intermediateThrowEvent id="Announce" name="Avisar">
      <bpmn:messageEventDefinition messageRef="Message_listo" />
    </bpmn:intermediateThrowEvent>
    <bpmn:endEvent id="End" />
    <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="Announce" />
    <bpmn:sequenceFlow id="F2" sourceRef="Announce" targetRef="End" />`,
});

/** A public start and a private one, both → "Solicitud" (form-1) → end. */
export const PUBLIC_XML = bpmnXml({
  id: 'public',
  process: `${VARIABLES}
    <bpmn:startEvent id="Start_public" faena:public="true" />
    <bpmn:startEvent id="Start_private" />
    <bpmn:userTask id="Request" name="Solicitud" faena:formId="form-1" />
    <bpmn:endEvent id="End" />
    <bpmn:sequenceFlow id="F1" sourceRef="Start_public" targetRef="Request" />
    <bpmn:sequenceFlow id="F2" sourceRef="Start_private" targetRef="Request" />
    <bpmn:sequenceFlow id="F3" sourceRef="Request" targetRef="End" />`,
});

/** form-1: a required text `note` and an optional integer `score`; form-2: an optional text. */
export const FORMS = {
  'form-1': {
    id: 'form-1',
    fields: [
      { id: 'note', name: 'note', type: 'text', label: 'Nota', required: true },
      { id: 'score', name: 'score', type: 'integer', label: 'Puntaje' },
    ],
  },
  'form-2': { id: 'form-2', fields: [{ id: 'comment', name: 'comment', type: 'text', label: 'Comentario' }] },
};

export interface CreatedWorkflow {
  typeId: string;
  workflowId: string;
}

export async function createWorkflow(
  db: AppDatabase,
  xml: string,
  options: { status?: 'draft' | 'published'; startAudienceId?: string | null; name?: string } = {},
): Promise<CreatedWorkflow> {
  const typeId = randomUUID();
  await db.insert(workflowTypes).values({
    organizationId: DEMO,
    id: typeId,
    name: options.name ?? `Tipo ${typeId.slice(0, 8)}`,
    icon: 'cart',
    position: 100,
    startAudienceId: options.startAudienceId ?? null,
  });
  const workflowId = await addVersion(db, typeId, xml, 1, options.status ?? 'published');
  return { typeId, workflowId };
}

export async function addVersion(
  db: AppDatabase,
  typeId: string,
  xml: string,
  version: number,
  status: 'draft' | 'published' = 'published',
): Promise<string> {
  const workflowId = randomUUID();
  await db.insert(workflowDefinitions).values({
    organizationId: DEMO,
    id: workflowId,
    workflowTypeId: typeId,
    version,
    status,
    xml,
    publishedAt: status === 'published' ? new Date() : null,
  });
  await db.insert(workflowForms).values(
    Object.entries(FORMS).map(([id, definition]) => ({
      organizationId: DEMO,
      workflowId,
      id,
      definition: definition as never,
    })),
  );
  return workflowId;
}

export async function publish(db: AppDatabase, workflowId: string): Promise<void> {
  await db
    .update(workflowDefinitions)
    .set({ status: 'published', publishedAt: new Date() })
    .where(and(eq(workflowDefinitions.organizationId, DEMO), eq(workflowDefinitions.id, workflowId)));
}
