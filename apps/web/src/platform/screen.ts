import { createContext, useContext } from 'react';

/** True inside the app shell, which already renders the page's `main` landmark. */
export const InShellContext = createContext(false);

/** The root element a screen should use: `div` inside the shell's `main`, else `main`. */
export function useScreenRoot(): 'main' | 'div' {
  return useContext(InShellContext) ? 'div' : 'main';
}
