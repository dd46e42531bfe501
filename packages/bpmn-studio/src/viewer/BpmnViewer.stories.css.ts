import { style } from '@vanilla-extract/css';

/** The stories' viewer size, as the execution side panel would give it. */
export const frame = style({ height: '34rem', maxWidth: '60rem' });
