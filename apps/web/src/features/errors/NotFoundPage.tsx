import { NotFound } from '@faena/ui';
import { routerLink } from './routerLink';

/** SPEC 2.1 `*`: the design system's not-found screen. */
export function NotFoundPage() {
  return <NotFound renderLink={routerLink} />;
}
