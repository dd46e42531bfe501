import { style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight } = vars;

export const base = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space[1],
    minWidth: '1.25rem',
    height: '1.25rem',
    paddingInline: `calc(${space[1]} * 1.5)`,
    borderRadius: radius.full,
    fontSize: fontSize.caption,
    fontWeight: fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    verticalAlign: 'middle',
  }),
  'badge',
);

export const tone = styleVariants(
  {
    neutral: { backgroundColor: color.bgMuted, color: color.fg },
    primary: { backgroundColor: color.primary, color: color.onPrimary },
    danger: { backgroundColor: color.danger, color: color.onDanger },
    success: { backgroundColor: color.success, color: color.onSuccess },
    warning: { backgroundColor: color.warning, color: color.onWarning },
    info: { backgroundColor: color.info, color: color.onInfo },
  },
  inComponentsLayer,
  'badge',
);
