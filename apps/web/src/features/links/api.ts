import {
  createLink,
  deleteLink,
  type OrganizationLink,
  type OrganizationLinkInput,
  reorderLinks,
  unwrap,
  updateLink,
} from '@faena/api-client';
import { listLinksOptions } from '@faena/api-client/query';
import { type QueryClient, useQuery } from '@tanstack/react-query';

const linksKey = () => listLinksOptions().queryKey;

/** The organization's links, in order. */
export const useLinks = () => useQuery({ ...listLinksOptions(), select: (data) => data.results });

export const invalidateLinks = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: linksKey() });

/** Adds a link (no id) or changes one. */
export function saveLink(body: OrganizationLinkInput, linkId?: string): Promise<OrganizationLink> {
  return linkId ? unwrap(updateLink({ path: { linkId }, body })) : unwrap(createLink({ body }));
}

export const removeLink = (linkId: string) => unwrap(deleteLink({ path: { linkId } }));

/** Saves a new order and puts the answer in the cache at once. */
export async function saveOrder(queryClient: QueryClient, ids: string[]): Promise<void> {
  const answer = await unwrap(reorderLinks({ body: { ids } }));
  queryClient.setQueryData(linksKey(), answer);
}
