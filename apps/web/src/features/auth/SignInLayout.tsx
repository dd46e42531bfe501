import type { ReactNode } from 'react';
import { useAppContext } from '@/platform/context';
import { OrganizationLogo } from '@/platform/organization/OrganizationLogo';

/** The frame of the public sign-in screens: the organisation's logo and a titled card. */
export function SignInLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { organization } = useAppContext();
  return (
    <main className="flex min-h-dvh items-start justify-center bg-bg-subtle p-4 sm:items-center">
      <section
        aria-labelledby="sign-in-title"
        className="flex w-full max-w-sm flex-col gap-5 rounded-xl bg-surface p-6 shadow-md sm:p-8"
      >
        <header className="flex flex-col items-center gap-3 text-center">
          <OrganizationLogo organization={organization} height={48} />
          <h1 id="sign-in-title" className="text-page-title font-semibold">
            {title}
          </h1>
          {subtitle ? <p className="text-fg-muted">{subtitle}</p> : null}
        </header>
        {children}
      </section>
    </main>
  );
}

/** A message in the card: errors are alerts, the rest polite status updates. */
export function SignInMessage({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return tone === 'error' ? (
    <p role="alert" className="rounded-md bg-danger-subtle p-3 text-body text-danger">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-md bg-info-subtle p-3 text-body text-fg">
      {children}
    </p>
  );
}
