import { Logo, type LogoSize } from '@faena/ui';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useAppContext } from '@/platform/context';
import { routerLink } from '@/platform/router-link';
import { logoSource } from './navigation';

/**
 * SPEC 2.3 logo rule: under /public the organisation's logo (once the organisation has loaded),
 * elsewhere the default logo. It leads to /; under /public with a full page load.
 */
export function ShellLogo({ size = 'sm' }: { size?: LogoSize }) {
  const { pathname } = useLocation();
  const { organization } = useAppContext();
  const source = logoSource(pathname, organization);
  if (!source) return null;
  const fullReload = pathname.startsWith('/public');
  const onClick = fullReload
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        window.location.assign('/');
      }
    : undefined;
  return (
    <Logo
      src={source.src}
      name={source.name}
      size={size}
      renderLink={routerLink}
      {...(onClick ? { onClick } : {})}
    />
  );
}
