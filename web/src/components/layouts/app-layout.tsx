import { useId, useState, type MouseEvent, type ReactNode } from 'react';

interface AppLayoutProps {
  brand: ReactNode;
  menu: ReactNode;
  topBar: ReactNode;
  footer: ReactNode;
  /** Floating controls over the content, such as the Resource Center. */
  floating?: ReactNode;
  children: ReactNode;
}

/** The signed-in shell: aside menu, top bar, content and footer; the menu becomes a drawer on small screens. */
export function AppLayout({ brand, menu, topBar, footer, floating, children }: AppLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const asideId = useId();
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };

  return (
    <div className={`app-layout${menuOpen ? ' app-layout--menu-open' : ''}`}>
      {/* The aside runs the page's full height; its content stays in view while the page scrolls. */}
      <aside id={asideId} className="app-aside" onClick={closeOnLink}>
        <div className="app-aside-inner">
          <div className="app-brand">{brand}</div>
          {menu}
        </div>
      </aside>
      {menuOpen && <div className="app-backdrop" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
      <div className="app-main">
        <header className="app-topbar">
          <button
            type="button"
            className="menu-toggle"
            aria-controls={asideId}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="menu-toggle-bars" aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </button>
          {topBar}
        </header>
        <main className="app-content">{children}</main>
        <footer className="app-footer">{footer}</footer>
      </div>
      {floating}
    </div>
  );
}
