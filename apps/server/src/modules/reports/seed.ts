/**
 * The demo organization's reports (idempotent, applied at every start after its checklists):
 * "Operación" with one native report per source, and "Tableau" with one Tableau view (the
 * connected app left unset). Ids are fixed; rows that exist are left as they are.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { selectRows } from '../../platform/database/database.ts';
import { type NativeSettings, type NativeSource, reportCategories, reports } from './tables.ts';

const DEMO = 'demo';
const ANA = '0a5e7d1c-3b52-4c1e-9f0a-000000000001';
const id = (n: string) => `5eed4e90-7a11-4c1e-8b00-0000000000${n}`;

export const SEED_REPORT_IDS = {
  operations: id('01'),
  tableau: id('02'),
  activityCompletion: id('11'),
  checklistScores: id('12'),
  workflowExecutions: id('13'),
  postAcknowledgements: id('14'),
  sales: id('21'),
} as const;

/** The public ids (the app's URLs) of the seeded reports. */
export const SEED_REPORT_PUBLIC_IDS = {
  activityCompletion: 'cumplimiento-de-actividades',
  checklistScores: 'puntajes-de-checklists',
  workflowExecutions: 'flujos-por-estado',
  postAcknowledgements: 'confirmacion-de-publicaciones',
  sales: 'ventas-resumen',
} as const;

const native = (source: NativeSource): NativeSettings => ({
  source,
  days: 90,
  venueIds: [],
  checklistId: null,
  workflowTypeId: null,
});

const NATIVE_REPORTS: {
  key: keyof typeof SEED_REPORT_PUBLIC_IDS;
  title: string;
  description: string;
  source: NativeSource;
}[] = [
  {
    key: 'activityCompletion',
    title: 'Cumplimiento de actividades por sede',
    description: 'Ocurrencias completadas, canceladas y pendientes por semana y sede.',
    source: 'activity-completion',
  },
  {
    key: 'checklistScores',
    title: 'Puntajes de checklists',
    description: 'Puntaje promedio y respuestas señaladas por semana.',
    source: 'checklist-scores',
  },
  {
    key: 'workflowExecutions',
    title: 'Flujos por estado',
    description: 'Ejecuciones de cada tipo de flujo por estado y su duración promedio.',
    source: 'workflow-executions',
  },
  {
    key: 'postAcknowledgements',
    title: 'Confirmación de publicaciones',
    description: 'Qué parte de la audiencia vio y confirmó cada publicación.',
    source: 'post-acknowledgements',
  },
];

export async function seedReports(database: Database): Promise<void> {
  await database.privileged.transaction(async (tx) => {
    const [demo] = await selectRows<{ yes: boolean }>(
      tx,
      sql`select exists (select 1 from tenants where id = ${DEMO}) as yes`,
    );
    if (!demo?.yes) return;
    await tx
      .insert(reportCategories)
      .values([
        { organizationId: DEMO, id: SEED_REPORT_IDS.operations, name: 'Operación', position: 0 },
        { organizationId: DEMO, id: SEED_REPORT_IDS.tableau, name: 'Tableau', position: 1 },
      ])
      .onConflictDoNothing();
    await tx
      .insert(reports)
      .values([
        ...NATIVE_REPORTS.map((report) => ({
          organizationId: DEMO,
          id: SEED_REPORT_IDS[report.key],
          publicId: SEED_REPORT_PUBLIC_IDS[report.key],
          categoryId: SEED_REPORT_IDS.operations,
          title: report.title,
          description: report.description,
          kind: 'native' as const,
          native: native(report.source),
          createdBy: ANA,
        })),
        {
          organizationId: DEMO,
          id: SEED_REPORT_IDS.sales,
          publicId: SEED_REPORT_PUBLIC_IDS.sales,
          categoryId: SEED_REPORT_IDS.tableau,
          title: 'Ventas — resumen',
          description: 'La vista "Resumen" del libro "Ventas" en Tableau.',
          kind: 'tableau' as const,
          tableau: {
            viewUrl: 'https://tableau.example.com/views/Ventas/Resumen',
            toolbar: 'bottom' as const,
          },
          createdBy: ANA,
        },
      ])
      .onConflictDoNothing();
  });
}
