import { Button, ImpersonationBanner, useBreakpoint } from '@faena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { ShellParts } from '@/platform/feature';
import { InShellContext } from '@/platform/screen';
import { DesktopHeader, DesktopRail } from './DesktopChrome';
import { MobileBottomBar, MobileTopBar } from './MobileChrome';
import { useChunkApology } from './useChunkApology';
import { useDoubleShift } from './useDoubleShift';
import { useShellModel } from './useShellModel';

/** The frame of every signed-in screen (SPEC 2.3); the screen renders in its `main`. */
export function AppShell({ parts = [] }: { parts?: readonly ShellParts[] }) {
  const { isDesktop } = useBreakpoint();
  const model = useShellModel(parts);
  const [fallback, setFallback] = useState(false);
  useDoubleShift(() => setFallback((on) => !on));
  useChunkApology();

  const content = (
    <main id="content" className="flex flex-1 flex-col">
      <InShellContext value={true}>
        <Outlet />
      </InShellContext>
    </main>
  );

  if (fallback) return <FallbackView onExit={() => setFallback(false)}>{content}</FallbackView>;
  return (
    <>
      <SkipLink />
      {/* The screen keeps one place in the tree for both layouts, so crossing 992px (rotating a
          tablet) swaps the chrome around it without re-mounting it and losing its state. */}
      <div className={isDesktop ? 'flex min-h-dvh bg-bg-subtle' : 'flex min-h-dvh flex-col bg-bg-subtle'}>
        {isDesktop ? <DesktopRail model={model} /> : null}
        <div className="flex min-w-0 flex-1 flex-col">
          {isDesktop ? <DesktopHeader model={model} /> : <MobileTopBar model={model} />}
          {model.notice}
          {parts.map(({ Background }, index) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never change order.
            Background ? <Background key={index} /> : null,
          )}
          {content}
          {isDesktop ? null : <MobileBottomBar model={model} />}
        </div>
      </div>
      {isDesktop && model.impersonating ? (
        <ImpersonationBanner name={model.impersonating.name} onExit={model.logout} />
      ) : null}
    </>
  );
}

/** A keyboard shortcut past the navigation, visible only when focused. */
function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href="#content"
      className="sr-only z-50 rounded-md bg-surface px-3 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  );
}

/** SPEC 2.3 easter egg: the current screen without the shell's chrome (double Shift toggles it). */
function FallbackView({ onExit, children }: { onExit: () => void; children: React.ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <div className="flex min-h-dvh flex-col bg-surface" data-view="fallback">
      <section
        aria-label={t('fallbackView')}
        className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2 text-body"
      >
        <p>
          <strong>{t('fallbackView')}</strong> · {t('fallbackViewHint')}
        </p>
        <Button size="sm" variant="ghost" onClick={onExit}>
          {t('fallbackViewExit')}
        </Button>
      </section>
      {children}
    </div>
  );
}
