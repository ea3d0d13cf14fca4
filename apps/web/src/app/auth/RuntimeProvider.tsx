import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { AuthRuntime, RuntimeState } from './runtime.ts';

const RuntimeContext = createContext<RuntimeState>({ status: 'loading' });

interface RuntimeProviderProps {
  /** Loads the runtime once (the browser's, or a test's). */
  load?: () => Promise<RuntimeState>;
  /** A fixed state, for tests. */
  value?: RuntimeState;
  children: ReactNode;
}

export function RuntimeProvider({ load, value, children }: RuntimeProviderProps) {
  const [state, setState] = useState<RuntimeState>(value ?? { status: 'loading' });
  const [loading] = useState(() => (value === undefined ? load?.() : undefined));
  useEffect(() => {
    let active = true;
    loading?.then((next) => {
      if (active) setState(next);
    });
    return () => {
      active = false;
    };
  }, [loading]);
  return <RuntimeContext.Provider value={value ?? state}>{children}</RuntimeContext.Provider>;
}

export function useRuntimeState(): RuntimeState {
  return useContext(RuntimeContext);
}

/** The runtime, for components that only render once it is ready. */
export function useAuthRuntime(): AuthRuntime {
  const state = useRuntimeState();
  if (state.status !== 'ready') throw new Error('The sign-in runtime is not ready');
  return state.runtime;
}
