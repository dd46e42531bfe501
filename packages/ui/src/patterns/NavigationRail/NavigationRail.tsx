import type { ReactNode } from 'react';
import {
  AdvancedIcon,
  HomeIcon,
  OrganizationIcon,
  SidebarCollapseIcon,
  SidebarExpandIcon,
  ToolsIcon,
  UserIcon,
} from '../../components/Icons/Icons.tsx';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { defaultRenderLink, type RenderLink } from '../link.tsx';
import * as styles from './NavigationRail.css.ts';

/** SPEC 2.3: the rail's sections on larger screens. */
export type NavigationRailSection = 'home' | 'tools' | 'organization' | 'advanced' | 'myAccount';

export interface NavigationRailItem {
  /** A known section (label and icon default from it) or any other key. */
  id: NavigationRailSection | (string & {});
  href: string;
  /** Defaults to the section's `ui` text ('Inicio', 'Herramientas'…). */
  label?: string;
  /** Defaults to the section's icon. */
  icon?: ReactNode;
  /** The section's own entries, listed below it when the rail is expanded into a sidebar. */
  children?: NavigationRailItem[];
}

export interface NavigationRailProps {
  /** The sections the user may see, in order (the app filters them by permission). */
  items: NavigationRailItem[];
  /** The current section or entry: it gets `aria-current="page"` and the active style. */
  activeId?: string;
  renderLink?: RenderLink;
  /** Content above the items (the logo). */
  header?: ReactNode;
  /** Content below the items (the profile menu). */
  footer?: ReactNode;
  /** A labelled sidebar (icons beside their labels, each section's entries below it) instead of the rail. */
  expanded?: boolean;
  /**
   * Shows a button that expands and collapses the sidebar; `labels` name it in each state
   * ('Expandir navegación' / 'Contraer navegación').
   */
  toggle?: { onToggle: () => void; expandLabel: string; collapseLabel: string };
  className?: string;
}

const sectionIcons: Record<NavigationRailSection, ReactNode> = {
  home: <HomeIcon />,
  tools: <ToolsIcon />,
  organization: <OrganizationIcon />,
  advanced: <AdvancedIcon />,
  myAccount: <UserIcon />,
};

const isSection = (id: string): id is NavigationRailSection => id in sectionIcons;

/**
 * SPEC 2.3 desktop navigation: a vertical `nav` of icon-and-label links with an active state. As a
 * rail, a label too long for it ends in an ellipsis and shows whole in the link's tooltip; expanded,
 * it is a sidebar listing each section's entries under it.
 */
export function NavigationRail({
  items,
  activeId,
  renderLink = defaultRenderLink,
  header,
  footer,
  expanded = false,
  toggle,
  className,
}: NavigationRailProps) {
  const texts = useUiText();
  const t = texts.navigationRail;
  const labelOf = (item: NavigationRailItem) => item.label ?? (isSection(item.id) ? t[item.id] : item.id);

  const link = (item: NavigationRailItem, className: string) => {
    const label = labelOf(item);
    const icon = item.icon ?? (isSection(item.id) ? sectionIcons[item.id] : null);
    return renderLink({
      href: item.href,
      className,
      // The whole label as a tooltip where the rail may cut it.
      ...(expanded ? {} : { title: label }),
      ...(item.id === activeId ? { 'aria-current': 'page' as const } : {}),
      children: (
        <>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span className={styles.label} data-slot="label">
            {label}
          </span>
        </>
      ),
    });
  };

  return (
    <nav
      aria-label={t.label}
      className={[styles.root, expanded ? styles.expanded : '', className].filter(Boolean).join(' ')}
      data-expanded={expanded}
    >
      {header ? <div className={styles.header}>{header}</div> : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            {link(item, styles.item)}
            {expanded && item.children && item.children.length > 0 ? (
              <ul className={styles.subList} aria-label={labelOf(item)}>
                {item.children.map((child) => (
                  <li key={child.id}>{link(child, [styles.item, styles.subItem].join(' '))}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {toggle ? (
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle.onToggle}
          aria-label={expanded ? toggle.collapseLabel : toggle.expandLabel}
          title={expanded ? toggle.collapseLabel : toggle.expandLabel}
        >
          <span className={styles.icon} aria-hidden="true">
            {expanded ? <SidebarCollapseIcon /> : <SidebarExpandIcon />}
          </span>
        </button>
      ) : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </nav>
  );
}
