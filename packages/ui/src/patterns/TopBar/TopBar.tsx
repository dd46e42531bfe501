import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
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

/** A result of the top bar's search: a place to go. */
export interface TopBarSearchResult {
  id: string;
  label: string;
  /** A second line (the section it is in). */
  description?: string;
  href: string;
}

export interface TopBarProps {
  /**
   * `default`: menu button, then search; `taskManagerHome`: the organisation logo and `badge` in
   * the menu button's place, so the search, bell and avatar stay where every screen has them.
   */
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
  /** Called on Enter in the search box (when no result is chosen). */
  onSearch?: (value: string) => void;
  /**
   * Makes the search box a combobox listing these results below it (ARIA combobox with a
   * listbox: arrows move, Enter opens the chosen one, Escape closes and then clears).
   */
  searchResults?: TopBarSearchResult[];
  /** Opens a chosen result (the app navigates). */
  onSearchSelect?: (result: TopBarSearchResult) => void;
  /** Read to screen readers as the results change ('3 resultados.'); shown when there are none. */
  searchStatus?: string;
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
 * the task-manager home the organisation logo (and an optional badge) replace the menu button.
 */
export function TopBar({
  variant = 'default',
  onMenuClick,
  drawer,
  showSearch = true,
  searchValue,
  onSearchChange,
  onSearch,
  searchResults,
  onSearchSelect,
  searchStatus,
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

  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const combobox = searchResults !== undefined;
  const results = searchResults ?? [];
  const showList = combobox && open && search.trim() !== '';
  const setSearch = (value: string) => {
    if (searchValue === undefined) setUncontrolledSearch(value);
    onSearchChange?.(value);
  };
  const choose = (result: TopBarSearchResult) => {
    setOpen(false);
    setActive(-1);
    setSearch('');
    onSearchSelect?.(result);
  };

  const menuButton = <IconButton label={t.menu} icon={<MenuIcon />} onClick={onMenuClick} />;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = showList
      ? (results[active] ?? (results.length === 1 ? results[0] : undefined))
      : undefined;
    if (chosen) choose(chosen);
    else onSearch?.(search);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!combobox) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        (index) => (index + step + results.length + (index < 0 && step < 0 ? 1 : 0)) % results.length,
      );
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showList) setOpen(false);
      else setSearch('');
      setActive(-1);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;

  const searchForm = (
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
        {...(combobox
          ? {
              role: 'combobox',
              'aria-expanded': showList,
              'aria-controls': listId,
              'aria-autocomplete': 'list' as const,
              ...(showList && active >= 0 && results[active]
                ? { 'aria-activedescendant': optionId(active) }
                : {}),
            }
          : {})}
        autoComplete={combobox ? 'off' : undefined}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setSearch(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
      />
      {combobox ? (
        <div className={styles.popup} hidden={!showList}>
          <div id={listId} role="listbox" aria-label={t.search} className={styles.results}>
            {results.map((result, index) => (
              // The keyboard stays in the combobox (aria-activedescendant); a pointer picks here.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys.
              <div
                key={result.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={styles.result}
                // Chosen before the box loses focus.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(result)}
              >
                <span className={styles.resultLabel}>{result.label}</span>
                {result.description ? (
                  <span className={styles.resultDescription}>{result.description}</span>
                ) : null}
              </div>
            ))}
          </div>
          {results.length === 0 && searchStatus ? (
            <p className={styles.none} aria-hidden="true">
              {searchStatus}
            </p>
          ) : null}
        </div>
      ) : null}
      {combobox ? (
        <span className={styles.srOnly} role="status">
          {showList ? searchStatus : ''}
        </span>
      ) : null}
    </form>
  );

  return (
    <header className={[styles.root, className].filter(Boolean).join(' ')} data-variant={variant}>
      {home ? (
        <div className={styles.brand}>
          <Logo {...logo} renderLink={renderLink} size="sm" />
          {badge}
        </div>
      ) : drawer ? (
        <SideDrawer {...drawer} renderLink={drawer.renderLink ?? renderLink} trigger={menuButton} />
      ) : (
        menuButton
      )}
      {showSearch ? searchForm : <span className={styles.spacer} />}
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
