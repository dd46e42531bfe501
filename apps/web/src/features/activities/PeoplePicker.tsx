import { searchPeople, unwrap } from '@faena/api-client';
import { CloseIcon, IconButton } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { type Option, OptionSearch } from '@/platform/OptionSearch';

const PICKER_PAGE = 20;

const searchPersons = async (text: string, signal: AbortSignal): Promise<Option[]> =>
  (
    await unwrap(searchPeople({ query: { ...(text ? { q: text } : {}), limit: PICKER_PAGE }, signal }))
  ).results.map((person) => ({
    id: person.id,
    name: person.name,
    ...(person.email ? { description: person.email } : {}),
  }));

/** The responsible people of an activity: chips to remove, a search of the directory to add. */
export function PeoplePicker({
  people,
  onChange,
  error,
}: {
  people: Option[];
  onChange: (people: Option[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('activities');
  return (
    <div className="flex flex-col gap-2">
      <span className="text-label font-medium">{t('form.responsible')}</span>
      {people.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('form.responsible')}>
          {people.map((person) => (
            <li
              key={person.id}
              className="flex items-center gap-1 rounded-full border border-border bg-bg-subtle py-0.5 pr-1 pl-3"
            >
              {person.name}
              <IconButton
                size="sm"
                variant="ghost"
                label={t('form.removePerson', { name: person.name })}
                icon={<CloseIcon />}
                onClick={() => onChange(people.filter((other) => other.id !== person.id))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-label text-fg-muted">{t('form.noResponsible')}</p>
      )}
      <OptionSearch
        label={t('form.responsibleSearch')}
        search={searchPersons}
        exclude={people.map((person) => person.id)}
        onPick={(person) => onChange([...people, person])}
      />
      {error ? <p className="text-label text-danger">{error}</p> : null}
    </div>
  );
}
