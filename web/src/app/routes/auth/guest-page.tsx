import type { ReactNode } from 'react';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Copyright } from '../../../components/layouts/copyright';
import { DomainLogo } from '../../../components/layouts/domain-logo';
import { useDomainConfig } from '../../../lib/domain-config';

export function GuestPage({ title, children }: { title: string; children: ReactNode }) {
  const { data: config } = useDomainConfig();
  return (
    <AuthLayout title={title} brand={<DomainLogo config={config} />} footer={<Copyright name={config?.domain.name} />}>
      {children}
    </AuthLayout>
  );
}
