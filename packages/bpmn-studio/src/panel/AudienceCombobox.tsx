import { CloseIcon, FieldLabel, FieldMessages, fieldStyles, IconButton, useFieldIds } from '@faena/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { AudienceOption, PanelField, StudioAudiencesAdapter } from '../contract.ts';
import type { PanelTranslate } from './messages.ts';
import * as styles from './PropertiesPanel.css.ts';

/** Typing waits this long before asking for audiences, so a word is one request, not one per key. */
const TYPING_PAUSE_MS = 150;

interface AudienceComboboxProps {
  adapter: StudioAudiencesAdapter;
  /** The stored audience id, or undefined for none. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
  field?: PanelField;
  t: PanelTranslate;
}

/** The name of a stored audience: the adapter's `label`, else a search, else undefined. */
async function nameOf(adapter: StudioAudiencesAdapter, value: string, signal: AbortSignal) {
  if (adapter.label) return adapter.label(value, signal);
  const options = await adapter.search('', signal);
  return options.find((option) => option.value === value)?.label;
}

/**
 * A searchable picker over the organisation's saved audiences (WAI-ARIA combobox with a listbox
 * popup): typing searches, the arrow keys move through the results, Enter picks, Escape closes and
 * then restores the chosen name. The focus stays in the input; `aria-activedescendant` points at the
 * active option.
 */
export function AudienceCombobox({ adapter, value, onChange, disabled, field, t }: AudienceComboboxProps) {
  const hint = t('audienceSavedHint');
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ hint });
  const labelId = useId();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<AudienceOption[]>([]);
  const [active, setActive] = useState(-1);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  // Names already seen, so a pick shows its name at once and reading it back needs no request.
  const names = useRef(new Map<string, string>());
  const [label, setLabel] = useState<string | undefined>(() =>
    value ? names.current.get(value) : undefined,
  );

  useEffect(() => {
    if (!value) {
      setLabel(undefined);
      return;
    }
    const known = names.current.get(value);
    if (known) {
      setLabel(known);
      return;
    }
    setLabel(undefined);
    const controller = new AbortController();
    nameOf(adapter, value, controller.signal).then(
      (name) => {
        if (controller.signal.aborted) return;
        if (name) names.current.set(value, name);
        setLabel(name ?? t('audienceSavedUnknown', { id: value }));
      },
      () => {
        if (!controller.signal.aborted) setLabel(t('audienceSavedUnknown', { id: value }));
      },
    );
    return () => controller.abort();
  }, [adapter, value, t]);

  const search = query ?? '';
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState('loading');
    const timer = setTimeout(
      () => {
        adapter.search(search.trim(), controller.signal).then(
          (found) => {
            if (controller.signal.aborted) return;
            for (const option of found) names.current.set(option.value, option.label);
            setOptions(found);
            setActive(found.length > 0 ? 0 : -1);
            setState('idle');
          },
          () => {
            if (controller.signal.aborted) return;
            setOptions([]);
            setActive(-1);
            setState('error');
          },
        );
      },
      search ? TYPING_PAUSE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [adapter, open, search]);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const choose = (option: AudienceOption) => {
    names.current.set(option.value, option.label);
    setLabel(option.label);
    close();
    if (option.value !== value) onChange(option.value);
  };

  const expanded = open && state === 'idle' && options.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          break;
        }
        if (options.length === 0) break;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
        break;
      }
      case 'Home':
      case 'End':
        if (expanded) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : options.length - 1);
        }
        break;
      case 'Enter': {
        if (!open) break;
        // While the list is open Enter picks; it never submits anything around the panel.
        event.preventDefault();
        const option = options[active];
        if (expanded && option) choose(option);
        break;
      }
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const status = !open
    ? ''
    : state === 'loading'
      ? t('audienceSearching')
      : state === 'error'
        ? t('audienceSearchError')
        : options.length === 0
          ? t('audienceNoResults')
          : t('audienceResults', { count: String(options.length) });

  return (
    <div className={styles.group}>
      <FieldLabel htmlFor={controlId} id={labelId} label={t('audienceSaved')} />
      <div className={styles.comboRow}>
        <input
          id={controlId}
          type="text"
          role="combobox"
          autoComplete="off"
          className={`${fieldStyles.input} ${styles.comboInput}`}
          data-studio-field={field}
          placeholder={t('audienceSavedPlaceholder')}
          disabled={disabled}
          value={query ?? label ?? ''}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {value && !disabled ? (
          <IconButton
            className={styles.comboClear}
            size="sm"
            variant="ghost"
            label={t('audienceClear')}
            icon={<CloseIcon />}
            onClick={() => {
              close();
              onChange(undefined);
            }}
          />
        ) : null}
        <div
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          className={styles.comboListbox}
          hidden={!expanded}
        >
          {options.map((option, index) => (
            // Options never take focus: the input keeps it and points at the active one
            // (aria-activedescendant); its key handler does the keyboard part.
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              data-active={index === active}
              className={styles.comboOption}
              // Keep the focus in the input while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.label}
            </div>
          ))}
        </div>
      </div>
      <p role="status" className={styles.comboStatus}>
        {status}
      </p>
      <FieldMessages hint={hint} hintId={hintId} errorId={errorId} />
    </div>
  );
}
