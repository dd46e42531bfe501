import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, fontSize, fontWeight, lineHeight, zIndex, shadow } = vars;

export const root = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexWrap: 'wrap',
    columnGap: space[3],
    rowGap: space[1],
    paddingBlock: space[1],
    paddingInline: space[3],
    backgroundColor: color.warning,
    color: color.onWarning,
    fontSize: fontSize.caption,
    lineHeight: lineHeight.snug,
    boxShadow: shadow.lg,
  }),
  'impersonationBanner',
);

/** SPEC 2.3: fixed to the bottom of the viewport, above the page (and the bottom tab bar). */
export const fixed = style(
  inComponentsLayer({
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: zIndex.toast,
    paddingBottom: `max(${space[1]}, env(safe-area-inset-bottom))`,
  }),
  'impersonationBannerFixed',
);

export const message = style(
  inComponentsLayer({ margin: 0, fontWeight: fontWeight.semibold, textAlign: 'center' }),
  'impersonationBannerMessage',
);
