import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { session } from '../lib/session';

export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const onStorage = () => session.notify();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
