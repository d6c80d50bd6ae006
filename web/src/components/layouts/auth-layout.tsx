import type { ReactNode } from 'react';

interface AuthLayoutProps {
  title: string;
  brand: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The guest pages: one centred card under the domain's logo. */
export function AuthLayout({ title, brand, footer, children }: AuthLayoutProps) {
  return (
    <div className="auth-layout">
      <main className="auth-card">
        <div className="auth-brand">{brand}</div>
        <h1 className="auth-title">{title}</h1>
        {children}
      </main>
      {footer && <footer className="auth-footer">{footer}</footer>}
    </div>
  );
}
