import { NotFound } from '@faena/ui';
import { routerLink } from '../router-link';
import { useScreenRoot } from '../screen';

/** SPEC 2.1 `*`: the design system's not-found screen. */
export function NotFoundPage() {
  return <NotFound as={useScreenRoot()} renderLink={routerLink} />;
}
