/**
 * A stored file's link as the browser can open it, through the app's `FileResolver` (a signed
 * URL for an `<img>`, the file's name). Without a resolver, or when resolving fails, the link is
 * used as it is, so a form still shows what it can.
 */
import { useEffect, useState } from 'react';
import type { FileResolver, ResolvedFile } from '../services.ts';

/**
 * `null` while the link resolves (the widget shows the name or nothing rather than a broken
 * image); the resolved file after; `{ url: link }` without a resolver or when it fails.
 */
export function useResolvedFile(
  link: string | null,
  resolver: FileResolver | undefined,
): ResolvedFile | null {
  const [resolved, setResolved] = useState<{ link: string; file: ResolvedFile } | null>(null);

  useEffect(() => {
    if (link === null || !resolver) return;
    const controller = new AbortController();
    resolver.resolve(link, controller.signal).then(
      (file) => {
        if (!controller.signal.aborted) setResolved({ link, file });
      },
      () => {
        if (!controller.signal.aborted) setResolved({ link, file: { url: link } });
      },
    );
    return () => controller.abort();
  }, [link, resolver]);

  if (link === null) return null;
  if (!resolver) return { url: link };
  return resolved?.link === link ? resolved.file : null;
}
