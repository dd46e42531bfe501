import { Button, EmptyState, Modal, PageHeader, SearchBox } from '@faena/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import { fieldErrorsOf, messageOf } from './org-api';

interface Row {
  id: string;
  name: string;
}

export interface StructureListProps<T extends Row, D> {
  title: string;
  description: string;
  emptyTitle: string;
  emptyHint: string;
  createTitle: string;
  editTitle: string;
  /** The list for the current search. */
  list: UseQueryResult<{ count: number; results: T[] }, unknown>;
  search: string;
  onSearch: (search: string) => void;
  /** The columns after the name: header and cell. */
  columns: { header: string; cell: (row: T) => ReactNode }[];
  /** A draft for a new row (`undefined`) or of a row. */
  draftOf: (row?: T) => D;
  /** The form's fields for a draft. */
  fields: (draft: D, change: (next: Partial<D>) => void, errors: Record<string, string>) => ReactNode;
  save: (draft: D, row?: T) => Promise<unknown>;
  remove: (row: T) => Promise<unknown>;
  /** Refetches the list after a change. */
  refresh: () => Promise<unknown>;
}

/** A dense list of named records with search, and create / edit / delete in a dialog. */
export function StructureList<T extends Row, D>(props: StructureListProps<T, D>) {
  const { t } = useTranslation('org');
  const { list } = props;
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={props.title}
        description={props.description}
        actions={<Button onClick={() => setEditing({})}>{props.createTitle}</Button>}
      />
      <SearchBox
        label={t('common.search')}
        value={props.search}
        onValueChange={props.onSearch}
        containerClassName="sm:max-w-sm"
      />
      {list.isPending ? (
        <ListSkeleton label={t('common.loading')} />
      ) : list.isError ? (
        <ListLoadError message={t('common.loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <EmptyState title={props.emptyTitle} description={props.emptyHint} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-body" aria-busy={list.isFetching || undefined}>
            <caption className="sr-only">{props.title}</caption>
            <thead className="bg-bg-subtle text-label text-fg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('common.name')}
                </th>
                {props.columns.map((column) => (
                  <th key={column.header} scope="col" className="px-3 py-2 font-medium">
                    {column.header}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('common.edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.results.map((row) => (
                <tr key={row.id} className="border-t border-border">
                  <td className="px-3 py-2 font-medium">{row.name}</td>
                  {props.columns.map((column) => (
                    <td key={column.header} className="px-3 py-2">
                      {column.cell(row)}
                    </td>
                  ))}
                  <td className="whitespace-nowrap px-3 py-2 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${t('common.edit')}: ${row.name}`}
                      onClick={() => setEditing({ row })}
                    >
                      {t('common.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${t('common.delete')}: ${row.name}`}
                      onClick={() => {
                        setRemoveError(null);
                        setRemoving(row);
                      }}
                    >
                      {t('common.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? <EditDialog {...props} row={editing.row} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <Modal
          open
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={t('common.delete')}
          description={t('common.confirmDelete', { name: removing.name })}
          size="sm"
          confirmVariant="danger"
          confirmLabel={t('common.delete')}
          onConfirm={async () => {
            try {
              await props.remove(removing);
              await props.refresh();
              return true;
            } catch (error) {
              setRemoveError(messageOf(error) ?? t('common.saveError'));
              return false;
            }
          }}
        >
          {removeError ? (
            <p role="alert" className="text-danger-fg">
              {removeError}
            </p>
          ) : null}
        </Modal>
      ) : null}
    </div>
  );
}

function EditDialog<T extends Row, D>(props: StructureListProps<T, D> & { row?: T; onClose: () => void }) {
  const { t } = useTranslation('org');
  const [draft, setDraft] = useState(() => props.draftOf(props.row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = 'structure-form';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setSaving(true);
    try {
      await props.save(draft, props.row);
      await props.refresh();
      props.onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? null : (messageOf(error) ?? t('common.saveError')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.row ? props.editTitle : props.createTitle}
      size="sm"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        {props.fields(draft, (next) => setDraft((current) => ({ ...current, ...next })), errors)}
        {formError ? (
          <p role="alert" className="text-danger-fg">
            {formError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
