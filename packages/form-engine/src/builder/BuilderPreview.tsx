import { Component, type ReactNode, useId, useRef } from 'react';
import type { DefinitionResult, FormDefinition, FormLocale } from '../core/index.ts';
import { FormRenderer } from '../react/index.ts';
import { useBuilder } from './context.ts';
import * as styles from './FormBuilder.css.ts';

interface BoundaryProps {
  definition: FormDefinition;
  children: ReactNode;
  fallback: ReactNode;
}

/** Keeps the builder usable if a widget throws on a half-configured field; the next edit retries. */
class PreviewBoundary extends Component<BoundaryProps, { failed: boolean; definition: FormDefinition }> {
  override state = { failed: false, definition: this.props.definition };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { definition: FormDefinition }) {
    return props.definition === state.definition ? null : { failed: false, definition: props.definition };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface BuilderPreviewProps {
  check: DefinitionResult;
  locale: FormLocale;
}

/**
 * The form as it will render. An invalid definition (e.g. a show_if cycle) cannot be rendered, so
 * the preview keeps the last valid one and says so.
 */
export function BuilderPreview({ check, locale }: BuilderPreviewProps) {
  const { t } = useBuilder();
  const headingId = useId();
  const lastValid = useRef<FormDefinition | null>(null);
  if (check.ok) lastValid.current = check.definition;
  const definition = lastValid.current;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('preview')}
      </h2>
      {check.ok ? null : <p className={styles.muted}>{t('preview_stale')}</p>}
      {definition ? (
        <PreviewBoundary
          definition={definition}
          fallback={<p className={styles.muted}>{t('preview_stale')}</p>}
        >
          <FormRenderer definition={definition} locale={locale} hideSubmit aria-label={t('preview')} />
        </PreviewBoundary>
      ) : null}
    </section>
  );
}
