import { CloseIcon, IconButton } from '@faena/ui';
import { useTranslation } from 'react-i18next';
import { apiEntityProvider } from '@/platform/forms/entity-provider';
import { type Option, OptionSearch } from '@/platform/OptionSearch';

/** The directory's people matching what is typed (as every people picker of the app finds them). */
const searchPersons = (query: string, signal: AbortSignal): Promise<Option[]> =>
  apiEntityProvider.search({ kind: 'user', query, audience: undefined, signal });

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
