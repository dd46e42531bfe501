import { cva, type VariantProps } from 'class-variance-authority';
import { useState } from 'react';
import * as styles from './Avatar.css.ts';

export const avatarVariants = cva(styles.base, {
  variants: { size: styles.avatarSize },
  defaultVariants: { size: 'md' },
});

export type AvatarSize = NonNullable<VariantProps<typeof avatarVariants>['size']>;

export interface AvatarProps {
  /** The person's (or organisation's) name: the image's `alt` and the source of the initials. */
  name: string;
  /** The picture; without one, or when it fails to load, the initials show instead. */
  src?: string | null;
  /** `sm` 32px, `md` 40px (default), `lg` 56px. */
  size?: AvatarSize;
  className?: string;
}

/** Up to two letters: the first letter of each of the first two words ('Ana María López' → 'AM'). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** A round picture of a person, falling back to their initials. */
export function Avatar({ name, src, size, className }: AvatarProps) {
  // The src that failed, so a new src is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const classes = avatarVariants({ size, className });

  if (showImage && src) {
    return (
      <span className={classes} data-size={size ?? 'md'}>
        <img className={styles.image} src={src} alt={name} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  return (
    <span className={classes} data-size={size ?? 'md'} role="img" aria-label={name} data-slot="initials">
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
