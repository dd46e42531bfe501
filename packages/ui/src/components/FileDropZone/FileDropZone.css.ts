import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme/component-style.ts';
import { vars } from '../../theme/theme.css.ts';

const { color, space, radius, fontSize, fontWeight, duration } = vars;

export const root = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 }),
  'fileDropZone',
);

export const label = style(
  inComponentsLayer({ fontSize: fontSize.body, fontWeight: fontWeight.medium, color: color.fg }),
  'fileDropZoneLabel',
);

/** The dashed area: drop a file on it, paste into it, or use its button. */
export const zone = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space[3],
    padding: `${space[6]} ${space[4]}`,
    border: `2px dashed ${color.borderStrong}`,
    borderRadius: radius.lg,
    backgroundColor: color.bgSubtle,
    color: color.fgMuted,
    textAlign: 'center',
    fontSize: fontSize.body,
    transition: `background-color ${duration.fast}, border-color ${duration.fast}`,
    selectors: {
      '&[data-dragging="true"]': { borderColor: color.primary, backgroundColor: color.primarySubtle },
      '&[data-invalid="true"]': { borderColor: color.danger },
      // Muted but legible (text keeps its contrast); the button inside shows it is disabled.
      '&[data-disabled="true"]': {
        borderColor: color.border,
        backgroundColor: color.bgMuted,
        cursor: 'not-allowed',
      },
    },
  }),
  'fileDropZoneArea',
);

export const icon = style(
  inComponentsLayer({ width: '2rem', height: '2rem', color: color.fgMuted }),
  'fileDropZoneIcon',
);

export const hint = style(
  inComponentsLayer({ margin: 0, fontSize: fontSize.body, color: color.fgMuted }),
  'fileDropZoneHint',
);

export const error = style(
  inComponentsLayer({
    margin: 0,
    fontSize: fontSize.body,
    color: color.dangerFg,
    selectors: { '&:empty': { display: 'none' } },
  }),
  'fileDropZoneError',
);

export const file = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: space[3],
    padding: space[3],
    border: `1px solid ${color.border}`,
    borderRadius: radius.md,
    backgroundColor: color.surface,
  }),
  'fileDropZoneFile',
);

export const preview = style(
  inComponentsLayer({
    height: '3rem',
    width: 'auto',
    maxWidth: '15rem',
    objectFit: 'contain',
    borderRadius: radius.sm,
  }),
  'fileDropZonePreview',
);

export const fileText = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    minWidth: 0,
    fontSize: fontSize.body,
    color: color.fg,
    overflowWrap: 'anywhere',
  }),
  'fileDropZoneFileText',
);

export const fileSize = style(inComponentsLayer({ color: color.fgMuted }), 'fileDropZoneFileSize');

export const progress = style(
  inComponentsLayer({
    width: '100%',
    height: '0.375rem',
    overflow: 'hidden',
    borderRadius: radius.full,
    backgroundColor: color.bgMuted,
  }),
  'fileDropZoneProgress',
);

export const progressBar = style(
  inComponentsLayer({
    height: '100%',
    backgroundColor: color.primary,
    borderRadius: radius.full,
    selectors: { '&[data-indeterminate="true"]': { width: '40%' } },
  }),
  'fileDropZoneProgressBar',
);
