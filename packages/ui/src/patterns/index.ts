/** App-pattern components (SPEC 2.3 layout, SPEC 3/4 activity display). */

export {
  BOTTOM_BAR_COLUMNS,
  type BottomTab,
  BottomTabBar,
  type BottomTabBarProps,
} from './BottomTabBar/BottomTabBar.tsx';
export { ErrorScreen, type ErrorScreenProps, type ErrorScreenSupport } from './ErrorScreen/ErrorScreen.tsx';
export {
  describeError,
  type ErrorInfo,
  type ErrorReport,
  errorReportHtml,
  errorReportText,
} from './ErrorScreen/error-report.ts';
export { formatText } from './format.ts';
export {
  ImpersonationBanner,
  type ImpersonationBannerProps,
} from './ImpersonationBanner/ImpersonationBanner.tsx';
export {
  LinkCard,
  LinkCardGrid,
  LinkCardGridItem,
  type LinkCardGridProps,
  type LinkCardProps,
} from './LinkCard/LinkCard.tsx';
export { FaenaLogo, Logo, type LogoProps, type LogoSize } from './Logo/Logo.tsx';
export { defaultRenderLink, type RenderLink, type RenderLinkProps } from './link.tsx';
export {
  NavigationRail,
  type NavigationRailItem,
  type NavigationRailProps,
  type NavigationRailSection,
} from './NavigationRail/NavigationRail.tsx';
export { NotFound, type NotFoundProps } from './NotFound/NotFound.tsx';
export {
  NotificationBell,
  type NotificationBellProps,
  UNREAD_BADGE_MAX,
  useNotificationBellLabel,
} from './NotificationBell/NotificationBell.tsx';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader.tsx';
export {
  ACTIVITY_PRIORITIES,
  type ActivityPriority,
  DEFAULT_ACTIVITY_PRIORITY,
  normalizePriority,
  PRIORITY_NAMES,
  PriorityIndicator,
  type PriorityIndicatorProps,
  type PriorityName,
} from './PriorityIndicator/PriorityIndicator.tsx';
export { ProfileMenu, type ProfileMenuProps, type ProfileMenuUser } from './ProfileMenu/ProfileMenu.tsx';
export {
  BOTTOM_CHROME_ATTRIBUTE,
  SAVE_BAR_INSET_VARIABLE,
  SaveBar,
  type SaveBarLabels,
  type SaveBarProps,
} from './SaveBar/SaveBar.tsx';
export { SideDrawer, type SideDrawerItem, type SideDrawerProps } from './SideDrawer/SideDrawer.tsx';
export {
  ACTIVITY_DISPLAY_STATUSES,
  type ActivityDisplayStatus,
  StatusBadge,
  type StatusBadgeProps,
} from './StatusBadge/StatusBadge.tsx';
export { TopBar, type TopBarProps, type TopBarUser } from './TopBar/TopBar.tsx';
