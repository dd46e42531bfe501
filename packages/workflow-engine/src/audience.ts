/**
 * A user task's audience, stored in `faena:audience`: either the name of a venue/venues/user/users
 * process variable (`faena:audience="sede"`) or a saved audience of the organisation, a target group
 * the server resolves to people (`faena:audience="audience:<id>"`). Variable names never contain a
 * colon, so the two cannot be confused.
 */
export const SAVED_AUDIENCE_PREFIX = 'audience:';

export type TaskAudienceRef = { kind: 'variable'; variable: string } | { kind: 'saved'; id: string };

/** What `faena:audience` holds, or undefined when it is empty. */
export function parseAudienceRef(value: string | undefined): TaskAudienceRef | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.startsWith(SAVED_AUDIENCE_PREFIX)) {
    const id = text.slice(SAVED_AUDIENCE_PREFIX.length).trim();
    // "audience:" with no id is kept as a (never declared) variable name: validate reports it.
    if (id) return { kind: 'saved', id };
  }
  return { kind: 'variable', variable: text };
}

/** The `faena:audience` text of an audience reference. */
export function formatAudienceRef(ref: TaskAudienceRef): string {
  return ref.kind === 'saved' ? `${SAVED_AUDIENCE_PREFIX}${ref.id}` : ref.variable;
}
