/** Spacing: a 0.25rem grid, the same multiplier Tailwind's numeric spacing utilities use. */
export const spaceUnitRem = 0.25;
const spaceSteps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24] as const;
export type SpaceStep = (typeof spaceSteps)[number];
export const space = Object.fromEntries(
  spaceSteps.map((step) => [String(step), step === 0 ? '0' : `${step * spaceUnitRem}rem`]),
) as Record<`${SpaceStep}`, string>;

export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.375rem',
  lg: '0.5rem',
  xl: '0.75rem',
  full: '9999px',
} as const;

export const shadow = {
  sm: '0 1px 2px 0 rgb(14 17 22 / 0.06)',
  md: '0 2px 6px -1px rgb(14 17 22 / 0.10), 0 1px 3px -1px rgb(14 17 22 / 0.08)',
  lg: '0 10px 20px -5px rgb(14 17 22 / 0.12), 0 4px 8px -4px rgb(14 17 22 / 0.08)',
  xl: '0 24px 48px -12px rgb(14 17 22 / 0.28)',
} as const;

/** Stacking order. Radix portals render into <body>, so these are global. */
export const zIndex = {
  base: '0',
  dropdown: '1000',
  sticky: '1020',
  fixed: '1030',
  overlay: '1040',
  modal: '1050',
  popover: '1060',
  tooltip: '1070',
  toast: '1080',
} as const;

export const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

/** SPEC 9: icon size 1.1rem. */
export const iconSize = '1.1rem';

/** SPEC 2.3: breakpoints in px (min-width). The desktop layout starts at lg (992). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** A min-width media query for a breakpoint, for vanilla-extract `@media` keys and matchMedia. */
export function mediaUp(bp: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[bp]}px)`;
}
