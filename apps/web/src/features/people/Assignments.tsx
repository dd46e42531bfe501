import {
  ApiError,
  type PersonDetail,
  setPersonGroups,
  setPersonPositions,
  setPersonVenues,
  unwrap,
} from '@faena/api-client';
import { getPersonOptions } from '@faena/api-client/query';
import { Button, CloseIcon, IconButton, useToast } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSearch } from '@/platform/OptionSearch';
import { orgSearch } from './org-options';

export type AssignmentKind = 'venues' | 'positions' | 'groups';
type Named = { id: string; name: string };

const SAVE = {
  venues: setPersonVenues,
  positions: setPersonPositions,
  groups: setPersonGroups,
} as const;

/** How long the 'removed' toast offers to undo. */
const UNDO_MS = 8000;

/**
 * Replaces one of the person's lists (venues, positions or groups) through its PUT: the change
 * shows at once, the server's answer replaces it, and a refusal puts the list back and says so.
 */
function useAssign(personId: string, kind: AssignmentKind) {
  const queryClient = useQueryClient();
  const key = getPersonOptions({ path: { personId } }).queryKey;
  return async (change: (items: Named[]) => Named[]) => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<PersonDetail>(key);
    if (!previous) return;
    const next = change(previous[kind]);
    queryClient.setQueryData<PersonDetail>(key, { ...previous, [kind]: next });
    try {
      const save = SAVE[kind] as typeof setPersonVenues;
      const saved = await unwrap(save({ path: { personId }, body: { ids: next.map((item) => item.id) } }));
      queryClient.setQueryData(key, saved);
    } catch (error) {
      // Only this change is undone (one made meanwhile is kept): what it added goes, what it removed returns.
      const now = queryClient.getQueryData<PersonDetail>(key);
      if (now) {
        const added = new Set(next.map((item) => item.id));
        for (const item of previous[kind]) added.delete(item.id);
        const removed = previous[kind].filter((item) => !next.some((n) => n.id === item.id));
        const kept = now[kind].filter((item) => !added.has(item.id));
        const back = removed.filter((item) => !kept.some((k) => k.id === item.id));
        queryClient.setQueryData<PersonDetail>(key, { ...now, [kind]: [...kept, ...back] });
      }
      throw error;
    } finally {
      void queryClient.invalidateQueries({ queryKey: [{ _id: 'listPersonHistory' }] });
      void queryClient.invalidateQueries({ queryKey: [{ _id: 'listPersons' }] });
    }
  };
}

export interface AssignmentsProps {
  person: PersonDetail;
  kind: AssignmentKind;
  /** The list's heading (also names the list). */
  title: string;
  /** What an empty list says. */
  empty: string;
  /** The picker's label ('Agregar Tienda'). */
  addLabel: string;
  /** Read-only without MANAGE_PEOPLE. */
  editable?: boolean;
}

/** One of the person's assignment lists with a searchable picker to add and a remove per item. */
export function Assignments({ person, kind, title, empty, addLabel, editable = true }: AssignmentsProps) {
  const { t } = useTranslation('people');
  const toast = useToast();
  const assign = useAssign(person.id, kind);
  const [pending, setPending] = useState(0);
  const items = person[kind];
  const headingId = `person-${kind}-heading`;

  const run = async (change: (items: Named[]) => Named[], failure: string) => {
    setPending((count) => count + 1);
    try {
      await assign(change);
      return true;
    } catch (error) {
      toast.show({
        title: failure,
        description: error instanceof ApiError && error.status < 500 ? error.message : t('assign.retry'),
        tone: 'error',
      });
      return false;
    } finally {
      setPending((count) => count - 1);
    }
  };

  const add = (item: Named) =>
    void run(
      (current) => (current.some((c) => c.id === item.id) ? current : [...current, item]),
      t('assign.addFailed', { name: item.name }),
    );

  const remove = async (item: Named) => {
    const done = await run(
      (current) => current.filter((c) => c.id !== item.id),
      t('assign.removeFailed', { name: item.name }),
    );
    if (!done) return;
    const id = toast.show({
      title: t('assign.removed', { name: item.name }),
      duration: UNDO_MS,
      closable: true,
      description: (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            toast.dismiss(id);
            add(item);
          }}
        >
          {t('assign.undo')}
        </Button>
      ),
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-section-title font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-3 text-body text-fg-muted">
          {empty}
        </p>
      ) : (
        <ul
          aria-labelledby={headingId}
          aria-busy={pending > 0 || undefined}
          className="divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {items.map((item) => (
            <li
              key={item.id}
              className="flex min-h-10 items-center justify-between gap-2 px-3 py-1 text-body"
            >
              <span className="truncate">{item.name}</span>
              {editable ? (
                <IconButton
                  size="sm"
                  label={t('assign.remove', { name: item.name })}
                  icon={<CloseIcon />}
                  onClick={() => void remove(item)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <div className="sm:max-w-sm">
          <OptionSearch
            label={addLabel}
            search={orgSearch(kind)}
            exclude={items.map((item) => item.id)}
            onPick={add}
          />
        </div>
      ) : null}
    </section>
  );
}
