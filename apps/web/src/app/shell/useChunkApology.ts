import { useToast } from '@faena/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeApology } from '@/platform/errors/chunk-reload';

/** SPEC 4: after a reload caused by a failed module, a one-time apology. */
export function useChunkApology() {
  const toast = useToast();
  const { t } = useTranslation('shell');
  useEffect(() => {
    if (takeApology(sessionStorage)) toast.show({ title: t('chunkApology'), tone: 'info' });
  }, [toast, t]);
}
