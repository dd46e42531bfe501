/**
 * The benchmark form built the idiomatic react-hook-form way, doing the same logical work as
 * Faena's `FormRenderer`: `register` for every input (uncontrolled), `mode: 'onChange'` validation
 * with the same rules (required, integer, min/max), each field reading only its own error and dirty
 * state through `useFormState({ name })` (RHF's advice for large forms) to show the same message and
 * check, and show_if through `useWatch` of the
 * field's dependencies plus the core's `evaluateCondition`, with the core's semantics: a hidden
 * field reads as empty to other conditions, so hiding cascades.
 */
import { memo, useMemo } from 'react';
import {
  type Control,
  type RegisterOptions,
  type UseFormRegister,
  useForm,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { conditionDependencies, evaluateCondition } from '../../src/core/conditions.ts';
import type { FormDefinition, FormField } from '../../src/core/types.ts';

type Values = Record<string, string>;
type ByName = ReadonlyMap<string, FormField>;

/** The core's messages (es-MX), written out: RHF takes static strings. */
function rulesOf(field: FormField): RegisterOptions<Values> {
  const rules: RegisterOptions<Values> = {};
  if (field.required) rules.required = 'Este campo es requerido';
  if (field.type === 'integer') {
    rules.pattern = { value: /^\s*-?\d+\s*$/, message: 'Debe ser un número entero' };
    if (field.min !== undefined) rules.min = { value: field.min, message: `Debe ser al menos ${field.min}` };
    if (field.max !== undefined) rules.max = { value: field.max, message: `Debe ser a lo más ${field.max}` };
  }
  return rules;
}

/** Every name a field's visibility reads, transitively (a dependency's own show_if counts too). */
function transitiveDependencies(byName: ByName, name: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    const condition = byName.get(current)?.show_if;
    if (!condition) return;
    for (const dependency of conditionDependencies(condition)) {
      if (seen.has(dependency)) continue;
      seen.add(dependency);
      visit(dependency);
    }
  };
  visit(name);
  return [...seen];
}

/** Visibility of `name` over `values` with the core's rule: hidden dependencies read as empty. */
function visibleIn(
  name: string,
  byName: ByName,
  values: Record<string, unknown>,
  memo: Map<string, boolean>,
): boolean {
  const cached = memo.get(name);
  if (cached !== undefined) return cached;
  const condition = byName.get(name)?.show_if;
  const visible =
    !condition ||
    evaluateCondition(condition, {
      lookup: (other) => (visibleIn(other, byName, values, memo) ? values[other] : undefined),
      // The bench forms have no skippable fields; a real form would also watch `<name>_skipped`.
      isSkipped: (other) => visibleIn(other, byName, values, memo) && values[`${other}_skipped`] === true,
    });
  memo.set(name, visible);
  return visible;
}

interface FieldProps {
  field: FormField;
  control: Control<Values>;
  register: UseFormRegister<Values>;
}

/**
 * One field: label, input, its error and — the same feedback Faena's renderer gives (SPEC 5) —
 * a check once the field holds a valid answer. Re-renders only when its own error or dirty state
 * changes (`useFormState` subscribes to what the render reads).
 */
const RhfField = memo(function RhfField({ field, control, register }: FieldProps) {
  const { errors, dirtyFields } = useFormState({ control, name: field.name });
  const error = errors[field.name]?.message;
  const valid = !error && dirtyFields[field.name] === true;
  const id = `rhf-${field.name}`;
  return (
    <div data-field-name={field.name}>
      <label htmlFor={id}>
        {field.label ?? field.name}
        {field.required ? ' *' : null}
      </label>
      {valid ? <span title="Campo válido">✓</span> : null}
      <input
        id={id}
        type="text"
        inputMode={field.type === 'integer' ? 'numeric' : undefined}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(field.name, rulesOf(field))}
      />
      {error ? <p id={`${id}-error`}>{error}</p> : null}
    </div>
  );
});

/** A field with show_if: watches its dependencies and renders the field only while visible. */
const RhfConditionalField = memo(function RhfConditionalField(props: FieldProps & { byName: ByName }) {
  const { field, byName } = props;
  const names = useMemo(() => transitiveDependencies(byName, field.name), [byName, field.name]);
  const watched = useWatch({ control: props.control, name: names }) as unknown[];
  const values: Record<string, unknown> = {};
  names.forEach((name, index) => {
    values[name] = watched[index];
  });
  if (!visibleIn(field.name, byName, values, new Map())) return null;
  return <RhfField field={field} control={props.control} register={props.register} />;
});

export function RhfForm({
  definition,
  initialValues,
}: {
  definition: FormDefinition;
  initialValues?: Values;
}) {
  const { register, control, handleSubmit } = useForm<Values>({
    mode: 'onChange',
    // Every field starts empty, as RHF recommends; dirty state (the check) is measured against it.
    defaultValues: useMemo(
      () => ({ ...Object.fromEntries(definition.fields.map((field) => [field.name, ''])), ...initialValues }),
      [definition, initialValues],
    ),
  });
  const byName = useMemo(() => new Map(definition.fields.map((field) => [field.name, field])), [definition]);
  return (
    // Fields in a container, as in Faena's renderer: here Chromium inserted and removed direct children
    // of a <form> holding hundreds of controls ~10× slower, which skewed show_if against RHF.
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <div>
        {definition.fields.map((field) =>
          field.show_if ? (
            <RhfConditionalField
              key={field.id}
              field={field}
              byName={byName}
              control={control}
              register={register}
            />
          ) : (
            <RhfField key={field.id} field={field} control={control} register={register} />
          ),
        )}
      </div>
      <button type="submit">Enviar</button>
    </form>
  );
}
