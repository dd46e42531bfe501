import type { MouseEvent, ReactNode } from 'react';
import { buttonVariants } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { defaultRenderLink, type RenderLink } from '../link.tsx';

export interface NotFoundProps {
  /** `web` (default): 'Pagina no encontrada' with a go-home link; `native`: 'Pantalla no encontrada'. */
  variant?: 'web' | 'native';
  /** Where 'Ir al inicio' leads (default '/'). */
  homeHref?: string;
  /** Called when 'Ir al inicio' is clicked (native: shows the action only when given). */
  onGoHome?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Renders the go-home link with the app's router; defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /**
   * `not-found` (default) or `not-available` (an area this installation does not offer yet): the
   * illustration; pass the matching `title` and `description`.
   */
  kind?: 'not-found' | 'not-available';
  /** Replaces the default heading. */
  title?: ReactNode;
  /** Replaces the default explanation. */
  description?: ReactNode;
  /** The root element: `main` (default, a full page) or `div` (inside a layout that has its own `main`). */
  as?: 'main' | 'div';
  className?: string;
}

/** SPEC 2.3: the not-found screen. Its heading is the page's `h1`. */
export function NotFound({
  variant = 'web',
  homeHref = '/',
  onGoHome,
  renderLink = defaultRenderLink,
  title,
  description,
  as = 'main',
  kind = 'not-found',
  className,
}: NotFoundProps) {
  const texts = useUiText();
  const native = variant === 'native';
  const showHome = !native || onGoHome !== undefined;
  return (
    <EmptyState
      as={as}
      size="screen"
      kind={kind}
      titleAs="h1"
      {...(className ? { className } : {})}
      title={title ?? (native ? texts.notFound.nativeTitle : texts.notFound.webTitle)}
      description={description ?? (native ? texts.notFound.nativeDescription : texts.notFound.webDescription)}
      action={
        showHome
          ? renderLink({
              href: homeHref,
              className: buttonVariants({ variant: 'primary' }),
              children: texts.notFound.goHome,
              ...(onGoHome ? { onClick: onGoHome } : {}),
            })
          : undefined
      }
    />
  );
}
