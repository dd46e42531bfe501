import { useEffect, useMemo, useRef, useState } from 'react';
import { appFileResolver, uploadIdOfLink } from '@/platform/files/uploader';
import { renderMarkdown, sanitizeHtml } from './markdown';
import * as styles from './posts.css';

/**
 * Sanitised HTML of a post, shown as is: the server's `bodyHtml` (sanitised there and again
 * here), or the editor's markdown rendered through the same sanitiser. Pictures on the API
 * (`/api/…`) are loaded from the API's host; an upload just made on this device shows from its
 * local copy (`localImages`: upload id → object URL).
 */
export function PostBody({
  html,
  markdown,
  localImages,
  label,
}: {
  html?: string;
  markdown?: string;
  localImages?: ReadonlyMap<string, string>;
  label?: string;
}) {
  const safe = useMemo(
    () => (html !== undefined ? sanitizeHtml(html) : renderMarkdown(markdown ?? '')),
    [html, markdown],
  );
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = container.current;
    if (!root || !safe) return;
    const controller = new AbortController();
    for (const image of root.querySelectorAll('img')) {
      const link = image.getAttribute('src') ?? '';
      const uploadId = uploadIdOfLink(link);
      const local = uploadId ? localImages?.get(uploadId) : undefined;
      if (local) {
        image.src = local;
        continue;
      }
      if (!link.startsWith('/api/')) continue;
      void appFileResolver.resolve(link, controller.signal).then(
        (file) => {
          if (!controller.signal.aborted) image.src = file.url;
        },
        () => {},
      );
    }
    return () => controller.abort();
  }, [safe, localImages]);

  return (
    <div
      ref={container}
      className={styles.prose}
      {...(label ? { role: 'region', 'aria-label': label } : {})}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the shared DOMPurify whitelist just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/**
 * A link as the browser can load it: one on the API (`/api/…`, an upload's link) on the API's
 * host and signed when it names an upload; any other as it is. Null while it is being asked for.
 */
export function useApiUrl(link: string | null): string | null {
  const direct = link && !link.startsWith('/api/') ? link : null;
  const [resolved, setResolved] = useState<{ link: string; url: string } | null>(null);
  useEffect(() => {
    const apiLink = link?.startsWith('/api/') ? link : null;
    if (!apiLink) return;
    const controller = new AbortController();
    appFileResolver.resolve(apiLink, controller.signal).then(
      (file) => {
        if (!controller.signal.aborted) setResolved({ link: apiLink, url: file.url });
      },
      () => {},
    );
    return () => controller.abort();
  }, [link]);
  return direct ?? (resolved && resolved.link === link ? resolved.url : null);
}
