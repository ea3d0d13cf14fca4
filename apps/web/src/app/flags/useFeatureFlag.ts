import { createContext, useContext, useSyncExternalStore } from 'react';
import { createFlagStore, type FeatureFlag, type FlagStore, type FlagValues } from './flags.ts';

export const FlagStoreContext = createContext<FlagStore | null>(null);

let browserStore: FlagStore | undefined;

/** The flag store of this browser (localStorage overrides), made on first use. */
export function browserFlagStore(): FlagStore {
  browserStore ??= createFlagStore(window.localStorage);
  return browserStore;
}

export function useFlagStore(): FlagStore {
  return useContext(FlagStoreContext) ?? browserFlagStore();
}

export function useFeatureFlags(): FlagValues {
  const store = useFlagStore();
  return useSyncExternalStore(store.subscribe, store.getValues);
}

export function useFeatureFlag(name: FeatureFlag): boolean {
  return useFeatureFlags()[name];
}
