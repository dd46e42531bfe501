import { isBlankText } from '@faena/contract/text';
import { isEmail } from '../email';

/** What is wrong with a typed email, as a key of the `session` namespace. */
export type EmailProblem = 'emailRequired' | 'emailInvalid';

/**
 * The sign-in forms' email check: left blank (invisible characters count as blank, like the
 * form engine's required check) is 'Este campo es requerido' (SPEC 5's default required
 * message); anything else that is no address is 'Email inválido'.
 */
export function emailProblem(value: string): EmailProblem | null {
  if (isBlankText(value)) return 'emailRequired';
  return isEmail(value) ? null : 'emailInvalid';
}
