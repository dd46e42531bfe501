import type { ReactNode } from 'react';
import {
  AdvancedIcon,
  HomeIcon,
  OrganizationIcon,
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
}

export interface NavigationRailProps {
  /** The sections the user may see, in order (the app filters them by permission). */
  items: NavigationRailItem[];
  /** The current section: it gets `aria-current="page"` and the active style. */
  activeId?: string;
  renderLink?: RenderLink;
  /** Content above the items (the logo). */
  header?: ReactNode;
  /** Content below the items (the profile menu). */
  footer?: ReactNode;
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

/** SPEC 2.3 desktop navigation rail: a vertical `nav` of icon-and-label links with an active state. */
export function NavigationRail({
  items,
  activeId,
  renderLink = defaultRenderLink,
  header,
  footer,
  className,
}: NavigationRailProps) {
  const texts = useUiText();
  const t = texts.navigationRail;
  return (
    <nav aria-label={t.label} className={[styles.root, className].filter(Boolean).join(' ')}>
      {header ? <div className={styles.header}>{header}</div> : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const label = item.label ?? (isSection(item.id) ? t[item.id] : item.id);
          const icon = item.icon ?? (isSection(item.id) ? sectionIcons[item.id] : null);
          return (
            <li key={item.id}>
              {renderLink({
                href: item.href,
                className: styles.item,
                ...(item.id === activeId ? { 'aria-current': 'page' as const } : {}),
                children: (
                  <>
                    {icon ? (
                      <span className={styles.icon} aria-hidden="true">
                        {icon}
                      </span>
                    ) : null}
                    <span>{label}</span>
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </nav>
  );
}
