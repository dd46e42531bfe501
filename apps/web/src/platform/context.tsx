import type { WebConfig } from '@faena/contract/env';
import { createContext, useContext } from 'react';
import type { Organization } from './organization/organization';

export interface AppContextValue {
  config: WebConfig;
  /** The tenant named by this page's host (SPEC 2.4). */
  subdomain: string;
  organization: Organization;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext must be used inside AppContext');
  return value;
}
