import type { ReactNode } from 'react';

interface AuthLayoutProps {
  title: string;
  brand: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The guest pages: one centred card under the domain's logo. First, the skip link to the card (as in
 * the signed-in shell): plain markup, a link to the fragment, so the login page carries no more script.
 */
export function AuthLayout({ title, brand, footer, children }: AuthLayoutProps) {
  return (
    <div className="auth-layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <main id="main-content" tabIndex={-1} className="auth-card">
        <div className="auth-brand">{brand}</div>
        <h1 className="auth-title">{title}</h1>
        {children}
      </main>
      {footer && <footer className="auth-footer">{footer}</footer>}
    </div>
  );
}
