import { createContext, useContext } from 'react';
import type { HomeCard } from './feature';

/** The home dashboard's cards, from every feature (the app provides them, ordered). */
export const HomeCardsContext = createContext<readonly HomeCard[]>([]);

export function useHomeCards(): readonly HomeCard[] {
  return useContext(HomeCardsContext);
}

/** Every feature's cards, in their order. */
export function collectHomeCards(features: readonly { homeCards?: HomeCard[] }[]): HomeCard[] {
  return features.flatMap((feature) => feature.homeCards ?? []).sort((a, b) => a.order - b.order);
}
