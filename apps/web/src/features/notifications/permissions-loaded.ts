import { useSiteConfig } from '../../app/site-config';

/** Whether the person's permissions are known (the site config has loaded or failed). */
export function usePermissionsLoaded(): boolean {
  const siteConfig = useSiteConfig();
  return !siteConfig.isPending;
}
