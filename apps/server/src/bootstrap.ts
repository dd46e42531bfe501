/**
 * Start-up steps shared by main.ts and scripts/seed.ts: open the database, migrate, seed.
 */

import type { ServerConfig } from './config.ts';
import { firebaseAuth } from './platform/auth/firebase.ts';
import { type Database, openDatabase } from './platform/database/database.ts';
import { migrateDatabase } from './platform/database/migrate.ts';
import { type SeedResult, seedDemoData } from './seed.ts';

export async function prepareDatabase(
  config: ServerConfig,
): Promise<{ database: Database; seed: SeedResult | null }> {
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    const emulatorAuth = config.firebase.emulatorHost ? firebaseAuth(config.firebase.projectId) : null;
    const seed = config.seedDemoData ? await seedDemoData({ database, emulatorAuth }) : null;
    return { database, seed };
  } catch (error) {
    await database.close();
    throw error;
  }
}
