import { useSyncExternalStore } from 'react';

/** Whether the window matches a media query, e.g. '(max-width: 480px)', kept current as it resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}
