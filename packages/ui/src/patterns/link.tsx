import type { MouseEvent, ReactNode } from 'react';

/** What a pattern hands to `renderLink`: the app maps it onto its router's link. */
export interface RenderLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
  /** A tooltip (the whole label where a pattern may cut it). */
  title?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Renders a link; patterns default to a plain `<a>` so they never depend on a router. */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

export const defaultRenderLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
