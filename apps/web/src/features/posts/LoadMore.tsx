import { Button } from '@faena/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** More on scroll (when the end of the feed comes into view) and with a button, for keyboards. */
export function LoadMore({
  hasMore,
  loading,
  failed,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}) {
  const { t } = useTranslation('posts');
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  const active = hasMore && !loading && !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  if (!hasMore) return <p className="py-2 text-center text-caption text-fg-muted">{t('feed.allLoaded')}</p>;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-2">
      {failed ? <p role="alert">{t('feed.loadError')}</p> : null}
      <Button variant="secondary" size="sm" onClick={onLoad} disabled={loading}>
        {loading ? t('feed.loadingMore') : t('feed.loadMore')}
      </Button>
    </div>
  );
}
