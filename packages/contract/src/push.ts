/**
 * What a push carries, shared by the server that sends it and the web app's service worker
 * that shows it (SPEC 7: a tap on a NEW_POST opens `/posts/{postId}`; on a WORKFLOW_TASK, its execution). Cloud messaging data
 * values must be strings, so the payload travels as JSON text beside a few plain fields.
 */

/** A notification's payload: its type (NEW_POST, …) and whatever that type carries. */
export interface PushPayload {
  type: string;
  [key: string]: unknown;
}

/** The page of the web app a notification opens, or null when it opens none. */
export function notificationPath(payload: PushPayload | null | undefined): string | null {
  if (!payload) return null;
  if (payload.type === 'WORKFLOW_TASK' || payload.type === 'WORKFLOW_TASK_EXPIRED') {
    // A workflow task (new or expired): its execution's page, where the task is filled in.
    const parts = [payload.workflowTypeId, payload.workflowId, payload.executionId];
    if (parts.every((part) => typeof part === 'string' && part !== '')) {
      const [type, workflow, execution] = parts.map((part) => encodeURIComponent(String(part)));
      return `/workflows/${type}/executions/${workflow}/${execution}`;
    }
    return null;
  }
  if (payload.type === 'NEW_POST') {
    const postId = payload.postId;
    if ((typeof postId === 'string' && postId !== '') || typeof postId === 'number') {
      return `/posts/${encodeURIComponent(String(postId))}`;
    }
  }
  return null;
}

/** The data part of a push message. */
export interface PushData {
  [key: string]: string;
  notificationId: string;
  type: string;
  /** The whole payload as JSON. */
  payload: string;
}

export function pushDataFor(notificationId: string, payload: PushPayload): PushData {
  const data: PushData = { notificationId, type: payload.type, payload: JSON.stringify(payload) };
  const path = notificationPath(payload);
  if (path) data.link = path;
  return data;
}

/** A push as the device shows it. `tag` lets a later copy of the same notification replace it. */
export interface PushDisplay {
  title: string;
  body: string;
  tag: string | null;
  /** Path (same origin) to open on a tap, or null. */
  href: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Reads a web push message as the messaging service delivers it to a service worker:
 * `{ notification: { title, body }, data: PushData, … }`. Null when it is not one of ours.
 */
export function readPushMessage(message: unknown): PushDisplay | null {
  if (typeof message !== 'object' || message === null) return null;
  const { notification, data } = message as { notification?: unknown; data?: unknown };
  const shown = (typeof notification === 'object' && notification !== null ? notification : {}) as Record<
    string,
    unknown
  >;
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const title = text(shown.title);
  if (title === '') return null;
  let payload: PushPayload | null = null;
  try {
    const parsed = JSON.parse(text(fields.payload)) as unknown;
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as PushPayload).type === 'string') {
      payload = parsed as PushPayload;
    }
  } catch {
    // No payload: the notification is still shown, it just opens nothing.
  }
  return {
    title,
    body: text(shown.body),
    tag: text(fields.notificationId) || null,
    href: notificationPath(payload),
  };
}
