import { cva, type VariantProps } from 'class-variance-authority';
import { type MouseEvent, useState } from 'react';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { formatText } from '../format.ts';
import { defaultRenderLink, type RenderLink } from '../link.tsx';
import * as styles from './Logo.css.ts';

const logoVariants = cva(styles.root, {
  variants: { size: styles.logoSize, interactive: { true: styles.interactive, false: '' } },
  defaultVariants: { size: 'md', interactive: false },
});

export type LogoSize = NonNullable<VariantProps<typeof logoVariants>['size']>;

export interface LogoProps {
  /** The organisation's logo URL; without one, or when it fails to load, Faena's logo shows. */
  src?: string | null;
  /** The organisation's name (the image's text alternative); defaults to 'Faena'. */
  name?: string | null;
  /** Where the logo leads (default '/'); `null` renders a plain image. */
  href?: string | null;
  /** Called on click (e.g. to force a full page reload with `event.preventDefault()` + `location.assign`). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Renders the link with the app's router; defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** `sm` 24px, `md` 32px (default), `lg` 40px high. */
  size?: LogoSize;
  className?: string;
}

/** Faena's own logo: a mark and the wordmark, in the primary colour. */
export function FaenaLogo({ title }: { title?: string }) {
  return (
    <svg
      viewBox="0 0 120 32"
      height="100%"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : 'true'}
      focusable="false"
      data-slot="default-logo"
    >
      <rect x="0" y="0" width="32" height="32" rx="8" fill="currentColor" />
      <path d="M11 8h12v4h-8v3h7v4h-7v5h-4z" fill="#ffffff" />
      <text
        x="40"
        y="23"
        fill="currentColor"
        fontFamily="inherit"
        fontSize="20"
        fontWeight="700"
        letterSpacing="-0.5"
      >
        Faena
      </text>
    </svg>
  );
}

/**
 * The organisation logo (SPEC 2.3 logo rule), falling back to Faena's logo without a URL or when
 * the image fails. By default a link to '/' named '{name}, ir al inicio'.
 */
export function Logo({
  src,
  name,
  href = '/',
  onClick,
  renderLink = defaultRenderLink,
  size,
  className,
}: LogoProps) {
  const texts = useUiText();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const alt = name || texts.logo.defaultAlt;
  const showImage = Boolean(src) && failedSrc !== src;
  const interactive = href !== null;

  const image =
    showImage && src ? (
      <img
        className={styles.image}
        src={src}
        alt={interactive ? '' : alt}
        onError={() => setFailedSrc(src)}
        data-slot="tenant-logo"
      />
    ) : (
      <FaenaLogo title={interactive ? undefined : alt} />
    );

  const classes = logoVariants({ size, interactive, className });
  if (!interactive) return <span className={classes}>{image}</span>;
  return renderLink({
    href,
    className: classes,
    'aria-label': formatText(texts.logo.home, { name: alt }),
    children: image,
    ...(onClick ? { onClick } : {}),
  });
}
