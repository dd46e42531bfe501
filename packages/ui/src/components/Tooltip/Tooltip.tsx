import * as RadixTooltip from '@radix-ui/react-tooltip';
import { cx } from 'class-variance-authority';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps {
  /** The tip's text. It describes the trigger (`aria-describedby`), it does not name it. */
  content: ReactNode;
  /** The trigger: one focusable element (a `Button`, a link). It shows on hover and on focus. */
  children: ReactElement;
  /** `top` (default), `right`, `bottom`, `left`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Milliseconds of hover before it shows (default 300). */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A short hint on hover and keyboard focus, on Radix Tooltip (Escape hides it). Not for
 * essential information, nor for `IconButton`, whose `label` already shows as its title.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className={cx(styles.content, className)}
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

/** Shares one delay among many tooltips (moving between them shows the next at once). Optional. */
export const TooltipProvider = RadixTooltip.Provider;
