import { Checkbox, CheckIcon, CloseIcon, FieldLabel, Skeleton } from '@faena/ui';
import { memo, Suspense } from 'react';
import { SKIP_LABEL_KEY } from '../core/index.ts';
import { useFieldSnapshot, useFormContext } from './context.tsx';
import * as styles from './FieldShell.css.ts';
import { showsValid } from './store.ts';
import { widgetFor } from './widgets/index.ts';

/**
 * One field of a rendered form: label (asterisk or 'opcional'), description, the widget, the
 * green check or red cross with its message, and the 'No aplica' box. Subscribes to its own
 * field only, so typing elsewhere does not re-render it.
 */
export const FieldShell = memo(function FieldShell({ name }: { name: string }) {
  const context = useFormContext();
  const { store, idPrefix, optionality, t } = context;
  const field = store.field(name);
  const snapshot = useFieldSnapshot(store, name);
  if (!field || !snapshot.visible) return null;

  const entry = widgetFor(field.type);
  const id = `${idPrefix}-${field.name}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = snapshot.result && !snapshot.result.stale ? snapshot.result.error : null;
  const description = field.description?.trim() ? field.description : null;
  const describedBy =
    [description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const readOnly = context.readOnly || field.readonly === true;
  const disabled = context.disabled || field.disabled === true;
  const required = field.required === true;
  const Widget = entry.Component as (props: import('./widgets/types.ts').WidgetProps) => React.ReactNode;
  const widget = (
    <Suspense fallback={<Skeleton height="2.5rem" />}>
      <Widget
        field={field}
        value={snapshot.value}
        onChange={(value) => store.setValue(field.name, value)}
        id={id}
        labelId={labelId}
        describedBy={describedBy}
        invalid={error !== null}
        readOnly={readOnly}
        disabled={disabled || snapshot.skipped}
        required={required}
        locale={context.locale}
        t={t}
        services={context.services}
      />
    </Suspense>
  );

  if (field.type === 'display_text') {
    return (
      <div
        className={[styles.field, field.style_class].filter(Boolean).join(' ')}
        data-field-name={field.name}
      >
        {widget}
      </div>
    );
  }

  const label = field.label?.trim() ? field.label : field.name;
  const markRequired = optionality === 'asterisk' && required;
  const markOptional = optionality === 'optional' && !required;
  const status = showsValid(field, snapshot) ? (
    <span className={styles.valid} title={t('field_valid')}>
      <CheckIcon />
    </span>
  ) : null;
  const messages = (
    <>
      {description ? (
        <p id={hintId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {widget}
      {error ? (
        <p id={errorId} className={styles.error}>
          <CloseIcon />
          {error}
        </p>
      ) : null}
    </>
  );
  const Container = entry.group ? 'fieldset' : 'div';

  return (
    <div
      className={[styles.field, field.style_class].filter(Boolean).join(' ')}
      data-field-name={field.name}
      data-state={error ? 'invalid' : status ? 'valid' : snapshot.skipped ? 'skipped' : undefined}
    >
      <Container className={styles.group} aria-describedby={entry.group ? describedBy : undefined}>
        {entry.group ? (
          <legend className={styles.header} id={labelId}>
            <FieldLabel as="span" label={label} required={markRequired} optional={markOptional} />
            {status}
          </legend>
        ) : (
          <div className={styles.header}>
            <FieldLabel
              htmlFor={id}
              id={labelId}
              label={label}
              required={markRequired}
              optional={markOptional}
            />
            {status}
          </div>
        )}
        {messages}
      </Container>
      {field.skippable ? (
        <Checkbox
          id={`${id}-skipped`}
          label={t(SKIP_LABEL_KEY as 'skip_label')}
          checked={snapshot.skipped}
          disabled={readOnly || disabled}
          onCheckedChange={(checked) => store.setSkipped(field.name, checked)}
        />
      ) : null}
    </div>
  );
});
