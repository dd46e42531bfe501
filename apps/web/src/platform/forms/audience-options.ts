import { listAudiences, unwrap } from '@faena/api-client';

/** A saved audience offered where something is sent to an audience (a workflow task, a post). */
export interface AudienceOption {
  value: string;
  label: string;
}

/**
 * The organization's audiences as options, by name, matching `search`: what a workflow task's
 * or a post's audience picker lists (one page of up to 50; the person narrows by typing).
 */
export async function searchAudienceOptions(search = '', signal?: AbortSignal): Promise<AudienceOption[]> {
  const page = await unwrap(
    listAudiences({
      query: { ...(search.trim() ? { search: search.trim() } : {}), limit: 50 },
      ...(signal ? { signal } : {}),
    }),
  );
  return page.results.map((audience) => ({ value: audience.id, label: audience.name }));
}
