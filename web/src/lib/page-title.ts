import { useEffect, useSyncExternalStore } from 'react';

/**
 * A title a page gives itself while it shows, over its route's (the page that one menu calls
 * otherwise: HC staff's Payment Options). The root reads it, so the document title has one writer.
 */
let pageTitle: string | undefined;
const listeners = new Set<() => void>();

const setPageTitle = (title: string | undefined) => {
  pageTitle = title;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The title the page shown gave itself, if any. */
export const usePageTitleOverride = () => useSyncExternalStore(subscribe, () => pageTitle);

/** Titles the document `title` while the calling page shows. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(undefined);
  }, [title]);
}
