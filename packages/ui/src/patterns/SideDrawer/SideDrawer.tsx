import * as Dialog from '@radix-ui/react-dialog';
import { type ReactElement, type ReactNode, useState } from 'react';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { CloseIcon, LogoutIcon, SettingsIcon } from '../../components/Icons/Icons.tsx';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { formatText } from '../format.ts';
import { defaultRenderLink, type RenderLink } from '../link.tsx';
import * as styles from './SideDrawer.css.ts';

/** A navigation entry of the drawer: a section and, below it, its own entries. */
export interface SideDrawerItem {
  id: string;
  href: string;
  label: string;
  icon?: ReactNode;
  children?: SideDrawerItem[];
}

export interface SideDrawerProps {
  /** The app's sections (what the desktop sidebar holds), above settings and logout. */
  items?: SideDrawerItem[];
  /** The current section or entry (`aria-current="page"`). */
  activeId?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element (the top bar's menu button) that opens the drawer; it gets focus back on close. */
  trigger?: ReactElement;
  /** The heading (default 'Menú'), the dialog's accessible name. */
  title?: ReactNode;
  /** Shows 'Configuración' linking here. */
  settingsHref?: string;
  /** Shows 'Cerrar sesión'. */
  onLogout?: () => void;
  /** The app version, shown as 'Versión {version}' (SPEC 9). */
  version?: string;
  /** Extra entries or content above settings and logout. */
  children?: ReactNode;
  /** The edge it slides from (default `left`). */
  side?: 'left' | 'right';
  renderLink?: RenderLink;
  className?: string;
}

/**
 * SPEC 2.3 side drawer: a side sheet on Radix Dialog (focus trapped, Escape and backdrop close,
 * focus returns to the trigger) holding settings, logout and the app version.
 */
export function SideDrawer({
  items,
  activeId,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  settingsHref,
  onLogout,
  version,
  children,
  side = 'left',
  renderLink = defaultRenderLink,
  className,
}: SideDrawerProps) {
  const texts = useUiText();
  const t = texts.sideDrawer;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const entryLink = (item: SideDrawerItem) =>
    renderLink({
      href: item.href,
      className: styles.entry,
      onClick: () => setOpen(false),
      ...(item.id === activeId ? { 'aria-current': 'page' as const } : {}),
      children: (
        <>
          {item.icon ? (
            <span className={styles.entryIcon} aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          {item.label}
        </>
      ),
    });

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-slot="overlay" />
        <Dialog.Content
          className={[styles.content, styles.side[side], className].filter(Boolean).join(' ')}
          data-side={side}
          aria-describedby={undefined}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title ?? t.title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={t.close} icon={<CloseIcon />} size="sm" />
            </Dialog.Close>
          </div>
          <nav className={styles.body} aria-label={typeof title === 'string' ? title : t.title}>
            {items && items.length > 0 ? (
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={item.id}>
                    {entryLink(item)}
                    {item.children && item.children.length > 0 ? (
                      <ul className={[styles.list, styles.subList].join(' ')} aria-label={item.label}>
                        {item.children.map((child) => (
                          <li key={child.id}>{entryLink(child)}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {children}
            {settingsHref || onLogout ? (
              <ul className={styles.list}>
                {settingsHref ? (
                  <li>
                    {renderLink({
                      href: settingsHref,
                      className: styles.entry,
                      onClick: () => setOpen(false),
                      children: (
                        <>
                          <span className={styles.entryIcon} aria-hidden="true">
                            <SettingsIcon />
                          </span>
                          {t.settings}
                        </>
                      ),
                    })}
                  </li>
                ) : null}
                {onLogout ? (
                  <li>
                    <button
                      type="button"
                      className={[styles.entry, styles.danger].join(' ')}
                      onClick={() => {
                        setOpen(false);
                        onLogout();
                      }}
                    >
                      <span className={styles.entryIcon} aria-hidden="true">
                        <LogoutIcon />
                      </span>
                      {t.logout}
                    </button>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </nav>
          {version ? (
            <p className={styles.footer} data-slot="version">
              {formatText(t.version, { version })}
            </p>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
