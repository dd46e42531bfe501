/**
 * The device's checklist executions, in IndexedDB: drafts being filled, submissions waiting for a
 * connection and the pictures taken for them. Nothing here talks to the server.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { DraftRecord, PhotoRecord } from './model';

const DB_NAME = 'faena-checklists';
const DB_VERSION = 1;

interface ChecklistsDb extends DBSchema {
  drafts: { key: string; value: DraftRecord; indexes: { owner: string } };
  photos: { key: string; value: PhotoRecord; indexes: { clientId: string } };
}

let opening: Promise<IDBPDatabase<ChecklistsDb>> | null = null;

function db(): Promise<IDBPDatabase<ChecklistsDb>> {
  opening ??= openDB<ChecklistsDb>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('drafts', { keyPath: 'clientId' }).createIndex('owner', 'owner');
      database.createObjectStore('photos', { keyPath: 'id' }).createIndex('clientId', 'clientId');
    },
    // Another tab opened a newer version: let it, and open again on the next call.
    blocking() {
      void opening?.then((open) => open.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Closes the connection (tests delete the database between cases). */
export async function closeDrafts(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open).close();
}

export async function getDraft(clientId: string): Promise<DraftRecord | undefined> {
  return (await db()).get('drafts', clientId);
}

/** The owner's drafts and pending submissions, the most recently touched first. */
export async function listDrafts(owner: string): Promise<DraftRecord[]> {
  const all = await (await db()).getAllFromIndex('drafts', 'owner', owner);
  return all
    .filter((draft) => draft.status !== 'sent')
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * The draft to resume for a checklist (and occurrence, when the execution answers one): the most
 * recent one not yet sent.
 */
export async function findDraft(
  owner: string,
  checklistId: string,
  activity: DraftRecord['activity'],
): Promise<DraftRecord | undefined> {
  return (await listDrafts(owner)).find(
    (draft) =>
      draft.checklistId === checklistId &&
      (draft.activity?.publicId ?? null) === (activity?.publicId ?? null) &&
      (draft.activity?.recurrenceId ?? null) === (activity?.recurrenceId ?? null),
  );
}

export async function putDraft(draft: DraftRecord): Promise<void> {
  await (await db()).put('drafts', draft);
  keepStorage();
}

let persistAsked = false;

/**
 * Asks the browser, once per page, to keep this site's storage when space runs low: without it a
 * browser may evict IndexedDB, and with it an unsent execution. Where refused, the periodic
 * server-side draft save is the second copy.
 */
function keepStorage(): void {
  if (persistAsked) return;
  persistAsked = true;
  void globalThis.navigator?.storage?.persist?.().catch(() => false);
}

/** Changes a stored draft; nothing when it is gone (sent and dropped meanwhile). */
export async function updateDraft(
  clientId: string,
  change: (draft: DraftRecord) => DraftRecord,
): Promise<DraftRecord | undefined> {
  const database = await db();
  const transaction = database.transaction('drafts', 'readwrite');
  const current = await transaction.store.get(clientId);
  const next = current ? change(current) : undefined;
  if (next) await transaction.store.put(next);
  await transaction.done;
  return next;
}

/** Forgets a draft and its pictures (it was sent, or the person discarded it). */
export async function deleteDraft(clientId: string): Promise<void> {
  const database = await db();
  const transaction = database.transaction(['drafts', 'photos'], 'readwrite');
  await transaction.objectStore('drafts').delete(clientId);
  const photos = transaction.objectStore('photos');
  for (const key of await photos.index('clientId').getAllKeys(clientId)) await photos.delete(key);
  await transaction.done;
}

export async function putPhoto(photo: PhotoRecord): Promise<void> {
  await (await db()).put('photos', photo);
}

export async function getPhoto(id: string): Promise<PhotoRecord | undefined> {
  return (await db()).get('photos', id);
}
