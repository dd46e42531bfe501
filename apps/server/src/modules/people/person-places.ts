/** A person's venues, positions and groups, as the org module keeps them. */
import type { Tx } from '../../platform/database/database.ts';
import { orgModule } from '../org/index.ts';

export async function personPlaces(tx: Tx, organizationId: string, personId: string) {
  return orgModule.services.personPlaces(tx, organizationId, personId);
}
