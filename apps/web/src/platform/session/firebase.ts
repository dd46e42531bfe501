import type { WebConfig } from '@faena/contract/env';
import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import { type Auth, browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';

/**
 * The only module that imports the Firebase SDK statically. It is loaded on its own
 * (`loadFirebase()` in ./identity), in parallel with the first render, never before it.
 */
export {
  GoogleAuthProvider,
  isSignInWithEmailLink,
  OAuthProvider,
  onAuthStateChanged,
  SAMLAuthProvider,
  sendSignInLinkToEmail,
  signInWithCredential,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
} from 'firebase/auth';

let auth: Auth | undefined;

/** The page's Firebase app: auth, and push when the configuration names the messaging ids. */
export function firebaseApp(config: WebConfig): FirebaseApp {
  const { apiKey, projectId, authDomain, messagingSenderId, appId } = config.firebase;
  return (
    getApps()[0] ??
    initializeApp({
      apiKey,
      projectId,
      authDomain,
      ...(messagingSenderId && appId ? { messagingSenderId, appId } : {}),
    })
  );
}

/**
 * One Firebase Auth instance per page, scoped to the organisation's identity tenant.
 * In development and tests it talks to the local Auth Emulator named by the config.
 */
export function getFirebaseAuth(config: WebConfig, firebaseTenantId: string | null): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(config), { persistence: browserLocalPersistence });
    if (config.firebase.emulatorUrl)
      connectAuthEmulator(auth, config.firebase.emulatorUrl, { disableWarnings: true });
  }
  auth.tenantId = firebaseTenantId;
  return auth;
}

/** The signed-in user's ID token (refreshed by Firebase when near expiry), or null. */
export async function currentIdToken(): Promise<string | null> {
  return (await auth?.currentUser?.getIdToken()) ?? null;
}
