import type { FeatureFlag, FeatureFlags } from '@faena/contract/flags';
import { useAppContext } from './context';

/** The feature flags of this deployment (SPEC 9), from the runtime configuration. */
export function useFlags(): FeatureFlags {
  return useAppContext().config.flags;
}

export function useFlag(flag: FeatureFlag): boolean {
  return useFlags()[flag];
}
