import { Select, Textarea, TextField } from '@faena/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchAudienceOptions } from '@/platform/forms/audience-options';
import type { WorkflowCategory, WorkflowTypeDraft } from '../api';

/** The icons a workflow type may have (the bottom bar draws them). */
export const TYPE_ICONS = ['cart', 'wrench', 'inbox', 'tools', 'organization'] as const;

export const emptyTypeDraft = (categoryId: string | null = null): WorkflowTypeDraft => ({
  name: '',
  icon: 'cart',
  description: null,
  categoryId,
  startAudienceId: null,
});

/** The draft's problems before sending it (the server checks again). */
export function typeDraftErrors(draft: WorkflowTypeDraft): { name?: 'nameRequired' } {
  return draft.name.trim() === '' ? { name: 'nameRequired' } : {};
}

/** The first audiences of the organisation for the start audience (the person may keep 'everyone'). */
function useAudienceChoices() {
  return useQuery({
    queryKey: ['workflows', 'start-audience-options'],
    queryFn: ({ signal }) => searchAudienceOptions('', signal),
    staleTime: 60_000,
  });
}

/**
 * A workflow type's fields: name, icon, description, category and who may start it. The server's
 * field errors (by name) show on their fields.
 */
export function TypeFields({
  draft,
  onChange,
  categories,
  errors,
  showErrors,
}: {
  draft: WorkflowTypeDraft;
  onChange: (patch: Partial<WorkflowTypeDraft>) => void;
  categories: readonly WorkflowCategory[];
  errors: Record<string, string>;
  showErrors: boolean;
}) {
  const { t } = useTranslation('workflows');
  const audiences = useAudienceChoices();
  const local = typeDraftErrors(draft);
  const audienceOptions = [
    { value: '', label: t('type.audienceEveryone') },
    ...(audiences.data ?? []),
    // The type's audience is offered even when it is not among the first ones.
    ...(draft.startAudienceId && !audiences.data?.some((option) => option.value === draft.startAudienceId)
      ? [{ value: draft.startAudienceId, label: draft.startAudienceId }]
      : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('type.name')}
        value={draft.name}
        required
        maxLength={200}
        autoComplete="off"
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name ?? (showErrors && local.name ? t(`type.${local.name}`) : undefined)}
      />
      <Select
        label={t('icons.label')}
        value={draft.icon}
        options={TYPE_ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) }))}
        onChange={(event) => onChange({ icon: event.target.value })}
        error={errors.icon}
      />
      <Textarea
        label={t('type.description')}
        optional
        value={draft.description ?? ''}
        rows={2}
        onChange={(event) => onChange({ description: event.target.value || null })}
        error={errors.description}
      />
      <Select
        label={t('type.category')}
        value={draft.categoryId ?? ''}
        options={[
          { value: '', label: t('type.noCategory') },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        onChange={(event) => onChange({ categoryId: event.target.value || null })}
        error={errors.categoryId}
      />
      <Select
        label={t('type.audience')}
        value={draft.startAudienceId ?? ''}
        options={audienceOptions}
        aria-busy={audiences.isPending || undefined}
        hint={audiences.isPending ? t('type.audienceLoading') : undefined}
        onChange={(event) => onChange({ startAudienceId: event.target.value || null })}
        error={errors.startAudienceId}
      />
    </div>
  );
}
