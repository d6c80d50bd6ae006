import { isCenterPage, registrationPages, UNKNOWN_CENTER, UNKNOWN_SALES_REP, type RegistrationPage } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Copyright } from '../../../components/layouts/copyright';
import { DomainLogo } from '../../../components/layouts/domain-logo';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useDomainConfig } from '../../../lib/domain-config';
import { useLinkCenter, useLinkSalesRep } from '../api/get-link-parties';
import { linkIds } from '../utils/link-ids';
import { RegistrationFormView } from './registration-form';
import '../registration.css';

/** A registration page's frame: the domain's logo linking to the login page, the title, the copyright. */
export function RegistrationLayout({ page, children }: { page: RegistrationPage; children: ReactNode }) {
  const { data: config } = useDomainConfig();
  const brand = (
    <Link to={paths.login.getHref()} aria-label="Login page">
      <DomainLogo config={config} />
    </Link>
  );
  return (
    <AuthLayout title={registrationPages[page].title} brand={brand} footer={<Copyright name={config?.domain.name} />}>
      {children}
    </AuthLayout>
  );
}

/**
 * A public registration page at its route (spec §2). HC and RHC pages need their link's sales rep
 * (`srid`; without one the guest page opens instead), RHC and staff pages their link's harvest
 * center (`hcid`); an unknown one is said so and nothing can be sent.
 */
export function RegistrationPageView({ page }: { page: Exclude<RegistrationPage, 'admin'> }) {
  const [params] = useSearchParams();
  const { salesRepId, hcId } = linkIds(params);
  const needsRep = isCenterPage(page);
  const needsCenter = page === 'hc-staff' || (page === 'referral-center' && hcId !== undefined);
  const rep = useLinkSalesRep(needsRep ? salesRepId : undefined);
  const center = useLinkCenter(needsCenter ? hcId : undefined);
  if (needsRep && salesRepId === undefined) return <Navigate to={paths.login.getHref()} replace />;

  const repUnknown = needsRep && rep.data?.exists === false;
  const centerUnknown = needsCenter && (hcId === undefined || center.isError);
  const blocked = repUnknown ? UNKNOWN_SALES_REP : centerUnknown ? UNKNOWN_CENTER : undefined;

  return (
    <RegistrationLayout page={page}>
      {(needsRep || needsCenter) && (
        <div className="form-grid registration-link">
          {needsRep && <Input label="Sales Rep ID" value={String(salesRepId)} readOnly />}
          {needsCenter && center.data && <Input label="Harvest Center" value={center.data.company || `#${center.data.id}`} readOnly />}
        </div>
      )}
      <RegistrationFormView page={page} links={{ salesRepId, hcId }} blocked={blocked} />
    </RegistrationLayout>
  );
}
