import { type MouseEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { Button, buttonVariants } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { DownloadIcon, RefreshIcon } from '../../components/Icons/Icons.tsx';
import { useUiLocale, useUiText } from '../../i18n/UiTextProvider.tsx';
import { defaultRenderLink, type RenderLink } from '../link.tsx';
import * as styles from './ErrorScreen.css.ts';
import { downloadHtml, errorReportHtml, errorReportText } from './error-report.ts';

export interface ErrorScreenSupport {
  email?: string;
  phone?: string;
  url?: string;
  /** The link text for `url` (defaults to the URL). */
  label?: string;
}

export interface ErrorScreenProps {
  /** What was thrown; its message and stack go into the technical details. */
  error?: unknown;
  /** Extra technical text (component stack, request id…). */
  details?: string;
  /** `web` (default) or `native` (adds the restart-the-app step). */
  variant?: 'web' | 'native';
  /** The reload step's action; defaults to `window.location.reload()`. */
  onReload?: () => void;
  /** Where 'Ir al inicio' leads (default '/'). */
  homeHref?: string;
  onGoHome?: (event: MouseEvent<HTMLAnchorElement>) => void;
  renderLink?: RenderLink;
  /** Shows a 'Borrar datos' button on the clear-data step. */
  onClearData?: () => void;
  /** Support contact shown at the bottom. */
  support?: ErrorScreenSupport;
  /** Included in the details (SPEC 9 app version). */
  appVersion?: string;
  /** The address shown in the details; defaults to `window.location.href` (pass one without secrets). */
  url?: string;
  /** The browser shown in the details; defaults to `navigator.userAgent`. */
  userAgent?: string;
  /** The downloaded file name; defaults to `faena-error-<timestamp>.html`. */
  fileName?: string;
  /** Replaces the default explanation under the heading (e.g. why the app had to reload). */
  description?: ReactNode;
  /** The root element: `main` (default) or `div`. */
  as?: 'main' | 'div';
  className?: string;
}

function Step({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <li className={styles.step}>
      {children}
      {action ? <span className={styles.stepAction}>{action}</span> : null}
    </li>
  );
}

/**
 * SPEC 2.3: the full-page unknown-error screen: 'Vaya, algo salió mal', recovery steps, technical
 * details in a disclosure with an HTML download, and the support contact.
 */
export function ErrorScreen({
  error,
  details,
  variant = 'web',
  onReload,
  homeHref = '/',
  onGoHome,
  renderLink = defaultRenderLink,
  onClearData,
  support,
  appVersion,
  url,
  userAgent,
  fileName,
  description,
  as = 'main',
  className,
}: ErrorScreenProps) {
  const texts = useUiText();
  const locale = useUiLocale();
  const t = texts.errorScreen;
  const [time] = useState(() => new Date());
  const summaryId = useId();
  const address = url ?? (typeof window !== 'undefined' ? window.location.href : undefined);
  const browser = userAgent ?? (typeof navigator !== 'undefined' ? navigator.userAgent : undefined);
  const report = useMemo(
    () => ({
      error,
      time,
      ...(details ? { details } : {}),
      ...(appVersion ? { appVersion } : {}),
      ...(address ? { url: address } : {}),
      ...(browser ? { userAgent: browser } : {}),
    }),
    [error, details, appVersion, address, browser, time],
  );
  const technical = useMemo(() => errorReportText(report, t), [report, t]);

  const reload = onReload ?? (() => window.location.reload());
  const download = () => {
    const stamp = report.time.toISOString().replace(/[:.]/g, '-');
    downloadHtml(errorReportHtml(report, t, locale), fileName ?? `faena-error-${stamp}.html`);
  };

  return (
    <EmptyState
      as={as}
      size="screen"
      kind="error"
      titleAs="h1"
      title={t.title}
      description={description ?? t.description}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <ol className={styles.steps}>
        <Step
          action={
            <Button size="sm" variant="secondary" startIcon={<RefreshIcon />} onClick={reload}>
              {t.reloadAction}
            </Button>
          }
        >
          {t.reload}
        </Step>
        <Step
          action={renderLink({
            href: homeHref,
            className: buttonVariants({ variant: 'secondary', size: 'sm' }),
            children: t.goHomeAction,
            ...(onGoHome ? { onClick: onGoHome } : {}),
          })}
        >
          {t.goHome}
        </Step>
        {variant === 'native' ? <Step>{t.restart}</Step> : null}
        <Step
          action={
            onClearData ? (
              <Button size="sm" variant="secondary" onClick={onClearData}>
                {t.clearDataAction}
              </Button>
            ) : undefined
          }
        >
          {t.clearData}
        </Step>
        <Step>{t.tryLater}</Step>
      </ol>
      <details className={styles.details}>
        <summary id={summaryId} className={styles.summary}>
          {t.details}
        </summary>
        <div className={styles.detailsBody}>
          {/* Long details scroll: a named, focusable region so the keyboard can reach and scroll them. */}
          <section
            className={styles.scroller}
            aria-labelledby={summaryId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable to scroll by keyboard
            tabIndex={0}
          >
            <pre className={styles.pre} data-slot="technical-details">
              {technical}
            </pre>
          </section>
          <Button size="sm" variant="ghost" startIcon={<DownloadIcon />} onClick={download}>
            {t.download}
          </Button>
        </div>
      </details>
      {support && (support.email || support.phone || support.url) ? (
        <p className={styles.support}>
          {t.support}{' '}
          {[
            support.email ? (
              <a key="email" className={styles.supportLink} href={`mailto:${support.email}`}>
                {support.email}
              </a>
            ) : null,
            support.phone ? (
              <a key="phone" className={styles.supportLink} href={`tel:${support.phone.replace(/\s+/g, '')}`}>
                {support.phone}
              </a>
            ) : null,
            support.url ? (
              <a key="url" className={styles.supportLink} href={support.url} target="_blank" rel="noreferrer">
                {support.label ?? support.url}
              </a>
            ) : null,
          ]
            .filter(Boolean)
            .flatMap((link, index) => (index === 0 ? [link] : [' · ', link]))}
        </p>
      ) : null}
    </EmptyState>
  );
}
