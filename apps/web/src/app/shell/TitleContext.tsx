import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { documentTitle } from './title.ts';

interface TitleSetters {
  setPageTitle: (title: string | null) => void;
  setBaseTitle: (title: string | null) => void;
}

const TitleContext = createContext<TitleSetters | null>(null);

/** Keeps document.title in line with the titles the current layout and page declare. */
export function TitleProvider({
  forcedDomain,
  children,
}: {
  forcedDomain: string | null;
  children: ReactNode;
}) {
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const [baseTitle, setBaseTitle] = useState<string | null>(null);
  useEffect(() => {
    document.title = documentTitle({ pageTitle, baseTitle, forcedDomain });
  }, [pageTitle, baseTitle, forcedDomain]);
  const setters = useMemo(() => ({ setPageTitle, setBaseTitle }), []);
  return <TitleContext.Provider value={setters}>{children}</TitleContext.Provider>;
}

function useTitlePart(title: string | null | undefined, which: keyof TitleSetters) {
  const setters = useContext(TitleContext);
  useEffect(() => {
    if (!setters) {
      // Outside the shell (login and system pages) the title has no base.
      if (which === 'setPageTitle' && title) document.title = documentTitle({ pageTitle: title });
      return;
    }
    const set = setters[which];
    set(title ?? null);
    return () => set(null);
  }, [setters, title, which]);
}

/** Declares the page title (the first part of the tab title). */
export function usePageTitle(title: string | null | undefined): void {
  useTitlePart(title, 'setPageTitle');
}

/** Declares the base title: the area or branch the page belongs to. */
export function useBaseTitle(title: string | null | undefined): void {
  useTitlePart(title, 'setBaseTitle');
}
