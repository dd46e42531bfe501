import { fieldStyles } from '@faena/ui';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Something to pick: a venue, a position, a group, a company. */
export interface Option {
  id: string;
  name: string;
  /** A second line (a code, an address). */
  description?: string;
}

export type OptionSearchFn = (text: string, signal: AbortSignal) => Promise<Option[]>;

export interface OptionSearchProps {
  label: string;
  /** Finds options for what is typed (empty: the first ones). */
  search: OptionSearchFn;
  onPick: (option: Option) => void;
  /** Options not offered (already picked). */
  exclude?: readonly string[];
  /** The list shows under the input all the time (inside a filter menu), not only while typing. */
  inline?: boolean;
  /** The label is read by screen readers only (the surrounding menu shows it). */
  hideLabel?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Escape on a closed list (a menu closes). */
  onEscape?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

const SEARCH_DELAY_MS = 200;

/**
 * A single-pick combobox (WAI-ARIA 1.2 list autocomplete): typing searches the API, arrows move,
 * Enter picks, Escape closes. Used wherever one thing is picked from the API: the people list's filters, a person's
 * assignment tabs, an activity's responsible people and venue.
 */
export function OptionSearch({
  label,
  search,
  onPick,
  exclude = [],
  inline = false,
  hideLabel = false,
  autoFocus,
  disabled,
  onEscape,
  inputRef,
}: OptionSearchProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const open = inline || focused;
  const [results, setResults] = useState<{ term: string; options: Option[]; failed: boolean } | null>(null);
  const [active, setActive] = useState(-1);
  const searchRef = useRef(search);
  searchRef.current = search;

  const term = text.trim();
  const options = (results?.term === term ? results.options : []).filter(
    (option) => !exclude.includes(option.id),
  );
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

  const choose = (option: Option) => {
    setText('');
    setActive(-1);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (options.length > 0) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
        if (option) choose(option);
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (text) setText('');
        else onEscape?.();
        break;
    }
  };

  const status = !open
    ? ''
    : loading
      ? t('picker.searching')
      : results?.failed
        ? t('picker.failed')
        : options.length === 0
          ? t('picker.none')
          : '';

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-label font-medium text-fg'}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the input is the only control of the menu it opens in.
          autoFocus={autoFocus}
          disabled={disabled}
          className={fieldStyles.input}
          value={text}
          placeholder={t('picker.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => setFocused(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setFocused(false);
            if (!inline) setText('');
          }}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className={
            inline
              ? 'mt-1 max-h-64 overflow-y-auto'
              : 'absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-lg'
          }
        >
          {options.map((option, index) => (
            // The input keeps the focus and points at the active option (aria-activedescendant).
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="flex cursor-pointer flex-col rounded px-2 py-1.5 text-body aria-selected:bg-surface-subtle hover:bg-surface-subtle"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <span className="truncate">{option.name}</span>
              {option.description ? (
                <span className="truncate text-caption text-fg-muted">{option.description}</span>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <p role="status" className="min-h-4 text-caption text-fg-muted">
        {status}
      </p>
    </div>
  );
}
