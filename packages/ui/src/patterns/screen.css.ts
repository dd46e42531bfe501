import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../theme/component-style.ts';
import { vars } from '../theme/theme.css.ts';

const { color, space, fontSize, fontWeight, lineHeight, radius } = vars;

/** The full-page message layout shared by NotFound and ErrorScreen. */
export const page = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space[4],
    minHeight: '100%',
    paddingBlock: space[12],
    paddingInline: space[4],
    textAlign: 'center',
    color: color.fg,
  }),
  'screenPage',
);

export const icon = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '4rem',
    height: '4rem',
    borderRadius: radius.full,
    fontSize: '2rem',
  }),
  'screenIcon',
);

export const title = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize['2xl'],
    fontWeight: fontWeight.bold,
    lineHeight: lineHeight.tight,
  }),
  'screenTitle',
);

export const text = style(
  inComponentsLayer({
    margin: 0,
    maxWidth: '36rem',
    fontSize: fontSize.base,
    lineHeight: lineHeight.normal,
    color: color.fgMuted,
  }),
  'screenText',
);
