/** After the journeys (and their servers) end: the uploads the two stacks kept go too. */
import { rm } from 'node:fs/promises';
import { uploadsDirOf } from './playwright.config.ts';

export default async function globalTeardown(): Promise<void> {
  await Promise.all(
    ['desktop', 'mobile'].map((name) => rm(uploadsDirOf(name), { recursive: true, force: true })),
  );
}
