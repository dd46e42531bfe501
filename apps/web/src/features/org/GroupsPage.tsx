import { createGroup, deleteGroup, type Group, unwrap, updateGroup } from '@faena/api-client';
import { listGroupsOptions } from '@faena/api-client/query';
import { TextField } from '@faena/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from './org-api';
import { StructureList } from './StructureList';

/** /groups: groups of people. */
export default function GroupsPage() {
  const { t } = useTranslation('org');
  const invalidate = useInvalidate();
  const [search, setSearch] = useState('');
  const list = useQuery({
    ...listGroupsOptions({ query: { search: search.trim(), limit: 100 } }),
    placeholderData: keepPreviousData,
  });
  return (
    <StructureList<Group, { name: string }>
      title={t('nav.groups.label')}
      description={t('groups.description')}
      emptyTitle={t('groups.emptyTitle')}
      emptyHint={t('groups.emptyHint')}
      createTitle={t('groups.createTitle')}
      editTitle={t('groups.editTitle')}
      list={list}
      search={search}
      onSearch={setSearch}
      columns={[{ header: t('groups.members'), cell: (group) => group.member_count }]}
      draftOf={(group) => ({ name: group?.name ?? '' })}
      fields={(draft, change, errors) => (
        <TextField
          label={t('common.name')}
          required
          value={draft.name}
          error={errors.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
      )}
      save={(draft, group) =>
        group
          ? unwrap(updateGroup({ path: { id: group.id }, body: { name: draft.name } }))
          : unwrap(createGroup({ body: { name: draft.name } }))
      }
      remove={(group) => unwrap(deleteGroup({ path: { id: group.id } }))}
      refresh={() => invalidate('listGroups')}
    />
  );
}
