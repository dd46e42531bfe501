import { Avatar, CloseIcon, fieldStyles, IconButton } from '@faena/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { EntityKind, EntityOption } from '../services.ts';
import * as styles from './rich.css.ts';
import type { WidgetProps } from './types.ts';

export type PickerType = 'user' | 'users' | 'venue' | 'venues' | 'location' | 'locations';

const KIND: Record<PickerType, EntityKind> = {
  user: 'user',
  users: 'user',
  venue: 'venue',
  venues: 'venue',
  location: 'location',
  locations: 'location',
};

const MULTIPLE: ReadonlySet<PickerType> = new Set(['users', 'venues', 'locations']);

/** Wait after the last keystroke before searching, so typing a name sends one request, not one per letter. */
const SEARCH_DELAY_MS = 250;

/** What a picker stores: conditions compare by `id`, the name shows without another request. */
interface Entity {
  id: string;
  name: string;
}

function isEntity(value: unknown): value is Entity {
  if (value === null || typeof value !== 'object') return false;
  const { id, name } = value as Partial<Entity>;
  return typeof id === 'string' && typeof name === 'string';
}

/** Results and the text they answer, so results of an older text are never shown for a newer one. */
interface Results {
  term: string;
  options: EntityOption[];
}

/**
 * user, venue, location and their plural types: a combobox (WAI-ARIA 1.2 "list autocomplete")
 * searching the app's `EntityProvider`, which decides whom the field's `audience` admits. Single
 * types store `{ id, name }` and show it in the input; plural ones store a list shown as chips.
 */
export function PickerWidget({
  field,
  value,
  onChange,
  id,
  labelId,
  describedBy,
  invalid,
  readOnly,
  disabled,
  required,
  t,
  services,
}: WidgetProps<PickerType>) {
  const multiple = MULTIPLE.has(field.type);
  const kind = KIND[field.type];
  const audience = field.audience;
  const provider = services.entities;
  const selected = multiple
    ? Array.isArray(value)
      ? value.filter(isEntity)
      : []
    : isEntity(value)
      ? [value]
      : [];

  // The text being typed; null while not editing (a single picker then shows its value's name).
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  const term = (query ?? '').trim();
  const text = query ?? (multiple ? '' : (selected[0]?.name ?? ''));
  const options = results?.term === term ? results.options : [];
  const loading = open && results?.term !== term;
  const expanded = open && options.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open || !provider) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      provider.search({ kind, query: term, audience, signal: controller.signal }).then(
        (found) => {
          if (!controller.signal.aborted) setResults({ term, options: found });
        },
        () => {
          if (!controller.signal.aborted) setResults({ term, options: [] });
        },
      );
    }, SEARCH_DELAY_MS);
    setActive(-1);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, term, kind, audience, provider]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const isSelected = (option: EntityOption) => selected.some((item) => item.id === option.id);

  const choose = (option: EntityOption) => {
    const entity: Entity = { id: option.id, name: option.name };
    if (!multiple) {
      onChange(entity);
      setQuery(null);
      setOpen(false);
      return;
    }
    // A multiple list stays open to pick more; choosing a picked one again takes it out.
    onChange(isSelected(option) ? selected.filter((item) => item.id !== option.id) : [...selected, entity]);
  };

  const remove = (entity: Entity) => {
    onChange(selected.filter((item) => item.id !== entity.id));
    input.current?.focus();
  };

  const clear = () => {
    onChange(undefined);
    setQuery(null);
    input.current?.focus();
  };

  const editable = !readOnly && !disabled && provider !== undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!editable) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (options.length > 0) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open && options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        // While the list is open Enter picks, it does not submit the form.
        if (!open) break;
        event.preventDefault();
        const option = options[active];
        if (option) choose(option);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (query !== null) {
          event.preventDefault();
          setQuery(null);
        }
        break;
    }
  };

  const onBlur = () => {
    setOpen(false);
    // Erasing a single picker's text and leaving it clears the value.
    if (!multiple && query !== null && query.trim() === '' && selected.length > 0) onChange(undefined);
    setQuery(null);
  };

  const status = !open ? '' : loading ? t('loading') : options.length === 0 ? t('no_results') : '';

  return (
    <div className={styles.picker}>
      {multiple && selected.length > 0 ? (
        <ul className={styles.chips}>
          {selected.map((entity) => (
            <li key={entity.id} className={styles.chip}>
              {entity.name}
              {readOnly ? null : (
                <IconButton
                  size="sm"
                  label={t('remove_item', { name: entity.name })}
                  icon={<CloseIcon />}
                  disabled={disabled}
                  onClick={() => remove(entity)}
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.inputRow}>
        <input
          ref={input}
          id={id}
          name={field.name}
          type="text"
          role="combobox"
          autoComplete="off"
          className={`${fieldStyles.input} ${styles.pickerInput}`}
          value={text}
          placeholder={field.placeholder ?? t('search')}
          readOnly={readOnly}
          disabled={disabled || !provider}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setQuery(event.target.value);
            if (editable) setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        {!multiple && selected.length > 0 && !readOnly ? (
          <IconButton
            className={styles.clearButton}
            size="sm"
            label={t('clear')}
            icon={<CloseIcon />}
            disabled={disabled}
            onClick={clear}
          />
        ) : null}
        <div
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          aria-multiselectable={multiple || undefined}
          className={styles.listbox}
          hidden={!expanded}
        >
          {options.map((option, index) => (
            // Options never take focus: the input keeps it and points at the active one
            // (aria-activedescendant), and its key handler does the keyboard part.
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={isSelected(option)}
              data-active={index === active}
              className={styles.option}
              // Keep the focus in the input: the click picks, the input stays the place to type.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {kind === 'user' || option.image ? (
                <span aria-hidden="true">
                  <Avatar name={option.name} src={option.image} size="sm" />
                </span>
              ) : null}
              <span className={styles.optionText}>
                <span>{option.name}</span>
                {option.description ? (
                  <span className={styles.optionDescription}>{option.description}</span>
                ) : null}
              </span>
            </div>
          ))}
        </div>
      </div>
      <p role="status" className={styles.pickerStatus}>
        {provider ? status : t('search_unavailable')}
      </p>
    </div>
  );
}
