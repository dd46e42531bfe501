/**
 * The demo organization's workflows (idempotent, applied at every start after its types and
 * audiences): the category 'Operación' holding both types, the saved audience 'Aprobadores de
 * compras' (Ana Torres), 'Solicitudes de compra' v1 published (a public start, a request filled
 * by whoever started it, an approval by that audience) with its kanban board, and
 * 'Mantenimiento' v1 published (a review that expires after an hour). Ids are fixed: the e2e
 * suite names them. Rows that exist already are left as they are.
 */
import type { FormDefinition } from '@faena/form-engine/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { bpmnDocument, eventAt, taskAt } from './empty-diagram.ts';
import {
  type KanbanColumnValue,
  workflowCategories,
  workflowDefinitions,
  workflowForms,
  workflowKanbans,
  workflowTypes,
} from './tables.ts';

const DEMO = 'demo';
export const SEED_WORKFLOW_IDS = {
  category: '0a5e7d1c-3b52-4c1e-9f0a-000000000301',
  approvers: '0a5e7d1c-3b52-4c1e-9f0a-000000000401',
  purchaseType: '0a5e7d1c-3b52-4c1e-9f0a-000000000101',
  maintenanceType: '0a5e7d1c-3b52-4c1e-9f0a-000000000102',
  purchaseV1: '0a5e7d1c-3b52-4c1e-9f0a-000000000501',
  maintenanceV1: '0a5e7d1c-3b52-4c1e-9f0a-000000000502',
  purchaseKanban: '0a5e7d1c-3b52-4c1e-9f0a-000000000601',
} as const;
const ANA = '0a5e7d1c-3b52-4c1e-9f0a-000000000001';

const purchaseXml = bpmnDocument({
  processId: 'Process_compras',
  name: 'Solicitudes de compra',
  processXml: `    <bpmn:startEvent id="Inicio" name="Inicio" faena:public="true" />
    <bpmn:userTask id="Solicitar" name="Solicitar" faena:formId="form-solicitud" />
    <bpmn:userTask id="Aprobar" name="Aprobar" faena:formId="form-aprobacion" faena:audience="audience:${SEED_WORKFLOW_IDS.approvers}" />
    <bpmn:endEvent id="Fin" name="Fin" />
    <bpmn:sequenceFlow id="Flow_inicio" sourceRef="Inicio" targetRef="Solicitar" />
    <bpmn:sequenceFlow id="Flow_solicitar" sourceRef="Solicitar" targetRef="Aprobar" />
    <bpmn:sequenceFlow id="Flow_aprobar" sourceRef="Aprobar" targetRef="Fin" />`,
  layout: {
    Inicio: eventAt(152, 102),
    Solicitar: taskAt(240, 80),
    Aprobar: taskAt(400, 80),
    Fin: eventAt(562, 102),
    Flow_inicio: {
      points: [
        [188, 120],
        [240, 120],
      ],
    },
    Flow_solicitar: {
      points: [
        [340, 120],
        [400, 120],
      ],
    },
    Flow_aprobar: {
      points: [
        [500, 120],
        [562, 120],
      ],
    },
  },
});

const maintenanceXml = bpmnDocument({
  processId: 'Process_mantenimiento',
  name: 'Mantenimiento',
  processXml: `    <bpmn:startEvent id="Inicio" name="Inicio" />
    <bpmn:userTask id="RevisarEquipo" name="Revisar equipo" faena:formId="form-revision" />
    <bpmn:boundaryEvent id="VenceEnUnaHora" name="Vence en 1 hora" attachedToRef="RevisarEquipo" faena:notifyOnExpire="true">
      <bpmn:timerEventDefinition id="VenceEnUnaHora_timer">
        <bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1H</bpmn:timeDuration>
      </bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:endEvent id="Revisado" name="Revisado" />
    <bpmn:endEvent id="Vencida" name="Vencida" />
    <bpmn:sequenceFlow id="Flow_inicio" sourceRef="Inicio" targetRef="RevisarEquipo" />
    <bpmn:sequenceFlow id="Flow_revisado" sourceRef="RevisarEquipo" targetRef="Revisado" />
    <bpmn:sequenceFlow id="Flow_vencida" sourceRef="VenceEnUnaHora" targetRef="Vencida" />`,
  layout: {
    Inicio: eventAt(152, 102),
    RevisarEquipo: taskAt(240, 80),
    VenceEnUnaHora: eventAt(272, 142),
    Revisado: eventAt(412, 102),
    Vencida: eventAt(412, 222),
    Flow_inicio: {
      points: [
        [188, 120],
        [240, 120],
      ],
    },
    Flow_revisado: {
      points: [
        [340, 120],
        [412, 120],
      ],
    },
    Flow_vencida: {
      points: [
        [290, 178],
        [290, 240],
        [412, 240],
      ],
    },
  },
});

