import {
  AdvancedIcon,
  BellIcon,
  CheckIcon,
  ClockIcon,
  CompassIcon,
  HomeIcon,
  InboxIcon,
  OrganizationIcon,
  RefreshIcon,
  ReportIcon,
  SettingsIcon,
  ToolsIcon,
  UserIcon,
} from '@faena/ui';
import type { ReactNode } from 'react';
import type { NavigationIcon } from '@/platform/feature';

/** The icon of a bottom tab; workflow types name theirs ('cart', 'wrench'…). */
export function tabIcon(id: string, workflowIcon?: string): ReactNode {
  if (id === 'home') return <HomeIcon />;
  if (id === 'activities') return <CheckIcon />;
  if (id === 'reports') return <ReportIcon />;
  switch (workflowIcon) {
    case 'wrench':
    case 'tools':
      return <ToolsIcon />;
    case 'cart':
    case 'inbox':
      return <InboxIcon />;
    default:
      return <OrganizationIcon />;
  }
}

const AREA_ICONS: Record<NavigationIcon, () => ReactNode> = {
  activities: () => <CheckIcon />,
  checklists: () => <CheckIcon />,
  reports: () => <ReportIcon />,
  workflows: () => <ToolsIcon />,
  posts: () => <BellIcon />,
  files: () => <InboxIcon />,
  people: () => <UserIcon />,
  orgChart: () => <OrganizationIcon />,
  positions: () => <UserIcon />,
  locations: () => <CompassIcon />,
  audiences: () => <UserIcon />,
  administration: () => <SettingsIcon />,
  auditLog: () => <ClockIcon />,
  links: () => <CompassIcon />,
  sync: () => <RefreshIcon />,
};

/** The icon of an area under Herramientas or Avanzado. */
export const areaIcon = (icon: NavigationIcon | undefined): ReactNode =>
  icon ? AREA_ICONS[icon]() : <AdvancedIcon />;

const SECTION_ICONS: Record<string, () => ReactNode> = {
  home: () => <HomeIcon />,
  tools: () => <ToolsIcon />,
  organization: () => <OrganizationIcon />,
  advanced: () => <AdvancedIcon />,
  myAccount: () => <UserIcon />,
};

/** The icon of a rail section, where the design system's rail does not draw it (the drawer). */
export const sectionIcon = (id: string): ReactNode => SECTION_ICONS[id]?.() ?? null;
