import { IDENTITY_DOCUMENT_MESSAGES, IDENTITY_DOCUMENT_TYPES } from '@faena/contract/identity-documents';
import { Button, ChevronDownIcon, CloseIcon, IconButton, Modal, ModalClose, Select } from '@faena/ui';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSearch } from '@/platform/OptionSearch';
import { documentLocale } from './documents';
import { activeFilters, COMPANY_TYPES, type FilterKey, ORG_FILTERS, type PeopleQuery } from './filters';
import { type OrgKind, OWN_COMPANY, orgName, orgSearch } from './org-options';

export interface FilterBarProps {
  query: PeopleQuery;
  /** Sets a filter ('' removes it). */
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

const nameKey = (kind: OrgKind, id: string) => ['people', 'filter-name', kind, id] as const;

/** The labels of the filters and of their values, in the organisation's wording. */
function useFilterText() {
  const { t, i18n } = useTranslation('people');
  const types = IDENTITY_DOCUMENT_MESSAGES[documentLocale(i18n.language)].types;
  // The organisation may call a venue something else ('Tienda'): its wording of the org texts.
  const venue = t('org:venue.one', { defaultValue: t('venue.one') });
  const labels: Record<FilterKey, string> = {
    company: t('filters.company'),
    company_type: t('filters.companyType'),
    venue,
    position: t('filters.position'),
    group: t('filters.group'),
    document_type: t('filters.documentType'),
    disabled: t('filters.status'),
  };
  const choices: Partial<Record<FilterKey, { value: string; label: string }[]>> = {
    company_type: COMPANY_TYPES.map((value) => ({
      value,
      label: value === 'OWN' ? t('filters.own') : t(`filters.${value}`),
    })),
    document_type: IDENTITY_DOCUMENT_TYPES.map((value) => ({ value, label: types[value] })),
    disabled: [
      { value: 'false', label: t('filters.enabled') },
      { value: 'true', label: t('filters.disabled') },
    ],
  };
  return { labels, choices, own: t('filters.own') };
}

/**
 * The list's filters: on a wide screen a row of filter menus, on a phone a 'Filtros' dialog;
 * the filters in effect are chips, each removable by keyboard ('Quitar filtro Tienda Centro').
 */
export function FilterBar({ query, onChange, onClear }: FilterBarProps) {
  const { t } = useTranslation('people');
  const text = useFilterText();
  const queryClient = useQueryClient();
  const active = activeFilters(query);
  const [sheet, setSheet] = useState(false);

  // The names of the picked records (from the address after a reload; cached when picked).
  const orgActive = active.filter(({ key, value }) => ORG_FILTERS[key] && value !== OWN_COMPANY);
  const names = useQueries({
    queries: orgActive.map(({ key, value }) => {
      const kind = ORG_FILTERS[key] as OrgKind;
      return {
        queryKey: nameKey(kind, value),
        queryFn: ({ signal }: { signal: AbortSignal }) => orgName(kind, value, signal),
        staleTime: 5 * 60_000,
      };
    }),
  });
  const valueLabel = (key: FilterKey, value: string): string => {
    if (key === 'company' && value === OWN_COMPANY) return text.own;
    const kind = ORG_FILTERS[key];
    if (kind) {
      const index = orgActive.findIndex((filter) => filter.key === key);
      return names[index]?.data ?? (names[index]?.isPending ? '…' : t('filters.unknown'));
    }
    return text.choices[key]?.find((choice) => choice.value === value)?.label ?? value;
  };
  const pick = (key: FilterKey, kind: OrgKind) => (option: { id: string; name: string }) => {
    queryClient.setQueryData(nameKey(kind, option.id), option.name);
    onChange(key, option.id);
  };
  const keys = Object.keys(text.labels) as FilterKey[];

  const chips =
    active.length > 0 ? (
      <ul aria-label={t('filters.active')} className="flex flex-wrap items-center gap-1.5">
        {active.map(({ key, value }) => {
          const label = valueLabel(key, value);
          return (
            <li
              key={key}
              className="inline-flex items-center gap-1 rounded-md border border-border bg-surface-subtle py-0.5 pr-0.5 pl-2 text-caption"
            >
              <span className="text-fg-muted">{text.labels[key]}:</span>
              <span className="font-medium">{label}</span>
              <IconButton
                size="sm"
                label={t('filters.remove', { name: label })}
                icon={<CloseIcon />}
                onClick={() => onChange(key, '')}
              />
            </li>
          );
        })}
        <li>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('clearFilters')}
          </Button>
        </li>
      </ul>
    ) : null;

