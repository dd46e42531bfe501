import { style, styleVariants } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight, lineHeight } = vars;

export const base = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[1],
    paddingBlock: '0.125rem',
    paddingInline: space[2],
    border: '1px solid transparent',
    borderRadius: radius.full,
    fontSize: fontSize.caption,
    fontWeight: fontWeight.semibold,
    lineHeight: lineHeight.tight,
    whiteSpace: 'nowrap',
  }),
  'statusBadge',
);

export const dot = style(
  inComponentsLayer({
    width: '0.5rem',
    height: '0.5rem',
    borderRadius: radius.full,
    backgroundColor: 'currentColor',
    flexShrink: 0,
  }),
  'statusBadgeDot',
);

/** SPEC 4 display statuses, each on a semantic colour role (subtle background, strong text). */
export const status = styleVariants(
  {
    SCHEDULED: { backgroundColor: color.infoSubtle, color: color.infoFg, borderColor: color.info },
    ACTIVE: { backgroundColor: color.primarySubtle, color: color.primaryFg, borderColor: color.primary },
    COMPLETED: { backgroundColor: color.successSubtle, color: color.successFg, borderColor: color.success },
    EXPIRED: { backgroundColor: color.dangerSubtle, color: color.dangerFg, borderColor: color.danger },
    CANCELLED: { backgroundColor: color.bgMuted, color: color.fgMuted, borderColor: color.borderStrong },
  },
  inComponentsLayer,
  'statusBadge',
);
