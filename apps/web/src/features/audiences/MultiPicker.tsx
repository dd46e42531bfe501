import { Avatar, CloseIcon, fieldStyles, IconButton } from '@faena/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Named } from './audience-form';

/** An option found by a search: a second line and a picture when there are. */
export interface PickerOption extends Named {
  description?: string;
  image?: string;
}

export interface MultiPickerProps {
  label: string;
  /** Text under the label, linked to the input. */
  hint?: string;
  /** The field's error from the server, if any. */
  error?: string;
  value: Named[];
  onChange: (next: Named[]) => void;
  /** Finds options for what is typed (empty: the first ones). */
  search: (text: string, signal: AbortSignal) => Promise<PickerOption[]>;
  /** People show an avatar. */
  avatars?: boolean;
  /** The `name` of the input (focus on error, tests). */
  name: string;
}

const SEARCH_DELAY_MS = 200;

/**
 * A multi-select combobox (WAI-ARIA 1.2 list autocomplete): typing searches, arrows move, Enter
 * picks, Escape closes; the picked ones are chips with a remove button. The list stays open to
 * pick several; picking a picked one again takes it out.
 */
export function MultiPicker({
  label,
  hint,
  error,
  value,
  onChange,
  search,
  avatars,
  name,
}: MultiPickerProps) {
  const { t } = useTranslation('audiences');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<{ term: string; options: PickerOption[]; failed: boolean } | null>(
    null,
  );
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const searchRef = useRef(search);
  searchRef.current = search;

  const term = text.trim();
  const options = results?.term === term ? results.options : [];
  const loading = open && results?.term !== term;
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchRef.current(term, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setResults({ term, options: found, failed: false });
        },
        () => {
          if (!controller.signal.aborted) setResults({ term, options: [], failed: true });
        },
      );
    }, SEARCH_DELAY_MS);
    setActive(-1);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, term]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const isPicked = (option: Named) => value.some((item) => item.id === option.id);
  const choose = (option: PickerOption) =>
    onChange(
      isPicked(option)
        ? value.filter((item) => item.id !== option.id)
        : [...value, { id: option.id, name: option.name }],
    );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
        }
        break;
    }
  };

  const status = !open
    ? ''
    : loading
      ? t('editor.searching')
      : results?.failed
        ? t('editor.searchFailed')
        : options.length === 0
          ? t('editor.noResults')
          : '';
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-body font-medium text-fg">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-caption text-fg-muted">
          {hint}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {value.map((item) => (
            <li
              key={item.id}
              className="inline-flex items-center gap-1 rounded-md border border-border bg-surface-subtle py-0.5 pr-0.5 pl-2 text-body"
            >
              {item.name}
              <IconButton
                size="sm"
                label={t('editor.remove', { name: item.name })}
                icon={<CloseIcon />}
                onClick={() => {
                  onChange(value.filter((picked) => picked.id !== item.id));
                  input.current?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          className={fieldStyles.input}
          value={text}
          placeholder={t('editor.searchPlaceholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setText('');
          }}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={label}
          aria-multiselectable
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          {options.map((option, index) => (
            // The input keeps the focus and points at the active option (aria-activedescendant).
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={isPicked(option)}
              data-active={index === active || undefined}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-body aria-selected:font-medium data-[active]:bg-surface-subtle hover:bg-surface-subtle"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {avatars ? (
                <span aria-hidden="true">
                  <Avatar name={option.name} src={option.image} size="sm" />
                </span>
              ) : null}
              <span className="flex min-w-0 flex-col">
                <span className="truncate">
                  {isPicked(option) ? '✓ ' : ''}
                  {option.name}
                </span>
                {option.description ? (
                  <span className="truncate text-caption text-fg-muted">{option.description}</span>
                ) : null}
              </span>
            </div>
          ))}
        </div>
      </div>
      <p role="status" className="min-h-4 text-caption text-fg-muted">
        {status}
      </p>
      {error ? (
        <p id={errorId} className="text-caption text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
}
