/**
 * Sending the executions submitted on this device. A submit is first kept in IndexedDB as
 * 'pending'; sending it is a PUT under its device id, so however often it is tried (a retry, the
 * `online` event, another visit) the server holds one execution. One send per execution at a time.
 */
import { ApiError } from '@faena/api-client';
import { messageOf } from '@/platform/errors/message';
import { isUnreachable, saveExecution } from './api';
import { deleteDraft, getDraft, listDrafts, updateDraft } from './drafts';
import type { DraftRecord, ExecutionResult } from './model';
import { isDeviceId, PhotoRefused, type UploadToServer, withUploadedPhotos } from './photos';

export type SendOutcome =
  /** The server has it; the device's copy is gone. */
  | { kind: 'sent'; execution: ExecutionResult }
  /** No connection: it stays pending and goes when the device is back online. */
  | { kind: 'offline' }
  /** The server refused answers or a picture: back to a draft with the messages on its fields. */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** Another refusal: it stays pending, with the server's message. */
  | { kind: 'failed'; message: string }
  /** Nothing to send (already sent, or not submitted). */
  | { kind: 'none' };

type Listener = (clientId: string, outcome: SendOutcome) => void;

const inFlight = new Map<string, Promise<SendOutcome>>();
const listeners = new Set<Listener>();

/** Hears every send's outcome (a screen showing that execution follows it). */
export function onSendOutcome(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Sends one pending execution; a send already running for it is shared, not repeated. */
export function sendPending(clientId: string, upload: UploadToServer | null): Promise<SendOutcome> {
  const running = inFlight.get(clientId);
  if (running) return running;
  const sending = send(clientId, upload).finally(() => inFlight.delete(clientId));
  inFlight.set(clientId, sending);
  void sending.then((outcome) => {
    if (outcome.kind !== 'none') for (const listener of listeners) listener(clientId, outcome);
  });
  return sending;
}

async function send(clientId: string, upload: UploadToServer | null): Promise<SendOutcome> {
  const draft = await getDraft(clientId);
  if (draft?.status !== 'pending' || !draft.response) return { kind: 'none' };
  if (!online()) return { kind: 'offline' };
  try {
    const answers = await withUploadedPhotos(draft.response, upload);
    const execution = await saveExecution(clientId, {
      checklistId: draft.checklistId,
      version: draft.version,
      answers,
      submit: true,
      venueId: draft.venue?.id ?? null,
      activity: draft.activity,
      startedAt: draft.startedAt,
    });
    await updateDraft(clientId, (stored) => ({ ...stored, status: 'sent' }));
    await deleteDraft(clientId);
    return { kind: 'sent', execution };
  } catch (error) {
    // A refused answer, or a picture the server will never take: back to the form, on its question.
    const fields =
      error instanceof PhotoRefused
        ? { [error.field]: error.message }
        : error instanceof ApiError && error.status === 400
          ? error.fields
          : {};
    if (Object.keys(fields).length > 0) {
      await updateDraft(clientId, (stored) => ({
        ...stored,
        status: 'draft',
        response: null,
        errors: fields,
        updatedAt: new Date().toISOString(),
      }));
      return { kind: 'invalid', fields };
    }
    if (isUnreachable(error)) return { kind: 'offline' };
    return { kind: 'failed', message: messageOf(error) };
  }
}

/** A draft's answers for the server: pictures still only on the device stay out. */
export function draftAnswers(answers: Record<string, unknown>): Record<string, unknown> {
  const onDevice = (value: unknown) =>
    isDeviceId(value) ||
    (value !== null &&
      typeof value === 'object' &&
      isDeviceId((value as { temporary_upload?: unknown }).temporary_upload));
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(answers)) {
    if (onDevice(value)) continue;
    kept[name] = Array.isArray(value) ? value.filter((item) => !onDevice(item)) : value;
  }
  return kept;
}

/** Saves a draft on the server as it stands (not submitted); the device keeps it either way. */
export const saveDraftOnServer = (draft: DraftRecord) =>
  saveExecution(draft.clientId, {
    checklistId: draft.checklistId,
    version: draft.version,
    answers: draftAnswers(draft.answers),
    submit: false,
    venueId: draft.venue?.id ?? null,
    activity: draft.activity,
    startedAt: draft.startedAt,
  });

/** Sends every pending execution of the owner's, one after another. */
export async function sendAllPending(owner: string, upload: UploadToServer | null): Promise<void> {
  for (const draft of await listDrafts(owner)) {
    if (draft.status === 'pending') await sendPending(draft.clientId, upload);
  }
}

/**
 * Sends the owner's pending executions now and whenever the device comes back online; the
 * returned function stops listening.
 */
export function watchPending(owner: string, upload: UploadToServer | null): () => void {
  const flush = () => void sendAllPending(owner, upload).catch(() => undefined);
  flush();
  window.addEventListener('online', flush);
  return () => window.removeEventListener('online', flush);
}