  return (
    <div className="flex flex-col gap-2">
      <fieldset className="hidden flex-wrap gap-1.5 md:flex">
        <legend className="sr-only">{t('filters.label')}</legend>
        {keys.map((key) => {
          const kind = ORG_FILTERS[key];
          return (
            <FilterMenu key={key} label={text.labels[key]} active={query[key] !== undefined}>
              {(close) =>
                kind ? (
                  <OptionSearch
                    label={text.labels[key]}
                    hideLabel
                    inline
                    autoFocus
                    search={orgSearch(kind, key === 'company' ? text.own : undefined)}
                    exclude={query[key] !== undefined ? [String(query[key])] : []}
                    onEscape={close}
                    onPick={(option) => {
                      pick(key, kind)(option);
                      close();
                    }}
                  />
                ) : (
                  <ul aria-label={text.labels[key]} className="flex flex-col">
                    {text.choices[key]?.map((choice) => (
                      <li key={choice.value}>
                        <button
                          type="button"
                          aria-pressed={String(query[key]) === choice.value}
                          className="w-full rounded px-2 py-1.5 text-left text-body hover:bg-surface-subtle aria-pressed:font-medium focus-visible:outline-2 focus-visible:outline-focus"
                          onClick={() => {
                            onChange(key, String(query[key]) === choice.value ? '' : choice.value);
                            close();
                          }}
                        >
                          {String(query[key]) === choice.value ? '✓ ' : ''}
                          {choice.label}
                        </button>
                      </li>
                    ))}
                  </ul>
                )
              }
            </FilterMenu>
          );
        })}
      </fieldset>
      <div className="md:hidden">
        <Button variant="secondary" size="sm" onClick={() => setSheet(true)}>
          {active.length > 0 ? t('filters.withCount', { count: active.length }) : t('filters.label')}
        </Button>
      </div>
      <Modal
        open={sheet}
        onOpenChange={setSheet}
        title={t('filters.label')}
        footer={
          <div className="flex w-full justify-between gap-2">
            <Button variant="ghost" onClick={onClear} disabled={active.length === 0}>
              {t('clearFilters')}
            </Button>
            <ModalClose asChild>
              <Button>{t('filters.done')}</Button>
            </ModalClose>
          </div>
        }
      >
        <div className="flex flex-col gap-3">
          {chips}
          {keys.map((key) => {
            const kind = ORG_FILTERS[key];
            return kind ? (
              <OptionSearch
                key={key}
                label={text.labels[key]}
                search={orgSearch(kind, key === 'company' ? text.own : undefined)}
                exclude={query[key] !== undefined ? [String(query[key])] : []}
                onPick={pick(key, kind)}
              />
            ) : (
              <Select
                key={key}
                label={text.labels[key]}
                value={query[key] === undefined ? '' : String(query[key])}
                onChange={(event) => onChange(key, event.target.value)}
                options={[{ value: '', label: t('filters.any') }, ...(text.choices[key] ?? [])]}
              />
            );
          })}
        </div>
      </Modal>
      {chips}
    </div>
  );
}

/** A filter's button and the menu it opens (Escape or a click outside closes it; focus returns). */
function FilterMenu({
  label,
  active,
  children,
}: {
  label: string;
  active: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div ref={root} className="relative">
      <Button
        ref={button}
        variant={active ? 'secondary' : 'ghost'}
        size="sm"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        endIcon={<ChevronDownIcon />}
        onClick={() => setOpen((current) => !current)}
      >
        {label}
      </Button>
      {open ? (
        <div
          id={`${id}-menu`}
          role="dialog"
          aria-label={label}
          className="absolute top-full left-0 z-30 mt-1 w-72 rounded-md border border-border bg-surface p-2 shadow-lg"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) {
              event.preventDefault();
              close();
            }
          }}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
