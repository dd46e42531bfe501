import { AdvancedIcon, CheckIcon, HomeIcon, InboxIcon, OrganizationIcon, ToolsIcon } from '@faena/ui';
import type { ReactNode } from 'react';

/** The icon of a bottom tab; workflow types name theirs ('cart', 'wrench'…). */
export function tabIcon(id: string, workflowIcon?: string): ReactNode {
  if (id === 'home') return <HomeIcon />;
  if (id === 'activities') return <CheckIcon />;
  if (id === 'reports') return <AdvancedIcon />;
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
