/**
 * The loading and failed states every list screen shows before its rows: a few skeleton cards
 * announced as loading, or the failure with a retry; and the end of an infinite list.
 */
import { Button, Card, Skeleton } from '@faena/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const SKELETON_ROWS = ['first', 'second', 'third'];

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {SKELETON_ROWS.map((row) => (
        <Card key={row}>
          <Skeleton lines={2} />
        </Card>
      ))}
    </div>
  );
}

export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Card>
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{message}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    </Card>
  );
}

/** The parts of a TanStack infinite query the end of its list needs. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** What the end of a list says, in the list's own words. */
export interface LoadMoreTexts {
  loadMore: string;
  loadingMore: string;
  allLoaded: string;
  loadError: string;
}

/**
 * The end of an infinite list: the next page loads when it comes into view, and with a button,
 * for keyboards; once every page is in, it says so.
 */
export function LoadMore({ pages, texts }: { pages: NextPages; texts: LoadMoreTexts }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(pages.fetchNextPage);
  load.current = pages.fetchNextPage;
  const active = pages.hasNextPage && !pages.isFetchingNextPage && !pages.isFetchNextPageError;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);

  if (!pages.hasNextPage)
    return <p className="py-2 text-center text-body text-fg-muted">{texts.allLoaded}</p>;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-2">
      {pages.isFetchNextPageError ? <p role="alert">{texts.loadError}</p> : null}
      <Button
        variant="secondary"
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? texts.loadingMore : texts.loadMore}
      </Button>
    </div>
  );
}
