import { addNamespaces, type Namespace } from '@/platform/i18n';
import { initI18n } from '@/test/render';
import { checklists } from '../i18n';

export { json, type SeenRequest, serve } from '@/test/api-stub';

/** The app's texts and the feature's, in Spanish (as the screens start). */
export async function initTexts() {
  await initI18n('es-MX');
  addNamespaces([checklists as unknown as Namespace]);
}
