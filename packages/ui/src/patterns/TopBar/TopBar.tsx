import { type FormEvent, type ReactNode, useState } from 'react';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { MenuIcon, SearchIcon } from '../../components/Icons/Icons.tsx';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { Logo, type LogoProps } from '../Logo/Logo.tsx';
import { defaultRenderLink, type RenderLink } from '../link.tsx';
import { NotificationBell } from '../NotificationBell/NotificationBell.tsx';
import { SideDrawer, type SideDrawerProps } from '../SideDrawer/SideDrawer.tsx';
import * as styles from './TopBar.css.ts';

export interface TopBarUser {
  name: string;
  picture?: string | null;
}

export interface TopBarProps {
  /** `default`: menu button and search; `taskManagerHome`: the organisation logo and `badge` instead. */
  variant?: 'default' | 'taskManagerHome';
  /** The menu button's action (without `drawer`). */
  onMenuClick?: () => void;
  /** Makes the menu button open a `SideDrawer` with these props. */
  drawer?: Omit<SideDrawerProps, 'trigger'>;
  /** Hides the search box when `false` (default shown in the `default` variant). */
  showSearch?: boolean;
  /** Controlled search text. */
  searchValue?: string;
  onSearchChange?: (value: string) => void;
  /** Called on Enter in the search box. */
  onSearch?: (value: string) => void;
  /** The search box placeholder (default 'Buscar'). */
  searchPlaceholder?: string;
  /** Shows the notifications link (SPEC 2.3: needs VIEW_NOTIFICATIONS). */
  notificationsHref?: string;
  unreadCount?: number;
  /** The signed-in user; shows the avatar link to `profileHref`. */
  user?: TopBarUser;
  /** Where the avatar leads (default '/profile'). */
  profileHref?: string;
  /** `taskManagerHome`: the organisation logo (links home; SPEC 2.3 logo rule). */
  logo?: Omit<LogoProps, 'renderLink' | 'size'>;
  /** `taskManagerHome`: an optional badge next to the logo. */
  badge?: ReactNode;
  renderLink?: RenderLink;
  className?: string;
}

/**
 * SPEC 2.3 mobile top bar: menu button, search box, notifications link and profile avatar link; in
 * the task-manager home the organisation logo (and an optional badge) replace the menu and search.
 */
export function TopBar({
  variant = 'default',
  onMenuClick,
  drawer,
  showSearch = true,
  searchValue,
  onSearchChange,
  onSearch,
  searchPlaceholder,
  notificationsHref,
  unreadCount,
  user,
  profileHref = '/profile',
  logo,
  badge,
  renderLink = defaultRenderLink,
  className,
}: TopBarProps) {
  const texts = useUiText();
  const t = texts.topBar;
  const [uncontrolledSearch, setUncontrolledSearch] = useState('');
  const search = searchValue ?? uncontrolledSearch;
  const home = variant === 'taskManagerHome';

  const menuButton = <IconButton label={t.menu} icon={<MenuIcon />} onClick={onMenuClick} />;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch?.(search);
  };

  return (
    <header className={[styles.root, className].filter(Boolean).join(' ')} data-variant={variant}>
      {home ? (
        <div className={styles.brand}>
          <Logo {...logo} renderLink={renderLink} size="md" />
          {badge}
        </div>
      ) : (
        <>
          {drawer ? (
            <SideDrawer {...drawer} renderLink={drawer.renderLink ?? renderLink} trigger={menuButton} />
          ) : (
            menuButton
          )}
          {showSearch ? (
            // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari < 17 and jsdom; the role works everywhere.
            <form role="search" className={styles.search} onSubmit={submit}>
              <span className={styles.searchIcon} aria-hidden="true">
                <SearchIcon />
              </span>
              <input
                type="search"
                className={styles.searchInput}
                aria-label={t.search}
                placeholder={searchPlaceholder ?? t.search}
                value={search}
                onChange={(event) => {
                  if (searchValue === undefined) setUncontrolledSearch(event.target.value);
                  onSearchChange?.(event.target.value);
                }}
              />
            </form>
          ) : (
            <span className={styles.spacer} />
          )}
        </>
      )}
      {home ? <span className={styles.spacer} /> : null}
      <div className={styles.actions}>
        {notificationsHref !== undefined ? (
          <NotificationBell href={notificationsHref} unreadCount={unreadCount} renderLink={renderLink} />
        ) : null}
        {user
          ? renderLink({
              href: profileHref,
              className: styles.avatarLink,
              'aria-label': t.profile,
              children: (
                <span aria-hidden="true" style={{ display: 'inline-flex' }}>
                  <Avatar name={user.name} src={user.picture ?? null} size="sm" />
                </span>
              ),
            })
          : null}
      </div>
    </header>
  );
}
