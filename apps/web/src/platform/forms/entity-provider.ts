import { listAudienceVenues, listLocations, listVenues, searchPeople, unwrap } from '@faena/api-client';
import type { EntityOption, EntityProvider, EntitySearch, FormServices } from '@faena/form-engine/react';
import { appFileResolver, appUploader } from '../files/uploader';

/** How many options a picker shows at once (the person narrows by typing). */
export const PICKER_PAGE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The saved audience a field names, if any. A field's `audience` is free (the builder may store a
 * process variable's name for a workflow task); only an audience id restricts a search here.
 */
export function audienceIdOf(audience: unknown): string | undefined {
  if (typeof audience === 'string' && UUID.test(audience)) return audience;
  if (audience && typeof audience === 'object') {
    const id = (audience as { id?: unknown }).id;
    if (typeof id === 'string' && UUID.test(id)) return id;
  }
  return undefined;
}

const secondLine = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(' · ') || undefined;

/**
 * The form engine's entity search backed by the API: people from `/api/people/search` (only
 * those of the field's audience when it names one), venues from `/api/venues` (within an
 * audience: `/api/audiences/{id}/venues`), locations from `/api/locations`, each by what is typed.
 */
export const apiEntityProvider: EntityProvider = {
  async search({ kind, query, audience, signal }: EntitySearch): Promise<EntityOption[]> {
    const text = query.trim();
    if (kind === 'user') {
      const audienceId = audienceIdOf(audience);
      const page = await unwrap(
        searchPeople({
          query: {
            ...(text ? { q: text } : {}),
            ...(audienceId ? { audience: audienceId } : {}),
            limit: PICKER_PAGE,
          },
          signal,
        }),
      );
      return page.results.map((person) => ({
        id: person.id,
        name: person.name,
        ...(secondLine(person.position, person.venue)
          ? { description: secondLine(person.position, person.venue) }
          : {}),
        ...(person.photo_url ? { image: person.photo_url } : {}),
      }));
    }
    if (kind === 'venue') {
      // Within an audience: the venues its rule names and those where its people work.
      const audienceId = audienceIdOf(audience);
      const page = await unwrap(
        audienceId
          ? listAudienceVenues({
              path: { audienceId },
              query: { ...(text ? { q: text } : {}), limit: PICKER_PAGE },
              signal,
            })
          : listVenues({ query: { ...(text ? { search: text } : {}), limit: PICKER_PAGE }, signal }),
      );
      return page.results.map((venue) => ({
        id: venue.id,
        name: venue.name,
        ...(secondLine(venue.code, venue.address)
          ? { description: secondLine(venue.code, venue.address) }
          : {}),
      }));
    }
    const page = await unwrap(
      listLocations({ query: { ...(text ? { search: text } : {}), limit: PICKER_PAGE }, signal }),
    );
    return page.results.map((location) => ({
      id: location.id,
      name: location.name,
      ...(location.description ? { description: location.description } : {}),
    }));
  },
};

/**
 * What every form of the app renders with: the API-backed pickers, the uploader of files, images
 * and voice messages (whose `downloadUrl` makes a submitted upload its `/api/filepond/{id}/download`
 * link in every form), and signed links to show stored files.
 */
export const APP_FORM_SERVICES: FormServices = {
  entities: apiEntityProvider,
  uploader: appUploader,
  files: appFileResolver,
};
