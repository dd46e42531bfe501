import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { IconButton } from '../../components/IconButton/IconButton.tsx';
import { CloseIcon, PlusIcon } from '../../components/Icons/Icons.tsx';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { defaultRenderLink, type RenderLink } from '../link.tsx';
import * as styles from './BottomTabBar.css.ts';

/** SPEC 2.3 / 9: the bottom bar has 3 columns. */
export const BOTTOM_BAR_COLUMNS = 3;

export interface BottomTab {
  /** A stable key (also what `activeId` refers to). */
  id: string;
  label: string;
  href: string;
  /** An icon (hidden from screen readers). */
  icon: ReactNode;
}

export interface BottomTabBarProps {
  /** SPEC 2.3 tabs: Home (VIEW_HOME), Activities, Reports, one per workflow type. */
  tabs: BottomTab[];
  /** The current tab: it gets `aria-current="page"`. */
  activeId?: string;
  renderLink?: RenderLink;
  /** `fixed` (default) pins it to the bottom of the viewport; `static` keeps it in the flow. */
  position?: 'fixed' | 'static';
  /** Controlled state of the all-tabs overlay. */
  overlayOpen?: boolean;
  onOverlayOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * SPEC 2.3 mobile bottom tab bar: 3 columns; with more than 3 tabs the last slot is a plus button
 * opening an overlay grid of all tabs (a dialog with a close button; Escape closes it too).
 */
export function BottomTabBar({
  tabs,
  activeId,
  renderLink = defaultRenderLink,
  position = 'fixed',
  overlayOpen,
  onOverlayOpenChange,
  className,
}: BottomTabBarProps) {
  const texts = useUiText();
  const t = texts.bottomTabBar;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = overlayOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (overlayOpen === undefined) setUncontrolledOpen(next);
    onOverlayOpenChange?.(next);
  };

  const overflow = tabs.length > BOTTOM_BAR_COLUMNS;
  const visible = overflow ? tabs.slice(0, BOTTOM_BAR_COLUMNS - 1) : tabs;
  const activeHidden = overflow && activeId !== undefined && !visible.some((tab) => tab.id === activeId);

  const tabLink = (tab: BottomTab, extraClass?: string, onClick?: () => void) =>
    renderLink({
      href: tab.href,
      className: [styles.tab, extraClass].filter(Boolean).join(' '),
      ...(tab.id === activeId ? { 'aria-current': 'page' as const } : {}),
      ...(onClick ? { onClick } : {}),
      children: (
        <>
          <span className={styles.tabIcon} aria-hidden="true">
            {tab.icon}
          </span>
          <span className={styles.tabLabel}>{tab.label}</span>
        </>
      ),
    });

  return (
    <nav
      aria-label={t.label}
      className={[styles.root, position === 'fixed' ? styles.fixed : '', className].filter(Boolean).join(' ')}
      data-position={position}
    >
      <ul className={styles.list}>
        {visible.map((tab) => (
          <li key={tab.id}>{tabLink(tab)}</li>
        ))}
        {overflow ? (
          <li>
            <Dialog.Root open={open} onOpenChange={setOpen}>
              <Dialog.Trigger asChild>
                <button type="button" className={styles.tab} data-active={activeHidden || undefined}>
                  <span className={styles.tabIcon} aria-hidden="true">
                    <PlusIcon />
                  </span>
                  <span className={styles.tabLabel}>{t.more}</span>
                </button>
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className={styles.overlay} />
                <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
                  <div className={styles.sheetHeader}>
                    <Dialog.Title className={styles.sheetTitle}>{t.allTabs}</Dialog.Title>
                    <Dialog.Close asChild>
                      <IconButton label={t.close} icon={<CloseIcon />} size="sm" />
                    </Dialog.Close>
                  </div>
                  <nav aria-label={t.allTabs}>
                    <ul className={styles.grid}>
                      {tabs.map((tab) => (
                        <li key={tab.id}>{tabLink(tab, styles.gridTab, () => setOpen(false))}</li>
                      ))}
                    </ul>
                  </nav>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
