import type { ReactNode } from 'react';
import * as s from './illustrations.css.ts';

/** The cases of the status pattern, each with its own drawing. */
export const STATUS_KINDS = ['empty', 'not-found', 'not-available', 'error', 'no-organization'] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

interface IllustrationProps {
  className?: string;
}

/** Decorative: hidden from assistive technology, never focusable. */
function Frame({ children, className }: { children: ReactNode; className?: string | undefined }) {
  return (
    <svg
      className={[s.root, className].filter(Boolean).join(' ')}
      viewBox="0 0 120 96"
      aria-hidden="true"
      focusable="false"
      data-illustration=""
    >
      <ellipse className={s.plate} cx="60" cy="52" rx="56" ry="40" />
      {children}
    </svg>
  );
}

/** Nothing here yet: an empty tray. */
export function EmptyIllustration({ className }: IllustrationProps) {
  return (
    <Frame className={className}>
      <rect className={s.paper} x="34" y="18" width="52" height="40" rx="5" />
      <path className={s.line} d="M44 30h32M44 40h20" />
      <path className={s.paper} d="M24 52h20l6 10h20l6-10h20v20a6 6 0 0 1-6 6H30a6 6 0 0 1-6-6z" />
      <path className={s.accent} d="M50 62h20" />
    </Frame>
  );
}

/** An address that leads nowhere: a page and a magnifier. */
export function NotFoundIllustration({ className }: IllustrationProps) {
  return (
    <Frame className={className}>
      <rect className={s.paper} x="28" y="16" width="46" height="60" rx="5" />
      <path className={s.line} d="M38 30h26M38 40h18M38 50h22" />
      <circle className={s.accentFill} cx="76" cy="56" r="14" />
      <circle className={s.accent} cx="76" cy="56" r="14" />
      <path className={s.accent} d="M86 66l10 10M72 52l8 8M80 52l-8 8" />
    </Frame>
  );
}

/** Not part of this demo: a window with a closed padlock. */
export function NotAvailableIllustration({ className }: IllustrationProps) {
  return (
    <Frame className={className}>
      <rect className={s.paper} x="20" y="20" width="80" height="56" rx="6" />
      <path className={s.line} d="M20 32h80" />
      <circle className={s.plate} cx="28" cy="26" r="2" />
      <circle className={s.plate} cx="35" cy="26" r="2" />
      <rect className={s.accentFill} x="48" y="50" width="24" height="18" rx="3" />
      <rect className={s.accent} x="48" y="50" width="24" height="18" rx="3" />
      <path className={s.accent} d="M53 50v-5a7 7 0 0 1 14 0v5M60 57v4" />
    </Frame>
  );
}

/** Something broke: a window with a warning sign. */
export function ErrorIllustration({ className }: IllustrationProps) {
  return (
    <Frame className={className}>
      <rect className={s.paper} x="20" y="20" width="80" height="56" rx="6" />
      <path className={s.line} d="M20 32h80M30 44h22M30 54h14" />
      <path className={s.dangerFill} d="M78 40l16 28H62z" />
      <path className={s.danger} d="M78 40l16 28H62zM78 50v8M78 63v.5" />
    </Frame>
  );
}

/** No organisation at this address: a building with a question mark. */
export function NoOrganizationIllustration({ className }: IllustrationProps) {
  return (
    <Frame className={className}>
      <path className={s.paper} d="M30 78V30l28-12v60zM58 78V36h30v42z" />
      <path className={s.line} d="M38 38h10M38 48h10M38 58h10M66 46h14M66 56h14" />
      <circle className={s.accentFill} cx="88" cy="28" r="12" />
      <circle className={s.accent} cx="88" cy="28" r="12" />
      <path className={s.accent} d="M84 25a4 4 0 1 1 5 4v2M89 35v.5" />
    </Frame>
  );
}

const byKind = {
  empty: EmptyIllustration,
  'not-found': NotFoundIllustration,
  'not-available': NotAvailableIllustration,
  error: ErrorIllustration,
  'no-organization': NoOrganizationIllustration,
} satisfies Record<StatusKind, (props: IllustrationProps) => ReactNode>;

/** The drawing of one status case. */
export function StatusIllustration({ kind, className }: IllustrationProps & { kind: StatusKind }) {
  const Drawing = byKind[kind];
  return <Drawing className={className} />;
}
