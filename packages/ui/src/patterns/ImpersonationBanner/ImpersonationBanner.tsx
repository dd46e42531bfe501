import { Button } from '../../components/Button/Button.tsx';
import { useUiText } from '../../i18n/UiTextProvider.tsx';
import { formatText } from '../format.ts';
import * as styles from './ImpersonationBanner.css.ts';

export interface ImpersonationBannerProps {
  /** The impersonated person's name. */
  name: string;
  /** The 'Salir' action (SPEC 2.3: it logs out). */
  onExit: () => void;
  /** `fixed` (default) pins it to the bottom of the viewport; `static` keeps it in the flow. */
  position?: 'fixed' | 'static';
  className?: string;
}

/**
 * SPEC 2.3: while impersonating, a banner 'IMPORTANTE: Suplantando a {name}' with 'Salir'. A named
 * region whose message is a live status, so screen readers announce it when it appears.
 */
export function ImpersonationBanner({
  name,
  onExit,
  position = 'fixed',
  className,
}: ImpersonationBannerProps) {
  const texts = useUiText();
  return (
    <section
      aria-label={texts.impersonation.region}
      className={[styles.root, position === 'fixed' ? styles.fixed : '', className].filter(Boolean).join(' ')}
      data-position={position}
    >
      <p className={styles.message} role="status">
        {formatText(texts.impersonation.message, { name })}
      </p>
      <Button variant="secondary" size="sm" onClick={onExit}>
        {texts.impersonation.exit}
      </Button>
    </section>
  );
}
