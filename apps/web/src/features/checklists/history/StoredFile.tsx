import { useQuery } from '@tanstack/react-query';
import { APP_FORM_SERVICES } from '@/platform/forms/entity-provider';

/**
 * A stored file's link as the browser can load it: through the app's file resolver (a signed
 * URL for an upload) when there is one; the link on the API's host (`fallback`) otherwise or
 * when resolving fails.
 */
export function useStoredFile(link: string, fallback: string) {
  const resolver = APP_FORM_SERVICES.files;
  const resolved = useQuery({
    queryKey: ['checklists', 'stored-file', link],
    queryFn: ({ signal }): Promise<{ url: string; name?: string }> =>
      resolver ? resolver.resolve(link, signal) : Promise.resolve({ url: fallback }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    url: resolved.data?.url ?? (resolved.isError ? fallback : undefined),
    name: resolved.data?.name,
  };
}

export function StoredImage({ link, fallback, alt }: { link: string; fallback: string; alt: string }) {
  const { url } = useStoredFile(link, fallback);
  return url ? (
    <img src={url} alt={alt} className="max-h-64 max-w-full rounded-md border border-border object-contain" />
  ) : (
    <span role="img" aria-label={alt} className="block h-32 w-48 animate-pulse rounded-md bg-bg-subtle" />
  );
}

export function StoredFileLink({ link, fallback, label }: { link: string; fallback: string; label: string }) {
  const { url, name } = useStoredFile(link, fallback);
  return (
    <a href={url ?? fallback} target="_blank" rel="noreferrer" className="underline underline-offset-2">
      {name ?? label}
    </a>
  );
}
