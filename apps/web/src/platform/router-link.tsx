import type { RenderLink } from '@faena/ui';
import { Link } from 'react-router';

/** Renders the links of @faena/ui patterns with the app's router (no full page load). */
export const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
