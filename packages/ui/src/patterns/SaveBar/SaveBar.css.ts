import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, shadow, fontSize, fontWeight, zIndex } = vars;

/**
 * Sticks to the bottom of the viewport, above whatever chrome is fixed there (the phone's bottom tab
 * bar), with a small gap: `--faena-save-bar-offset` is that chrome's height, measured by the component.
 */
export const root = style(
  inComponentsLayer({
    position: 'sticky',
    bottom: `calc(var(--faena-save-bar-offset, 0px) + ${space[2]})`,
    zIndex: zIndex.sticky,
    display: 'flex',
    flexDirection: 'column',
    gap: space[2],
    padding: `${space[3]} ${space[4]}`,
    borderRadius: radius.lg,
    border: `1px solid ${color.border}`,
    backgroundColor: color.surface,
    boxShadow: shadow.lg,
    selectors: {
      '&[data-state="dirty"]': { borderColor: color.primary },
    },
  }),
  'saveBar',
);

export const row = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space[3],
  }),
  'saveBarRow',
);

export const status = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.body,
    fontWeight: fontWeight.medium,
    color: color.fgMuted,
    selectors: { '[data-state="dirty"] &': { color: color.fg } },
  }),
  'saveBarStatus',
);

export const actions = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: space[2],
    marginInlineStart: 'auto',
  }),
  'saveBarActions',
);

export const error = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.body,
    color: color.dangerFg,
    selectors: { '&:empty': { display: 'none' } },
  }),
  'saveBarError',
);
