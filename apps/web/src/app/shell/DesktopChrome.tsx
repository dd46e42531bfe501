import { NavigationRail, ProfileMenu } from '@faena/ui';
import { routerLink } from '@/platform/router-link';
import { railItems } from './navigation';
import { ShellLogo } from './ShellLogo';
import type { ShellModel } from './useShellModel';

/** SPEC 2.3 desktop layout (992px and up), left: the navigation rail. */
export function DesktopRail({ model }: { model: ShellModel }) {
  return (
    <div className="sticky top-0 h-dvh shrink-0">
      <NavigationRail
        className="h-full"
        items={railItems()}
        activeId={model.activeRailSection}
        renderLink={routerLink}
        header={
          <div className="flex w-full justify-center px-2 pt-1 [&_a]:max-w-full [&_svg]:max-w-full">
            <ShellLogo size="sm" />
          </div>
        }
      />
    </div>
  );
}

/** SPEC 2.3 desktop layout, above the screen: the bell and the profile menu. */
export function DesktopHeader({ model }: { model: ShellModel }) {
  return (
    <header className="sticky top-0 z-10 flex items-center justify-end gap-2 border-b border-border bg-surface px-6 py-2">
      {model.notificationsHref
        ? model.headerActions.map((Action) => <Action key={Action.name} href={model.notificationsHref!} />)
        : null}
      {model.user ? (
        <ProfileMenu
          user={model.user}
          renderLink={routerLink}
          onLogout={model.logout}
          {...(model.editProfileHref ? { editProfileHref: model.editProfileHref } : {})}
          {...(model.settingsHref ? { settingsHref: model.settingsHref } : {})}
        />
      ) : null}
    </header>
  );
}
