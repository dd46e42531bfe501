/**
 * The demo organizations' audiences (idempotent, applied at every start after their structure):
 * acme's people of 'Tienda Centro', and demo's people of its central office plus its
 * organization's own people. A name already in use is left as it is.
 */
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../platform/database/database.ts';
import { OWN_COMPANY } from './audiences.ts';
import { type AudienceRule, audiences } from './tables.ts';

const SEED_AUDIENCES: {
  organizationId: string;
  name: string;
  description: string;
  venues: string[];
  own: boolean;
}[] = [
  {
    organizationId: 'acme',
    name: 'Equipo de Tienda Centro',
    description: 'Quienes trabajan en Tienda Centro.',
    venues: ['Tienda Centro'],
    own: false,
  },
  {
    organizationId: 'demo',
    name: 'Personal propio',
    description: 'Las personas de la organización, sin contratistas ni socios.',
    venues: [],
    own: true,
  },
];

export async function seedAudiences(database: Database): Promise<void> {
  for (const seed of SEED_AUDIENCES) {
    const venues = await selectRows<{ id: string }>(
      database.privileged,
      sql`select id from venues where tenant_id = ${seed.organizationId} and name = any(${`{${seed.venues.map((name) => `"${name}"`).join(',')}}`}::text[]) order by name`,
    );
    const rule: AudienceRule = {
      venues: venues.map((venue) => venue.id),
      positions: [],
      groups: [],
      companies: seed.own ? [OWN_COMPANY] : [],
      include: [],
      exclude: [],
    };
    await database.privileged
      .insert(audiences)
      .values({ organizationId: seed.organizationId, name: seed.name, description: seed.description, rule })
      .onConflictDoNothing();
  }
}
