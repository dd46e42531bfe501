import {
  type BulkLoad,
  type BulkLoadField,
  cancelBulkLoad,
  createBulkLoad,
  getBulkLoadErrors,
  getBulkLoadTemplate,
  setBulkLoadMapping,
  startBulkLoad,
  unwrap,
} from '@faena/api-client';
import { getBulkLoadQueryKey } from '@faena/api-client/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MAX_XLSX_BYTES = 50 * 1024 * 1024;
export const BULK_LOAD_FIELDS: readonly BulkLoadField[] = [
  'name',
  'document_type',
  'document',
  'email',
  'phone',
  'address',
  'company',
  'business_line',
];

/** Saves a downloaded file (the API needs the session's token, so no plain link). */
export async function saveDownload(
  call: Promise<{ data?: unknown; error?: unknown; response?: Response }>,
  name: string,
) {
  const blob = (await unwrap(call)) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const downloadTemplate = () =>
  saveDownload(getBulkLoadTemplate({ parseAs: 'blob' }), 'plantilla-personas.xlsx');

export const downloadErrors = (load: BulkLoad) =>
  saveDownload(
    getBulkLoadErrors({ path: { loadId: load.id }, parseAs: 'blob' }),
    `${load.file_name.replace(/\.xlsx$/i, '')}-errores.xlsx`,
  );

/** The file's bytes as they are (application/octet-stream), not JSON. */
export function useUploadBulkLoad() {
  return useMutation({
    mutationFn: (file: File) =>
      unwrap(
        createBulkLoad({
          query: { file_name: file.name },
          body: file,
          bodySerializer: null,
          headers: { 'Content-Type': 'application/octet-stream' },
        } as unknown as Parameters<typeof createBulkLoad>[0]),
      ) as Promise<BulkLoad>,
  });
}

/** A change to a load: the answer replaces the cached load. */
function useLoadChange<Input>(call: (loadId: string, input: Input) => Promise<BulkLoad>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loadId, input }: { loadId: string; input: Input }) => call(loadId, input),
    onSuccess: (load) => {
      queryClient.setQueryData(getBulkLoadQueryKey({ path: { loadId: load.id } }), load);
      void queryClient.invalidateQueries({ queryKey: [{ _id: 'listBulkLoadRows' }] });
    },
  });
}

export const useSetMapping = () =>
  useLoadChange((loadId, mapping: Record<string, BulkLoadField>) =>
    unwrap(setBulkLoadMapping({ path: { loadId }, body: { mapping } })),
  );
export const useStartLoad = () =>
  useLoadChange((loadId, _: undefined) => unwrap(startBulkLoad({ path: { loadId } })));
export const useCancelLoad = () =>
  useLoadChange((loadId, _: undefined) => unwrap(cancelBulkLoad({ path: { loadId } })));
