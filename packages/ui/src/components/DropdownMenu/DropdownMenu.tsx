import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import * as styles from './DropdownMenu.css.ts';

const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');

export interface DropdownMenuProps {
  /** The element that opens the menu (a `Button` or `IconButton`); Radix wires `aria-expanded` etc. */
  trigger: ReactElement;
  /** `DropdownMenuItem`, `DropdownMenuLinkItem`, `DropdownMenuLabel`, `DropdownMenuSeparator`. */
  children: ReactNode;
  /** Alignment against the trigger: `start`, `center`, `end` (default `end`). */
  align?: 'start' | 'center' | 'end';
  /** Side of the trigger: `bottom` (default), `top`, `left`, `right`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** While open, the rest of the page is inert to pointer and screen reader (default `false`). */
  modal?: boolean;
  /** Class of the menu panel. */
  className?: string;
}

/** A menu of actions on Radix DropdownMenu: arrow keys, typeahead, Escape, focus return. */
export function DropdownMenu({
  trigger,
  children,
  align = 'end',
  side = 'bottom',
  open,
  defaultOpen,
  onOpenChange,
  modal = false,
  className,
}: DropdownMenuProps) {
  return (
    <Menu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={cx(styles.content, className)}
          align={align}
          side={side}
          sideOffset={4}
          collisionPadding={8}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export interface DropdownMenuItemProps extends Omit<ComponentProps<typeof Menu.Item>, 'onSelect'> {
  /** Runs when the item is chosen (click, Enter, Space); the menu then closes unless you call `event.preventDefault()`. */
  onSelect?: (event: Event) => void;
  /** An icon before the text (hidden from screen readers). Ignored with `asChild`. */
  icon?: ReactNode;
  /** Danger colour, for deleting and other destructive actions. */
  destructive?: boolean;
  children: ReactNode;
}

/** A menu item (`role="menuitem"`). `asChild` renders your own element (a router link) as the item. */
export function DropdownMenuItem({
  icon,
  destructive = false,
  className,
  children,
  asChild,
  ...rest
}: DropdownMenuItemProps) {
  return (
    <Menu.Item
      {...rest}
      asChild={asChild}
      className={cx(styles.item, destructive && styles.destructive, className)}
      data-destructive={destructive || undefined}
    >
      {asChild ? (
        children
      ) : (
        <>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {children}
        </>
      )}
    </Menu.Item>
  );
}

export interface DropdownMenuLinkItemProps extends Omit<ComponentProps<'a'>, 'onSelect'> {
  href: string;
  icon?: ReactNode;
  children: ReactNode;
  onSelect?: (event: Event) => void;
  disabled?: boolean;
}

/** A menu item that is a plain link (`<a href>`); for a router link use `DropdownMenuItem asChild`. */
export function DropdownMenuLinkItem({
  href,
  icon,
  children,
  onSelect,
  disabled,
  className,
  ...anchor
}: DropdownMenuLinkItemProps) {
  return (
    <Menu.Item asChild onSelect={onSelect} disabled={disabled} className={cx(styles.item, className)}>
      <a {...anchor} href={href}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children}
      </a>
    </Menu.Item>
  );
}

/** A non-interactive heading inside the menu (e.g. the signed-in user's name). */
export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label {...rest} className={cx(styles.label, className)} />;
}

/** A line between groups of items (`role="separator"`). */
export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator {...rest} className={cx(styles.separator, className)} />;
}

/** Groups items (`role="group"`), e.g. under a `DropdownMenuLabel`. */
export const DropdownMenuGroup = Menu.Group;
