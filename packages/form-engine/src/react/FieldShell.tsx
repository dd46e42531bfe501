import { Checkbox, CheckIcon, CloseIcon, FieldLabel, Skeleton } from '@faena/ui';
import { memo, Suspense } from 'react';
import { SKIP_LABEL_KEY } from '../core/index.ts';
import { useFieldViewPart, useFieldVisible, useFormContext, useWidgetValue } from './context.tsx';
import * as styles from './FieldShell.css.ts';
import { widgetFor } from './widgets/index.ts';
import type { WidgetEntry, WidgetProps } from './widgets/types.ts';

/**
 * One field of a rendered form. A hidden field stays mounted under `hidden`: showing or hiding
 * hundreds of fields flips an attribute each instead of mounting or unmounting their subtrees.
 */
export const FieldShell = memo(function FieldShell({ name }: { name: string }) {
  const visible = useFieldVisible(useFormContext().store, name);
  return (
    <div hidden={!visible}>
      <FieldFrame name={name} />
    </div>
  );
});

type HostProps = Omit<WidgetProps, 'value' | 'onChange'> & { entry: WidgetEntry };

/** Subscribes the widget to its value (see `useWidgetValue`), apart from the frame. */
function WidgetHost({ entry, ...props }: HostProps) {
  const { store } = useFormContext();
  const [value, onChange] = useWidgetValue(store, props.field.name, entry.uncontrolled === true);
  const Widget = entry.Component as (widgetProps: WidgetProps) => React.ReactNode;
  return <Widget {...props} value={value} onChange={onChange} />;
}

/** The green check of a valid, answered field; on its own so that its appearing re-renders nothing else. */
function ValidMark({ name }: { name: string }) {
  const { store, t } = useFormContext();
  if (!useFieldViewPart(store, name, 'valid')) return null;
  return (
    <span className={styles.valid} title={t('field_valid')}>
      <CheckIcon />
    </span>
  );
}

/**
 * The frame of a field: label (asterisk or 'opcional'), description, the widget, the green check
 * or red cross with its message, and the 'No aplica' box. Re-renders only when its message or
 * skip box changes.
 */
const FieldFrame = memo(function FieldFrame({ name }: { name: string }) {
  const context = useFormContext();
  const { store, idPrefix, optionality, t } = context;
  const field = store.field(name);
  const error = useFieldViewPart(store, name, 'error');
  const skipped = useFieldViewPart(store, name, 'skipped');
  if (!field) return null;

  const entry = widgetFor(field.type);
  const id = `${idPrefix}-${field.name}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const description = field.description?.trim() ? field.description : null;
  const describedBy =
    [description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const readOnly = context.readOnly || field.readonly === true;
  const disabled = context.disabled || field.disabled === true;
  const required = field.required === true;
  const widget = (
    <Suspense
      fallback={
        // Marked so screenshot tests can wait for on-demand widgets to arrive.
        <div aria-busy="true" data-pending-chunk="">
          <Skeleton height="2.5rem" />
        </div>
      }
    >
      <WidgetHost
        entry={entry as WidgetEntry}
        field={field}
        id={id}
        labelId={labelId}
        describedBy={describedBy}
        invalid={error !== null}
        readOnly={readOnly}
        disabled={disabled || skipped}
        required={required}
        locale={context.locale}
        t={t}
        services={context.services}
        choiceLabel={context.choiceLabel}
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
  const status = <ValidMark name={field.name} />;
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
      data-state={error ? 'invalid' : skipped ? 'skipped' : undefined}
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
          checked={skipped}
          disabled={readOnly || disabled}
          onCheckedChange={(checked) => store.setSkipped(field.name, checked)}
        />
      ) : null}
    </div>
  );
});
