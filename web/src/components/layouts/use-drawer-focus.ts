import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const controlsOf = (drawer: HTMLElement) => [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility());

interface DrawerFocus {
  open: boolean;
  drawer: RefObject<HTMLElement | null>;
  /** The button that opens the drawer: focus returns to it when the drawer closes. */
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * Focus of a modal drawer: it moves to the drawer's first control when it opens and back to the
 * opener when it closes; while open, Tab and Shift+Tab go round the drawer's controls (wherever
 * focus was, say after a click on the drawer's background) and Escape closes it.
 */
export function useDrawerFocus({ open, drawer, opener, onClose }: DrawerFocus) {
  const wasOpen = useRef(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const panel = drawer.current;
    if (!open || !panel) {
      // Once the page behind is no longer inert (this render), the opener can take focus again.
      if (wasOpen.current) opener.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    controlsOf(panel)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = controlsOf(panel);
      const [first, last] = [controls[0], controls.at(-1)];
      if (!first || !last) return;
      const inside = panel.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, drawer, opener]);
}
