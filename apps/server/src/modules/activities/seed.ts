/**
 * The demo organization's activities (idempotent, applied at every start after its people and
 * workflows): Bruno's opening routine every day, the fridge check on Mondays and Thursdays, the
 * monthly inventory on the last Friday; the fridge check carries its instructions as text.
 * Ids are fixed; activities that exist already are left as they are.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { persons } from '../../platform/database/tenant-table.ts';
import { type ActivityInputValue, checkActivity } from './input.ts';
import { activities, activityResponsibles } from './tables.ts';

const DEMO = 'demo';
const BRUNO = '0a5e7d1c-3b52-4c1e-9f0a-000000000002';
const ZONE = 'America/Mexico_City';

export const SEED_ACTIVITIES: readonly (ActivityInputValue & { publicId: string })[] = [
  {
    publicId: '7c1f0e52-5d7a-4c1e-8a55-000000000701',
    title: 'Abrir la tienda',
    description: 'Luces, cajas y puertas antes de las 8:30.',
    start: '2026-01-05T08:00',
    timeZone: ZONE,
    duration: 'PT30M',
    rrule: 'FREQ=DAILY',
    priority: 3,
    categories: ['Apertura'],
    responsible: [BRUNO],
  },
  {
    publicId: '7c1f0e52-5d7a-4c1e-8a55-000000000702',
    title: 'Revisar temperatura de refrigeradores',
    start: '2026-01-05T10:00',
    timeZone: ZONE,
    duration: 'PT20M',
    rrule: 'FREQ=WEEKLY;BYDAY=MO,TH',
    priority: 4,
    categories: ['Cadena de frío'],
    responsible: [BRUNO],
    content: {
      contentType: 'text',
      text: 'Anota la temperatura de cada refrigerador. Debe estar entre 1 °C y 4 °C; si no, avisa a mantenimiento.',
    },
  },
  {
    publicId: '7c1f0e52-5d7a-4c1e-8a55-000000000703',
    title: 'Inventario mensual',
    start: '2026-01-30T16:00',
    timeZone: ZONE,
    duration: 'PT2H',
    rrule: 'FREQ=MONTHLY;BYDAY=-1FR',
    priority: 5,
    categories: ['Inventario'],
    responsible: [BRUNO],
  },
];

export async function seedActivities(database: Database): Promise<void> {
  await database.privileged.transaction(async (tx) => {
    const people = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(and(eq(persons.organizationId, DEMO), eq(persons.id, BRUNO)));
    if (people.length === 0) return;
    const existing = await tx
      .select({ publicId: activities.publicId })
      .from(activities)
      .where(
        and(
          eq(activities.organizationId, DEMO),
          inArray(
            activities.publicId,
            SEED_ACTIVITIES.map((activity) => activity.publicId),
          ),
        ),
      );
    const present = new Set(existing.map((row) => row.publicId));
    for (const { publicId, ...input } of SEED_ACTIVITIES) {
      if (present.has(publicId)) continue;
      const checked = await checkActivity(tx, DEMO, input, 'es-MX');
      const [row] = await tx
        .insert(activities)
        .values({ organizationId: DEMO, publicId, ...checked.values })
        .returning({ id: activities.id });
      await tx
        .insert(activityResponsibles)
        .values(
          checked.responsible.map((personId) => ({ organizationId: DEMO, activityId: row!.id, personId })),
        );
    }
  });
}
