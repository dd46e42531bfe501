import { builderResources } from '@faena/form-engine/builder';
import { FORM_NAMESPACE, formResources } from '@faena/form-engine/core';
import { FORM_BUILDER_NAMESPACE, type Namespace } from './index';

/**
 * The form engine's `form` and the form builder's `formBuilder`: loaded by the features whose
 * screens show forms, with them (tenant wording may rename field types there).
 */
export const FORM_NAMESPACES: Namespace[] = [
  { namespace: FORM_NAMESPACE, ...formResources },
  { namespace: FORM_BUILDER_NAMESPACE, ...builderResources },
] as unknown as Namespace[];
