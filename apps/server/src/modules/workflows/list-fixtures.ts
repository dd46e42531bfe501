/**
 * Executions written straight into a test database (privileged, past row-level security) for
 * the list, export and board tests: a small purchase process's history in demo (types of their
 * own), seen by Ana
 * (MANAGE_WORKFLOWS) and Bruno (a member).
 */
import type { ExecutionState } from '@faena/workflow-engine';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/database/database.ts';
import {
  type ExecutionStatusValue,
  workflowDefinitions,
  workflowExecutions,
  workflowResponses,
  workflowSteps,
  workflowTypes,
} from './tables.ts';

export const DEMO = 'demo';
/** Types of the fixtures' own (the seed's types have definitions of their own). */
export const PURCHASES = '0b000000-0000-4000-8000-000000000001';
export const MAINTENANCE = '0b000000-0000-4000-8000-000000000002';
export const ANA = '0a5e7d1c-3b52-4c1e-9f0a-000000000001';
export const BRUNO = '0a5e7d1c-3b52-4c1e-9f0a-000000000002';

export const DEFINITION_V1 = '0f000000-0000-4000-8000-000000000001';
export const DEFINITION_V2 = '0f000000-0000-4000-8000-000000000002';
export const MAINTENANCE_V1 = '0f000000-0000-4000-8000-000000000003';

/** The executions' ids: E1 oldest … E6 newest (E5 is of the maintenance type). */
export const E = {
  1: '0e000000-0000-4000-8000-000000000001',
  2: '0e000000-0000-4000-8000-000000000002',
  3: '0e000000-0000-4000-8000-000000000003',
  4: '0e000000-0000-4000-8000-000000000004',
  5: '0e000000-0000-4000-8000-000000000005',
  6: '0e000000-0000-4000-8000-000000000006',
} as const;

export const VENUE = '0d000000-0000-4000-8000-000000000001';

interface ExecutionFixture {
  id: string;
  workflowTypeId?: string;
  workflowId: string;
  status: ExecutionStatusValue;
  startedAt: string;
  finishedAt?: string;
  startedBy: { id: string; name: string } | null;
  variables: Record<string, unknown>;
  openTasks?: string[];
  steps?: {
    bpmnId: string;
    name: string;
    active: boolean;
    persons?: string[];
    venues?: string[];
  }[];
  answeredBy?: { id: string; name: string };
}

/**
 * Purchases (two versions) and maintenance (one):
 * - E1 Ana, v1, Success: a past approval task named Bruno; region Norte, 1,200.
 * - E2 Bruno, v2, in process at "Aprobar compra" (Ana's); region Sur, 300.
 * - E3 Ana, v2, Error, answered by Bruno; region Norte, 50, a note that looks like a formula.
 * - E4 Ana, v2, in process at "Revisar" (Ana's); region Centro.
 * - E5 Bruno, maintenance.
 * - E6 nobody (a public start), v2, in process at "Aprobar compra" for Bruno's venue.
 */
export const FIXTURES: ExecutionFixture[] = [
  {
    id: E[1],
    workflowId: DEFINITION_V1,
    status: 'Success',
    startedAt: '2026-01-01T10:00:00.000Z',
    finishedAt: '2026-01-02T15:30:00.000Z',
    startedBy: { id: ANA, name: 'Ana Torres' },
    variables: { region: 'Norte', monto: 1200 },
    steps: [{ bpmnId: 'Task_Approve', name: 'Aprobar compra', active: false, persons: [BRUNO] }],
  },
  {
    id: E[2],
    workflowId: DEFINITION_V2,
    status: 'InProcess',
    startedAt: '2026-01-03T10:00:00.000Z',
    startedBy: { id: BRUNO, name: 'Bruno Díaz' },
    variables: { region: 'Sur', monto: 300 },
    openTasks: ['Task_Approve'],
    steps: [{ bpmnId: 'Task_Approve', name: 'Aprobar compra', active: true, persons: [ANA] }],
  },
  {
    id: E[3],
    workflowId: DEFINITION_V2,
    status: 'Error',
    startedAt: '2026-01-05T10:00:00.000Z',
    finishedAt: '2026-01-05T11:00:00.000Z',
    startedBy: { id: ANA, name: 'Ana Torres' },
    variables: { region: 'Norte', monto: 50, nota: '=SUM(A1:A9)' },
    steps: [{ bpmnId: 'Task_Approve', name: 'Aprobar compra', active: false, persons: [ANA] }],
    answeredBy: { id: BRUNO, name: 'Bruno Díaz' },
  },
  {
    id: E[4],
    workflowId: DEFINITION_V2,
    status: 'InProcess',
    startedAt: '2026-01-07T10:00:00.000Z',
    startedBy: { id: ANA, name: 'Ana Torres' },
    variables: { region: 'Centro', detalle: { items: 2 } },
    openTasks: ['Task_Review'],
    steps: [{ bpmnId: 'Task_Review', name: 'Revisar, "urgente"', active: true, persons: [ANA] }],
  },
  {
    id: E[5],
    workflowTypeId: MAINTENANCE,
    workflowId: MAINTENANCE_V1,
    status: 'InProcess',
    startedAt: '2026-01-08T10:00:00.000Z',
    startedBy: { id: BRUNO, name: 'Bruno Díaz' },
    variables: { region: 'Norte' },
  },
  {
    id: E[6],
    workflowId: DEFINITION_V2,
    status: 'InProcess',
    startedAt: '2026-01-09T10:00:00.000Z',
    startedBy: null,
    variables: { region: 'Sur', monto: 10 },
    openTasks: ['Task_Approve'],
    steps: [{ bpmnId: 'Task_Approve', name: 'Aprobar compra', active: true, venues: [VENUE] }],
  },
];

