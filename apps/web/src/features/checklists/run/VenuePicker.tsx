import { CloseIcon, IconButton, Select } from '@faena/ui';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiEntityProvider } from '@/platform/forms/entity-provider';
import { type Option, OptionSearch } from '@/platform/OptionSearch';
import { usePersonVenues } from './api';

type Venue = { id: string; name: string };

const searchVenues = (query: string, signal: AbortSignal): Promise<Option[]> =>
  apiEntityProvider.search({ kind: 'venue', query, audience: undefined, signal });

/**
 * Where the checklist is done (optional): the person's venue when they work at exactly one,
 * a choice among theirs when several, any venue of the organisation when none.
 */
export function VenuePicker({
  personId,
  value,
  onChange,
}: {
  personId: string;
  value: Venue | null;
  onChange: (venue: Venue | null) => void;
}) {
  const { t } = useTranslation('checklists');
  const hintId = useId();
  const venues = usePersonVenues(personId);
  const mine = venues.data ?? [];
  const only = mine.length === 1 ? mine[0] : undefined;

  // The one venue the person works at is where they do it, unless they chose otherwise.
  useEffect(() => {
    if (value === null && only) onChange({ id: only.id, name: only.name });
  }, [value, only, onChange]);

  if (venues.isPending && !value) return null;

  if (mine.length > 1) {
    return (
      <Select
        label={t('run.form.venue')}
        hint={t('run.form.venueHint')}
        optional
        placeholder={t('run.form.venueNone')}
        value={value?.id ?? ''}
        options={mine.map((venue) => ({ value: venue.id, label: venue.name }))}
        onChange={(event) => {
          const picked = mine.find((venue) => venue.id === event.currentTarget.value);
          onChange(picked ? { id: picked.id, name: picked.name } : null);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <span className="text-label font-medium">{t('run.form.venue')}</span>
      {value ? (
        <span className="flex items-center gap-2">
          <span>{value.name}</span>
          {only && only.id === value.id ? null : (
            <IconButton
              label={t('run.form.venueClear')}
              icon={<CloseIcon />}
              size="sm"
              variant="ghost"
              onClick={() => onChange(null)}
            />
          )}
        </span>
      ) : (
        <div aria-describedby={hintId}>
          <OptionSearch label={t('run.form.venueSearch')} search={searchVenues} onPick={onChange} />
        </div>
      )}
      <p id={hintId} className="text-label text-fg-muted">
        {t('run.form.venueHint')}
      </p>
    </div>
  );
}
