import type { GetMySiteConfigResponse, PermissionCode } from '@faena/api-client';
import { getMySiteConfigOptions } from '@faena/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { perPerson } from './api';
import { useSession } from './session/session';

export type Permissions = ReadonlySet<PermissionCode>;

export interface SiteConfig {
  permissions: Permissions;
}

const toSiteConfig = (data: GetMySiteConfigResponse): SiteConfig => ({
  permissions: new Set(data.permissions),
});

/** The signed-in person's site config (SPEC 6 permission flags), cached per person. */
export function useSiteConfig() {
  const { session } = useSession();
  const personId = session.status === 'signedIn' ? session.person.id : null;
  return useQuery({
    ...perPerson(getMySiteConfigOptions(), personId),
    select: toSiteConfig,
    enabled: personId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The permissions, empty until the site config has loaded. */
export function usePermissions(): Permissions {
  return useSiteConfig().data?.permissions ?? EMPTY;
}

const EMPTY: Permissions = new Set();
