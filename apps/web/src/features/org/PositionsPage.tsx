import { createPosition, deletePosition, type Position, unwrap, updatePosition } from '@faena/api-client';
import { listPositionsOptions } from '@faena/api-client/query';
import { Select, TextField } from '@faena/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from './org-api';
import { StructureList } from './StructureList';

interface Draft {
  name: string;
  code: string;
  parent_id: string;
}

/** /positions ('manage positions' on): positions and their reporting line. */
export default function PositionsPage() {
  const { t } = useTranslation('org');
  const invalidate = useInvalidate();
  const [search, setSearch] = useState('');
  const list = useQuery({
    ...listPositionsOptions({ query: { search: search.trim(), limit: 100 } }),
    placeholderData: keepPreviousData,
  });
  const all = useQuery(listPositionsOptions({ query: { limit: 100 } }));
  return (
    <StructureList<Position, Draft>
      title={t('nav.positions.label')}
      description={t('positions.description')}
      emptyTitle={t('positions.emptyTitle')}
      emptyHint={t('positions.emptyHint')}
      createTitle={t('positions.createTitle')}
      editTitle={t('positions.editTitle')}
      list={list}
      search={search}
      onSearch={setSearch}
      columns={[
        { header: t('common.code'), cell: (position) => position.code ?? t('common.none') },
        { header: t('positions.parent'), cell: (position) => position.parent_name ?? t('common.none') },
        { header: t('positions.holders'), cell: (position) => position.holder_count },
      ]}
      draftOf={(position) => ({
        name: position?.name ?? '',
        code: position?.code ?? '',
        parent_id: position?.parent_id ?? '',
      })}
      fields={(draft, change, errors) => (
        <>
          <TextField
            label={t('common.name')}
            required
            value={draft.name}
            error={errors.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
          <TextField
            label={t('common.code')}
            optional
            value={draft.code}
            error={errors.code}
            onChange={(event) => change({ code: event.currentTarget.value })}
          />
          <Select
            label={t('positions.parent')}
            value={draft.parent_id}
            error={errors.parent_id}
            options={[
              { value: '', label: t('positions.top') },
              ...(all.data?.results ?? []).map((position) => ({ value: position.id, label: position.name })),
            ]}
            onChange={(event) => change({ parent_id: event.currentTarget.value })}
          />
        </>
      )}
      save={(draft, position) => {
        const body = {
          name: draft.name,
          code: draft.code.trim() === '' ? null : draft.code,
          parent_id: draft.parent_id === '' ? null : draft.parent_id,
        };
        return position
          ? unwrap(updatePosition({ path: { id: position.id }, body }))
          : unwrap(createPosition({ body }));
      }}
      remove={(position) => unwrap(deletePosition({ path: { id: position.id } }))}
      refresh={() => invalidate('listPositions')}
    />
  );
}
