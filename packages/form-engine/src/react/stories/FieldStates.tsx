/**
 * Story support for field widgets (used by `*.stories.tsx`; not exported from the package).
 * `FieldStates` shows one field in every state side by side; `FieldPlayground` renders it with an
 * `<output>` of its current value so play functions can assert input → value.
 */
import { useUiLocale } from '@faena/ui';
import { useMemo, useState } from 'react';
import { type FormField, skipFlagName } from '../../core/index.ts';
import { FormRenderer } from '../FormRenderer.tsx';
import type { FormServices } from '../services.ts';
import { createFormStore } from '../store.ts';

const STATE_TITLES = {
  'es-MX': {
    empty: 'Vacío',
    filled: 'Con respuesta',
    invalid: 'Con error',
    skipped: 'No aplica',
    readOnly: 'Solo lectura',
    disabled: 'Deshabilitado',
    value: 'Valor',
  },
  'en-US': {
    empty: 'Empty',
    filled: 'Filled',
    invalid: 'Invalid',
    skipped: 'Skipped',
    readOnly: 'Read-only',
    disabled: 'Disabled',
    value: 'Value',
  },
} as const;

function useTitles() {
  return STATE_TITLES[useUiLocale() === 'en-US' ? 'en-US' : 'es-MX'];
}

export interface FieldStatesProps {
  field: FormField;
  /** A valid answer, for the filled, read-only and disabled states. */
  filled: unknown;
  /** An answer that breaks a rule; the invalid state shows the field required and empty without it. */
  invalid?: unknown;
  services?: FormServices;
}

function ValidatedForm({
  field,
  value,
  services,
}: {
  field: FormField;
  value: unknown;
  services?: FormServices;
}) {
  const store = useMemo(() => {
    const created = createFormStore(
      { id: `${field.name}-invalid`, fields: [field] },
      { initialValues: { [field.name]: value } },
    );
    created.validateAll();
    return created;
  }, [field, value]);
  return <FormRenderer definition={store.definition} store={store} hideSubmit services={services} />;
}

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  gap: '1.5rem',
  alignItems: 'start',
} as const;

export function FieldStates({ field, filled, invalid, services }: FieldStatesProps) {
  const titles = useTitles();
  const one = (overrides: Partial<FormField> = {}) => ({
    id: field.name,
    fields: [{ ...field, ...overrides } as FormField],
  });
  const card = (title: string, body: React.ReactNode) => (
    <section aria-label={title} key={title}>
      <h3 style={{ margin: '0 0 0.75rem', fontSize: '0.875rem' }}>{title}</h3>
      {body}
    </section>
  );
  return (
    <div style={grid}>
      {card(titles.empty, <FormRenderer definition={one()} hideSubmit services={services} />)}
      {card(
        titles.filled,
        <FormRenderer
          definition={one()}
          initialValues={{ [field.name]: filled }}
          hideSubmit
          services={services}
        />,
      )}
      {card(
        titles.invalid,
        <ValidatedForm
          field={invalid === undefined ? ({ ...field, required: true } as FormField) : field}
          value={invalid}
          services={services}
        />,
      )}
      {card(
        titles.skipped,
        <FormRenderer
          definition={one({ skippable: true })}
          initialValues={{ [skipFlagName(field.name)]: true }}
          hideSubmit
          services={services}
        />,
      )}
      {card(
        titles.readOnly,
        <FormRenderer
          definition={one()}
          initialValues={{ [field.name]: filled }}
          readOnly
          services={services}
        />,
      )}
      {card(
        titles.disabled,
        <FormRenderer
          definition={one({ disabled: true })}
          initialValues={{ [field.name]: filled }}
          hideSubmit
          services={services}
        />,
      )}
    </div>
  );
}

export interface FieldPlaygroundProps {
  field: FormField;
  initialValue?: unknown;
  services?: FormServices;
}

/** The field alone, with its live value in `<output aria-label="Valor">` (JSON). */
export function FieldPlayground({ field, initialValue, services }: FieldPlaygroundProps) {
  const titles = useTitles();
  const [value, setValue] = useState<unknown>(initialValue);
  const definition = useMemo(() => ({ id: field.name, fields: [field] }), [field]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', maxWidth: '32rem' }}>
      <FormRenderer
        definition={definition}
        initialValues={initialValue === undefined ? undefined : { [field.name]: initialValue }}
        onValuesChange={(values) => setValue(values[field.name])}
        hideSubmit
        services={services}
      />
      <output aria-label={titles.value} style={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>
        {value === undefined ? '' : JSON.stringify(value)}
      </output>
    </div>
  );
}
