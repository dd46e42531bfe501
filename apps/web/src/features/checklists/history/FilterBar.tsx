import { Button, Checkbox, CloseIcon, IconButton, Select, TextField } from '@faena/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEntityProvider } from '@/platform/forms/entity-provider';
import { OptionSearch, type OptionSearchFn } from '@/platform/OptionSearch';
import { usePermissions } from '@/platform/site-config';
import { useAllChecklists, useChecklistCategories } from '../admin/api';
import { categoryPath } from '../admin/tree';
import { activeFilterCount, type HistoryFilters, NO_FILTERS } from './filters';

const searchOf =
  (kind: 'user' | 'venue'): OptionSearchFn =>
  (query, signal) =>
    apiEntityProvider.search({ kind, query, audience: undefined, signal });

/**
 * The history's filters: template, category, venue, person, dates, score range and flagged
 * answers. Each change applies at once (back to the first page); phones fold them under a button.
 */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}) {
  const { t } = useTranslation('checklists');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Only administrators may list every template and category; others filter by the rest.
  const manages = usePermissions().has('MANAGE_CHECKLISTS');
  const checklists = useAllChecklists(manages);
  const categories = useChecklistCategories(manages);
  const count = activeFilterCount(filters);
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const allCategories = categories.data ?? [];

  return (
    <section aria-label={t('history.filters.label')} className="flex flex-col gap-2">
      <div className="flex items-center gap-2 md:hidden">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {count > 0
            ? `${t('history.filters.label')} · ${t('history.filters.active', { count })}`
            : t('history.filters.label')}
        </Button>
      </div>
      <div
        id={panelId}
        className={`${open ? 'grid' : 'hidden'} gap-3 rounded-lg border border-border bg-surface p-3 md:grid md:grid-cols-2 lg:grid-cols-4`}
      >
        {checklists.data && checklists.data.length > 0 ? (
          <Select
            label={t('history.filters.checklist')}
            value={filters.checklistId}
            options={[
              { value: '', label: t('history.filters.anyChecklist') },
              ...checklists.data
                .map((checklist) => ({ value: checklist.id, label: checklist.title }))
                .sort((a, b) => a.label.localeCompare(b.label)),
            ]}
            onChange={(event) => set({ checklistId: event.target.value })}
          />
        ) : null}
        {allCategories.length > 0 ? (
          <Select
            label={t('history.filters.category')}
            value={filters.categoryId}
            options={[
              { value: '', label: t('history.filters.anyCategory') },
              ...allCategories
                .map((category) => ({
                  value: category.id,
                  label: categoryPath(allCategories, category.id)
                    .map((step) => step.name)
                    .join(' / '),
                }))
                .sort((a, b) => a.label.localeCompare(b.label)),
            ]}
            onChange={(event) => set({ categoryId: event.target.value })}
          />
        ) : null}
        <EntityFilter
          label={t('history.filters.venue')}
          value={filters.venue}
          search={searchOf('venue')}
          onChange={(venue) => set({ venue })}
        />
        <EntityFilter
          label={t('history.filters.person')}
          value={filters.person}
          search={searchOf('user')}
          onChange={(person) => set({ person })}
        />
        <TextField
          type="date"
          label={t('history.filters.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('history.filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
        <TextField
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          label={t('history.filters.minScore')}
          value={filters.minScore}
          onChange={(event) => set({ minScore: event.target.value })}
        />
        <TextField
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          label={t('history.filters.maxScore')}
          value={filters.maxScore}
          onChange={(event) => set({ maxScore: event.target.value })}
        />
        <div className="flex items-center gap-3 md:col-span-2 lg:col-span-4">
          <Checkbox
            label={t('history.filters.flagged')}
            checked={filters.flagged}
            onCheckedChange={(flagged) => set({ flagged })}
          />
          {count > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
              {t('history.filters.clear')}
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A venue or person filter: a search that picks one, shown as a removable chip once picked. */
function EntityFilter({
  label,
  value,
  search,
  onChange,
}: {
  label: string;
  value: { id: string; name: string } | null;
  search: OptionSearchFn;
  onChange: (value: { id: string; name: string } | null) => void;
}) {
  const { t } = useTranslation('checklists');
  if (!value)
    return (
      <OptionSearch
        label={label}
        search={search}
        onPick={(option) => onChange({ id: option.id, name: option.name })}
      />
    );
  return (
    <div className="flex flex-col gap-1">
      <span className="text-label font-medium">{label}</span>
      <span className="flex min-h-9 items-center gap-1 rounded-md border border-border bg-bg-subtle px-2">
        <span className="min-w-0 flex-1 truncate text-body">{value.name}</span>
        <IconButton
          variant="ghost"
          size="sm"
          label={t('history.filters.clearNamed', { name: value.name })}
          icon={<CloseIcon />}
          onClick={() => onChange(null)}
        />
      </span>
    </div>
  );
}
