import {
  type Company,
  type CompanyKind,
  createCompany,
  deleteCompany,
  unwrap,
  updateCompany,
} from '@faena/api-client';
import { listCompaniesOptions } from '@faena/api-client/query';
import { Select, TextField } from '@faena/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidate } from './org-api';
import { StructureList } from './StructureList';

/** /companies: the commercial partners and contractors people and venues belong to. */
export default function CompaniesPage() {
  const { t } = useTranslation('org');
  const invalidate = useInvalidate();
  const [search, setSearch] = useState('');
  const list = useQuery({
    ...listCompaniesOptions({ query: { search: search.trim(), limit: 100 } }),
    placeholderData: keepPreviousData,
  });
  return (
    <StructureList<Company, { name: string; kind: CompanyKind }>
      title={t('nav.companies.label')}
      description={t('companies.description')}
      emptyTitle={t('companies.emptyTitle')}
      emptyHint={t('companies.emptyHint')}
      createTitle={t('companies.createTitle')}
      editTitle={t('companies.editTitle')}
      list={list}
      search={search}
      onSearch={setSearch}
      columns={[{ header: t('companies.kind'), cell: (company) => t(`venues.kinds.${company.kind}`) }]}
      draftOf={(company) => ({ name: company?.name ?? '', kind: company?.kind ?? 'PARTNER' })}
      fields={(draft, change, errors) => (
        <>
          <TextField
            label={t('common.name')}
            required
            value={draft.name}
            error={errors.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
          <Select
            label={t('companies.kind')}
            value={draft.kind}
            options={[
              { value: 'PARTNER', label: t('venues.kinds.PARTNER') },
              { value: 'CONTRACTOR', label: t('venues.kinds.CONTRACTOR') },
            ]}
            onChange={(event) => change({ kind: event.currentTarget.value as CompanyKind })}
          />
        </>
      )}
      save={(draft, company) =>
        company
          ? unwrap(updateCompany({ path: { id: company.id }, body: draft }))
          : unwrap(createCompany({ body: draft }))
      }
      remove={(company) => unwrap(deleteCompany({ path: { id: company.id } }))}
      refresh={() => invalidate('listCompanies')}
    />
  );
}
