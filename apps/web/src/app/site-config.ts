import { getMySiteConfig, type PermissionCode, unwrap } from '@faena/api-client';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/session';

export type Permissions = ReadonlySet<PermissionCode>;

export interface SiteConfig {
  permissions: Permissions;
}

/** The signed-in person's site config (SPEC 6 permission flags), cached per person. */
export function useSiteConfig() {
  const { session } = useSession();
  const personId = session.status === 'signedIn' ? session.person.id : null;
  return useQuery({
    queryKey: ['site-config', 'me', personId],
    queryFn: async (): Promise<SiteConfig> => ({
      permissions: new Set((await unwrap(getMySiteConfig())).permissions),
    }),
    enabled: personId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The permissions, empty until the site config has loaded. */
export function usePermissions(): Permissions {
  return useSiteConfig().data?.permissions ?? EMPTY;
}

const EMPTY: Permissions = new Set();