/** The fixtures' definitions, executions, steps and responses, and Bruno's venue. */
export async function insertExecutionFixtures(db: AppDatabase): Promise<void> {
  await db.execute(
    sql`insert into venues (tenant_id, id, name) values (${DEMO}, ${VENUE}, 'Tienda Centro') on conflict do nothing`,
  );
  await db.execute(
    sql`insert into person_venues (tenant_id, person_id, venue_id) values (${DEMO}, ${BRUNO}, ${VENUE}) on conflict do nothing`,
  );
  await db.insert(workflowTypes).values([
    { organizationId: DEMO, id: PURCHASES, name: 'Compras de prueba', icon: 'cart', position: 90 },
    { organizationId: DEMO, id: MAINTENANCE, name: 'Mantenimiento de prueba', icon: 'wrench', position: 91 },
  ]);
  await db.insert(workflowDefinitions).values(
    [
      [DEFINITION_V1, PURCHASES, 1],
      [DEFINITION_V2, PURCHASES, 2],
      [MAINTENANCE_V1, MAINTENANCE, 1],
    ].map(([id, workflowTypeId, version]) => ({
      organizationId: DEMO,
      id: id as string,
      workflowTypeId: workflowTypeId as string,
      version: version as number,
      status: 'published' as const,
      xml: '<definitions/>',
      publishedAt: new Date('2025-12-01T00:00:00Z'),
    })),
  );
  for (const fixture of FIXTURES) {
    await db.insert(workflowExecutions).values({
      organizationId: DEMO,
      id: fixture.id,
      workflowTypeId: fixture.workflowTypeId ?? PURCHASES,
      workflowId: fixture.workflowId,
      status: fixture.status,
      startedBy: fixture.startedBy?.id ?? null,
      startedByName: fixture.startedBy?.name ?? null,
      startedAt: new Date(fixture.startedAt),
      finishedAt: fixture.finishedAt ? new Date(fixture.finishedAt) : null,
      variables: fixture.variables,
      state: {} as ExecutionState,
      openTasks: fixture.openTasks ?? [],
    });
    for (const [n, step] of (fixture.steps ?? []).entries()) {
      const at = new Date(new Date(fixture.startedAt).getTime() + 60_000 * (n + 1));
      await db.insert(workflowSteps).values({
        organizationId: DEMO,
        id: `${fixture.id}:step:${n + 1}`,
        executionId: fixture.id,
        name: step.name,
        bpmnId: step.bpmnId,
        type: 'UserTask',
        isActive: step.active,
        successfullyCompleted: step.active ? null : true,
        audiencePersons: step.persons ?? null,
        audienceVenues: step.venues ?? null,
        createdAt: at,
        updatedAt: at,
      });
    }
    if (fixture.answeredBy) {
      await db.insert(workflowResponses).values({
        organizationId: DEMO,
        executionId: fixture.id,
        stepId: `${fixture.id}:step:1`,
        elementModel: 'Task_Approve',
        response: { comentario: 'ok' },
        personId: fixture.answeredBy.id,
        personName: fixture.answeredBy.name,
      });
    }
  }
}
