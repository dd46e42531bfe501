import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from './session';

/** Whether this session acts as another person (an administrator impersonating). */
export function useImpersonating(): boolean {
  return useSession().impersonating !== null;
}

/**
 * What the server refuses in an impersonation session (403 IMPERSONATING: changing
 * permissions, impersonating, the organization's settings): while impersonating, its
 * controls are replaced by a note saying why they are not there. Every such control is
 * wrapped in this one component.
 */
export function NotWhileImpersonating({ children }: { children: ReactNode }) {
  const { t } = useTranslation('session');
  if (!useImpersonating()) return children;
  return (
    <p role="note" className="rounded-md border border-border bg-bg-subtle p-3 text-body text-fg-muted">
      {t('notWhileImpersonating')}
    </p>
  );
}
