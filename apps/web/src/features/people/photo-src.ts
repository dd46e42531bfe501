import { apiUrl } from '@faena/api-client';
import { useAppContext } from '@/platform/context';

/**
 * Where a person's photo loads from: the server answers `photo_url` as an API path, which lives
 * on the gateway's host (not the page's when the API is served elsewhere).
 */
export function usePhotoSrc(): (photoUrl: string | null | undefined) => string | null {
  const { config, subdomain } = useAppContext();
  return (photoUrl) => (photoUrl ? apiUrl(photoUrl, config.gatewayUrl, subdomain) : null);
}
