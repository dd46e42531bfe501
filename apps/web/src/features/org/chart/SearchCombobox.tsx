import { Input, SearchIcon } from '@faena/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdersText } from './describe';
import type { OrgChartSearchResult, OrgChartSource } from './types';

const DEBOUNCE_MS = 150;

export interface SearchComboboxProps {
  source: OrgChartSource;
  onPick: (result: OrgChartSearchResult) => void;
}

/**
 * The search box: an editable combobox with a list of matches (ARIA 1.2 pattern). ↓ ↑ move through
 * the matches (the input keeps focus, `aria-activedescendant` follows), Enter picks, Escape closes
 * the list and then clears.
 */
export function SearchCombobox({ source, onPick }: SearchComboboxProps) {
  const { t } = useTranslation('orgChart');
  const id = useId();
  const listId = `${id}-results`;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<OrgChartSearchResult[]>([]);
  const [state, setState] = useState<'idle' | 'searching' | 'done' | 'error'>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);

  useEffect(() => {
    const text = query.trim();
    const ticket = ++latest.current;
    if (!text) {
      setResults([]);
      setState('idle');
      return;
    }
    setState('searching');
    const timer = setTimeout(() => {
      source.search(text).then(
        (found) => {
          if (ticket !== latest.current) return;
          setResults(found);
          setActive(found.length > 0 ? 0 : -1);
          setState('done');
        },
        () => {
          if (ticket === latest.current) setState('error');
        },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, source]);

  const pick = (result: OrgChartSearchResult | undefined) => {
    if (!result) return;
    setOpen(false);
    onPick(result);
  };
  const showList = open && query.trim() !== '' && state !== 'idle';
  const status =
    state === 'searching'
      ? t('search.searching')
      : state === 'error'
        ? t('search.error')
        : state === 'done'
          ? results.length === 0
            ? t('search.none', { query: query.trim() })
            : t('search.count', { count: results.length })
          : '';

  return (
    <div className="relative w-full sm:max-w-sm">
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-subtle"
      />
      <Input
        role="combobox"
        type="text"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        className="pl-9"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            if (results.length === 0) return;
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current + step + results.length) % results.length);
          } else if (event.key === 'Enter') {
            if (showList && results.length > 0) {
              event.preventDefault();
              pick(results[Math.max(active, 0)]);
            }
          } else if (event.key === 'Escape') {
            if (showList) setOpen(false);
            else setQuery('');
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        hidden={!showList || results.length === 0}
        className="absolute top-full right-0 left-0 z-10 mt-1 max-h-80 overflow-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
      >
        {results.map((result, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: options of an aria-activedescendant listbox; the input keeps focus and takes the keys
          <div
            key={result.node.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer rounded-md px-2 py-1.5 ${index === active ? 'bg-primary-subtle' : 'hover:bg-bg-muted'}`}
            // Keep focus in the input while the pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(result)}
          >
            <span className="block truncate text-label text-fg">{holdersText(t, result.node)}</span>
            <span className="block truncate text-caption text-fg-muted">{result.node.title}</span>
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {showList ? status : ''}
      </p>
    </div>
  );
}
