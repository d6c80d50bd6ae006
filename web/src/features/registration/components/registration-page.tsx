import { isCenterPage, LINK_NO_LONGER_VALID, registrationPages, type RegistrationPage } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { Copyright } from '../../../components/layouts/copyright';
import { DomainLogo } from '../../../components/layouts/domain-logo';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { Spinner } from '../../../components/ui/spinner';
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
    <Link to={paths.login.getHref()}>
      <DomainLogo config={config} />
      {/* Named by what it shows and where it goes: the domain's name, then "login page". */}
      <span className="visually-hidden"> login page</span>
    </Link>
  );
  return (
    <AuthLayout title={registrationPages[page].title} brand={brand} footer={<Copyright name={config?.domain.name} />}>
      {children}
    </AuthLayout>
  );
}

/**
 * A public registration page at its route (spec §2). HC pages need their link's sales rep (`srid`;
 * without one the guest page opens instead), RHC and staff pages their link's harvest center
 * (`hcid`), and each the link's invitation token (`invite`): the party is read with it before the
 * form shows, and a link that is not current (a bare id, an old link) says so instead of the form.
 */
export function RegistrationPageView({ page }: { page: Exclude<RegistrationPage, 'admin'> }) {
  const [params] = useSearchParams();
  const links = linkIds(params);
  const { salesRepId, hcId, invite } = links;
  const byRep = page === 'harvest-center';
  const byCenter = page === 'referral-center' || page === 'hc-staff';
  const rep = useLinkSalesRep(byRep ? salesRepId : undefined, invite);
  const center = useLinkCenter(byCenter ? hcId : undefined, invite);
  if (isCenterPage(page) && salesRepId === undefined) return <Navigate to={paths.login.getHref()} replace />;

  const invalid = (byRep && (rep.isError || rep.data?.exists === false)) || (byCenter && (hcId === undefined || center.isError));
  const checking = (byRep && rep.isPending) || (byCenter && hcId !== undefined && center.isPending);
  const repId = byRep ? salesRepId : center.data?.saless_rep_id;

  if (invalid) return <RefusedLink page={page} />;
  if (checking)
    return (
      <RegistrationLayout page={page}>
        <Spinner label="Checking the link…" />
      </RegistrationLayout>
    );
  return (
    <RegistrationLayout page={page}>
      {(isCenterPage(page) || byCenter) && (
        <div className="form-grid registration-link">
          {isCenterPage(page) && <Input label="Sales Rep ID" value={repId === undefined || repId === null ? '' : String(repId)} readOnly />}
          {byCenter && center.data && <Input label="Harvest Center" value={center.data.company || `#${center.data.id}`} readOnly />}
        </div>
      )}
      <RegistrationFormView page={page} links={links} />
    </RegistrationLayout>
  );
}

/** A link that is not current (a bare id, an old link): said first, with no form to fill in vain. */
function RefusedLink({ page }: { page: RegistrationPage }) {
  return (
    <RegistrationLayout page={page}>
      <Notification tone="error" message={LINK_NO_LONGER_VALID} />
      <p className="registration-refused">
        Already registered? Go to the <Link to={paths.login.getHref()}>Login page</Link>.
      </p>
    </RegistrationLayout>
  );
}