const FORMS: { workflowId: string; definition: FormDefinition }[] = [
  {
    workflowId: SEED_WORKFLOW_IDS.purchaseV1,
    definition: {
      id: 'form-solicitud',
      description: 'Solicitud de compra',
      fields: [
        { id: 'descripcion', name: 'descripcion', type: 'text', label: 'Descripción', required: true },
        { id: 'monto', name: 'monto', type: 'integer', label: 'Monto', required: true },
      ],
    },
  },
  {
    workflowId: SEED_WORKFLOW_IDS.purchaseV1,
    definition: {
      id: 'form-aprobacion',
      description: 'Aprobación de la compra',
      fields: [{ id: 'aprobada', name: 'aprobada', type: 'boolean', label: '¿Aprobada?', required: true }],
    },
  },
  {
    workflowId: SEED_WORKFLOW_IDS.maintenanceV1,
    definition: {
      id: 'form-revision',
      description: 'Revisión del equipo',
      fields: [{ id: 'hallazgos', name: 'hallazgos', type: 'text', label: 'Hallazgos', required: true }],
    },
  },
];

const PURCHASE_COLUMNS: KanbanColumnValue[] = [
  { id: 'por-solicitar', name: 'Por solicitar', userTasks: ['Solicitar'], statuses: [] },
  { id: 'por-aprobar', name: 'Por aprobar', userTasks: ['Aprobar'], statuses: [] },
  { id: 'terminadas', name: 'Terminadas', userTasks: [], statuses: ['Success', 'Error'] },
];

/** The seeded BPMN documents, for tests that check them against the engine. */
export const SEED_WORKFLOW_XML = { purchase: purchaseXml, maintenance: maintenanceXml } as const;

export async function seedWorkflows(database: Database): Promise<void> {
  const db = database.privileged;
  const types = await db
    .select({ id: workflowTypes.id })
    .from(workflowTypes)
    .where(eq(workflowTypes.organizationId, DEMO));
  const typeIds = new Set(types.map((row) => row.id));
  if (!typeIds.has(SEED_WORKFLOW_IDS.purchaseType) || !typeIds.has(SEED_WORKFLOW_IDS.maintenanceType)) return;

  await db
    .insert(workflowCategories)
    .values({ organizationId: DEMO, id: SEED_WORKFLOW_IDS.category, name: 'Operación', position: 0 })
    .onConflictDoNothing();
  // Types keep a category an administrator gave them; only those without one join 'Operación'.
  for (const typeId of [SEED_WORKFLOW_IDS.purchaseType, SEED_WORKFLOW_IDS.maintenanceType]) {
    await db
      .update(workflowTypes)
      .set({ categoryId: SEED_WORKFLOW_IDS.category })
      .where(
        and(
          eq(workflowTypes.organizationId, DEMO),
          eq(workflowTypes.id, typeId),
          isNull(workflowTypes.categoryId),
        ),
      );
  }

  // The people module's saved audiences: seed data written directly, as its own seed does.
  await db.execute(sql`insert into audiences (tenant_id, id, name, description, rule)
    values (${DEMO}, ${SEED_WORKFLOW_IDS.approvers}::uuid, 'Aprobadores de compras',
      'Quienes aprueban las solicitudes de compra.',
      ${JSON.stringify({ venues: [], positions: [], groups: [], companies: [], include: [ANA], exclude: [] })}::jsonb)
    on conflict do nothing`);

  const publishedAt = new Date('2025-01-06T12:00:00.000Z');
  await db
    .insert(workflowDefinitions)
    .values([
      {
        organizationId: DEMO,
        id: SEED_WORKFLOW_IDS.purchaseV1,
        workflowTypeId: SEED_WORKFLOW_IDS.purchaseType,
        version: 1,
        status: 'published',
        xml: purchaseXml,
        revision: 1,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        publishedAt,
      },
      {
        organizationId: DEMO,
        id: SEED_WORKFLOW_IDS.maintenanceV1,
        workflowTypeId: SEED_WORKFLOW_IDS.maintenanceType,
        version: 1,
        status: 'published',
        xml: maintenanceXml,
        revision: 1,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        publishedAt,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(workflowForms)
    .values(
      FORMS.map((form) => ({
        organizationId: DEMO,
        workflowId: form.workflowId,
        id: form.definition.id,
        definition: form.definition,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(workflowKanbans)
    .values({
      organizationId: DEMO,
      id: SEED_WORKFLOW_IDS.purchaseKanban,
      workflowTypeId: SEED_WORKFLOW_IDS.purchaseType,
      name: 'Tablero de compras',
      columns: PURCHASE_COLUMNS,
    })
    .onConflictDoNothing();
}
