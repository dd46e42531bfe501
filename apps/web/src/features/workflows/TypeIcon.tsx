import { InboxIcon, OrganizationIcon, ToolsIcon } from '@faena/ui';

/** A workflow type's icon, by the name it stores ('cart', 'wrench'…), as the bottom bar draws it. */
export function TypeIcon({ icon }: { icon: string }) {
  switch (icon) {
    case 'wrench':
    case 'tools':
      return <ToolsIcon aria-hidden="true" />;
    case 'cart':
    case 'inbox':
      return <InboxIcon aria-hidden="true" />;
    default:
      return <OrganizationIcon aria-hidden="true" />;
  }
}
