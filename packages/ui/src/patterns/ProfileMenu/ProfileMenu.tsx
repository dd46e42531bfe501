import type { ReactElement, ReactNode } from 'react';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../components/DropdownMenu/DropdownMenu.tsx';
import { EditIcon, LogoutIcon, SettingsIcon } from '../../components/Icons/Icons.tsx';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { defaultRenderLink, type RenderLink } from '../link.tsx';
import * as styles from './ProfileMenu.css.ts';

export interface ProfileMenuUser {
  name: string;
  email: string;
  picture?: string | null;
}

export interface ProfileMenuProps {
  user: ProfileMenuUser;
  /** Shows 'Editar perfil' linking here (SPEC 2.3: /profile/edit, behind a feature flag). */
  editProfileHref?: string;
  /** Shows 'Configuración' linking here (needs VIEW_SETTINGS and the settings feature). */
  settingsHref?: string;
  /** Shows 'Cerrar sesión'. */
  onLogout?: () => void;
  /** Renders the menu's links with the app's router; defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** Extra items (`DropdownMenuItem`s) after settings. */
  children?: ReactNode;
  /** `sm` 32px (default), `md` 40px, `lg` 56px avatar trigger. */
  size?: 'sm' | 'md' | 'lg';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * SPEC 2.3 profile menu: an avatar button opening a menu with the avatar, name and email, then
 * edit profile, settings and logout (each only when its prop is given).
 */
export function ProfileMenu({
  user,
  editProfileHref,
  settingsHref,
  onLogout,
  renderLink = defaultRenderLink,
  children,
  size = 'sm',
  open,
  defaultOpen,
  onOpenChange,
  className,
}: ProfileMenuProps) {
  const texts = useUiText();
  const t = texts.profileMenu;
  const linkItem = (href: string, icon: ReactNode, label: string) => (
    <DropdownMenuItem asChild>
      {
        renderLink({
          href,
          children: (
            <>
              <span aria-hidden="true" style={{ display: 'inline-flex' }}>
                {icon}
              </span>
              {label}
            </>
          ),
        }) as ReactElement
      }
    </DropdownMenuItem>
  );
  const hasActions = Boolean(editProfileHref || settingsHref || onLogout || children);
  return (
    <DropdownMenu
      align="end"
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
      trigger={
        <button
          type="button"
          className={[styles.trigger, className].filter(Boolean).join(' ')}
          aria-label={t.trigger}
          title={user.name}
        >
          <Avatar name={user.name} src={user.picture ?? null} size={size} />
        </button>
      }
    >
      <DropdownMenuLabel className={styles.header}>
        {/* Hidden: a menu may only own menu roles; the name follows as text. */}
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          <Avatar name={user.name} src={user.picture ?? null} size="md" />
        </span>
        <span className={styles.identity}>
          <span className={styles.name}>{user.name}</span>
          <span className={styles.email}>{user.email}</span>
        </span>
      </DropdownMenuLabel>
      {hasActions ? <DropdownMenuSeparator /> : null}
      {editProfileHref ? linkItem(editProfileHref, <EditIcon />, t.editProfile) : null}
      {settingsHref ? linkItem(settingsHref, <SettingsIcon />, t.settings) : null}
      {children}
      {onLogout ? (
        <>
          {editProfileHref || settingsHref || children ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem icon={<LogoutIcon />} onSelect={onLogout}>
            {t.logout}
          </DropdownMenuItem>
        </>
      ) : null}
    </DropdownMenu>
  );
}
