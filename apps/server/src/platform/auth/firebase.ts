/**
 * firebase-admin, initialised once per project id. With FIREBASE_AUTH_EMULATOR_HOST set it
 * talks to the Auth Emulator and needs no credentials; otherwise it uses the application
 * default credentials of the environment.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

export function firebaseAuth(projectId: string): Auth {
  const name = `faena:${projectId}`;
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}
