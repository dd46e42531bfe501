const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in forms' email check ('Email inválido' otherwise). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
