import { vars } from '@faena/ui';
import { style } from '@vanilla-extract/css';

/** The canvas and the panel side by side; the panel under the canvas on phones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 24rem',
  gap: vars.space[4],
  alignItems: 'stretch',
  '@media': { '(max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const canvas = style({ height: '34rem', minWidth: 0 });

export const panel = style({ maxHeight: '34rem' });
