import * as RadixTabs from '@radix-ui/react-tabs';
import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import * as styles from './Tabs.css.ts';

export type TabsProps = ComponentProps<typeof RadixTabs.Root>;

/**
 * Tabs on Radix Tabs: `value` / `defaultValue` / `onValueChange`, `orientation`
 * (`horizontal` default), `activationMode` (`automatic` default: arrows select).
 */
export function Tabs({ className, ...rest }: TabsProps) {
  return <RadixTabs.Root {...rest} className={cx(styles.root, className)} />;
}

export type TabsListProps = ComponentProps<typeof RadixTabs.List>;

/** The row of tabs (`role="tablist"`). Give it an `aria-label` (e.g. 'Secciones del perfil'). */
export function TabsList({ className, ...rest }: TabsListProps) {
  return <RadixTabs.List {...rest} className={cx(styles.list, className)} />;
}

export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;

/** One tab (`role="tab"`), `value` matches its `TabsContent`. */
export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return <RadixTabs.Trigger {...rest} className={cx(styles.trigger, className)} />;
}

export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

/** The panel of a tab (`role="tabpanel"`, named by its tab, focusable). */
export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <RadixTabs.Content {...rest} className={cx(styles.content, className)} />;
}
