import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useDrawerFocus } from './use-drawer-focus';

/** Up to this width the aside menu is a drawer over the page, opened from the top bar (index.css). */
const DRAWER = '(max-width: 900px)';

interface AppLayoutProps {
  brand: ReactNode;
  menu: ReactNode;
  topBar: ReactNode;
  footer: ReactNode;
  /** Floating controls over the content, such as the Resource Center. */
  floating?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in shell: aside menu, top bar, content and footer. On small screens the menu is a
 * modal drawer: focus moves into it and stays there, Escape, its close button and a tap beside it
 * close it, and focus returns to the menu button; the page behind it is inert meanwhile.
 */
export function AppLayout({ brand, menu, topBar, footer, floating, children }: AppLayoutProps) {
  // Only the top bar's menu button opens it, and it shows only where the menu is a drawer.
  const [open, setOpen] = useState(false);
  const asideId = useId();
  const aside = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useDrawerFocus({ open, drawer: aside, opener: toggle, onClose: close });
  // Widened past the drawer's width, the page beside the menu is no longer behind a drawer.
  useEffect(() => {
    if (!open) return;
    const drawerWidth = window.matchMedia(DRAWER);
    const widened = () => !drawerWidth.matches && setOpen(false);
    drawerWidth.addEventListener('change', widened);
    return () => drawerWidth.removeEventListener('change', widened);
  }, [open]);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };

  return (
    <div className={`app-layout${open ? ' app-layout--menu-open' : ''}`}>
      {/* The first stop of the keyboard, past the menu to the page's content (as on the guest pages). */}
      <a className="skip-link" href="#main-content" inert={open}>
        Skip to content
      </a>
      {/* The aside runs the page's full height; its content stays in view while the page scrolls. */}
      <aside
        ref={aside}
        id={asideId}
        className="app-aside"
        aria-label="Menu"
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        onClick={closeOnLink}
      >
        <div className="app-aside-inner">
          <div className="app-brand">
            {brand}
            <button type="button" className="drawer-close" onClick={close}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close menu</span>
            </button>
          </div>
          {menu}
        </div>
      </aside>
      {open && <div className="app-backdrop" onClick={close} aria-hidden="true" />}
      <div className="app-main" inert={open}>
        <header className="app-topbar">
          <button ref={toggle} type="button" className="menu-toggle" aria-controls={asideId} aria-expanded={open} onClick={() => setOpen((was) => !was)}>
            <span className="menu-toggle-bars" aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </button>
          {topBar}
        </header>
        <main id="main-content" tabIndex={-1} className="app-content">
          {children}
        </main>
        <footer className="app-footer">{footer}</footer>
      </div>
      <div className="app-floating" inert={open}>
        {floating}
      </div>
    </div>
  );
}
