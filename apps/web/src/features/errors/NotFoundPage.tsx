import { NotFound } from '@faena/ui';
import { useScreenRoot } from '../../app/shell/shell-context';
import { routerLink } from './routerLink';

/** SPEC 2.1 `*`: the design system's not-found screen. */
export function NotFoundPage() {
  return <NotFound as={useScreenRoot()} renderLink={routerLink} />;
}
