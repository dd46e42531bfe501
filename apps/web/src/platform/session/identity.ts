/** The Firebase SDK, loaded once; `main` starts it while the first screen renders. */
let firebase: Promise<typeof import('./firebase')> | undefined;
let loaded: typeof import('./firebase') | undefined;

export function loadFirebase(): Promise<typeof import('./firebase')> {
  firebase ??= import('./firebase').then((module) => {
    loaded = module;
    return module;
  });
  return firebase;
}

/**
 * The signed-in user's ID token, or null. Nobody is signed in before the SDK has loaded, so
 * calls made meanwhile (the public organisation) do not wait for it.
 */
export async function currentIdToken(): Promise<string | null> {
  return loaded ? loaded.currentIdToken() : null;
}
