/**
 * The demo organization's links (idempotent, applied at every start): the handbook, the payroll
 * portal and the holiday calendar. Ids are fixed; rows that exist are left as they are.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { selectRows } from '../../platform/database/database.ts';
import { organizationLinks } from './tables.ts';

const DEMO = 'demo';
const id = (n: string) => `5eed1195-0000-4c1e-8b00-0000000000${n}`;

export const SEED_LINK_IDS = { handbook: id('01'), payroll: id('02'), calendar: id('03') } as const;

export async function seedLinks(database: Database): Promise<void> {
  await database.privileged.transaction(async (tx) => {
    const [demo] = await selectRows<{ yes: boolean }>(
      tx,
      sql`select exists (select 1 from tenants where id = ${DEMO}) as yes`,
    );
    if (!demo?.yes) return;
    await tx
      .insert(organizationLinks)
      .values([
        {
          organizationId: DEMO,
          id: SEED_LINK_IDS.handbook,
          title: 'Manual del empleado',
          url: 'https://example.com/manual',
          description: 'Políticas, prestaciones y reglamento interno.',
          icon: 'book',
          position: 0,
        },
        {
          organizationId: DEMO,
          id: SEED_LINK_IDS.payroll,
          title: 'Portal de nómina',
          url: 'https://nomina.example.com',
          description: 'Recibos de nómina y constancias.',
          icon: 'money',
          position: 1,
        },
        {
          organizationId: DEMO,
          id: SEED_LINK_IDS.calendar,
          title: 'Calendario de días festivos',
          url: 'https://example.com/calendario',
          description: null,
          icon: 'calendar',
          position: 2,
        },
      ])
      .onConflictDoNothing();
  });
}
