import { WorkflowStudio } from '@faena/bpmn-studio';
import { useUiLocale } from '@faena/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/platform/list-states';
import {
  createVersion,
  invalidateTypes,
  loadForm,
  publishDefinition,
  saveDefinition,
  storeForm,
  useStoreDefinition,
  useWorkflowDefinition,
  useWorkflowType,
  type WorkflowDefinition,
  type WorkflowTypeDetail,
} from '../api';
import { useFormBuilderSettings } from '../form-settings';
import { type DefinitionLike, type StudioCalls, studioAdapters, studioAudiences, toStored } from './adapters';

const CALLS: StudioCalls = {
  save: saveDefinition,
  publish: publishDefinition,
  createVersion: async (workflowId) => (await createVersion(workflowId)) as DefinitionLike,
  loadForm,
  storeForm,
};

/** The definition the studio opens: the one asked for, else the draft, else the newest published. */
export function definitionToOpen(type: WorkflowTypeDetail, asked: string | null): string | undefined {
  if (asked && type.definitions.some((definition) => definition.id === asked)) return asked;
  return type.draftDefinitionId ?? type.publishedDefinitionId ?? type.definitions[0]?.id;
}

/**
 * /workflows/:workflowType/configuration (?definition=<id> for another version): the studio over
 * the server — autosave with revisions and conflicts, task forms, publish, and a new version.
 */
export default function ConfigurationPage() {
  const { t } = useTranslation('workflows');
  const { workflowType = '' } = useParams();
  const [params] = useSearchParams();
  const type = useWorkflowType(workflowType);
  const definitionId = type.data ? definitionToOpen(type.data, params.get('definition')) : undefined;
  const definition = useWorkflowDefinition(definitionId);

  const failed = type.isError || definition.isError;
  return (
    <div className="flex min-h-0 w-full flex-1 flex-col gap-3 p-3 sm:p-4">
      <Link
        to={`/workflows/${encodeURIComponent(workflowType)}/administration`}
        className="text-label text-fg-muted underline-offset-2 hover:underline"
      >
        {t('studio.back')}
      </Link>
      {failed ? (
        <ListLoadError
          message={t('studio.loadError')}
          onRetry={() => void (type.isError ? type.refetch() : definition.refetch())}
        />
      ) : !type.data || !definition.data ? (
        <ListSkeleton label={t('studio.loading')} />
      ) : (
        <Studio
          // The studio reads its definition when it mounts: another version asked for opens anew.
          key={`${workflowType}:${params.get('definition') ?? ''}`}
          type={type.data}
          definition={definition.data}
        />
      )}
    </div>
  );
}

function Studio({ type, definition }: { type: WorkflowTypeDetail; definition: WorkflowDefinition }) {
  const { t } = useTranslation('workflows');
  const locale = useUiLocale();
  const queryClient = useQueryClient();
  const storeDefinition = useStoreDefinition();
  const { hiddenFieldTypes, typeLabels } = useFormBuilderSettings();

  // One set of adapters for the studio's life: the definition they write follows a new version.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the studio reads its definition
  const adapters = useMemo(
    () =>
      studioAdapters(
        CALLS,
        { id: definition.id },
        {
          describeProblems: (problems) => t('studio.publishProblems', { problems }),
          onVersionCreated: (created) => {
            storeDefinition(created as WorkflowDefinition);
            invalidateTypes(queryClient, type.id);
          },
          onPublished: () => invalidateTypes(queryClient, type.id),
        },
      ),
    [],
  );

  return (
    <WorkflowStudio
      definition={toStored(definition as DefinitionLike)}
      persistence={adapters.persistence}
      forms={adapters.forms}
      audiences={studioAudiences}
      locale={locale === 'en-US' ? 'en-US' : 'es-MX'}
      hiddenFieldTypes={hiddenFieldTypes}
      typeLabels={typeLabels}
      title={type.name}
    />
  );
}
