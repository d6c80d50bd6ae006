import { menuFor } from '@portal/contracts';
import { Outlet } from 'react-router-dom';
import { AppLayout } from '../../../components/layouts/app-layout';
import { Copyright } from '../../../components/layouts/copyright';
import { DomainLogo } from '../../../components/layouts/domain-logo';
import { IdleSignOut } from '../../../features/auth/components/idle-sign-out';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { MemberSummary } from '../../../features/auth/components/member-summary';
import { MainMenu } from '../../../features/navigation/components/main-menu';
import { ResourceCenter } from '../../../features/resource-center/components/resource-center';
import { HcAccountBanner } from '../../../features/staff/components/hc-account-banner';
import { GoBackAsAdminButton } from '../../../features/members/components/go-back-as-admin-button';
import { useActingMemberId, useUser } from '../../../lib/auth';
import { useDomainConfig } from '../../../lib/domain-config';
import { useRefreshSignedInMember } from '../../../lib/members';
import { firstAddress } from '../../../utils/email';

export default function AppRoot() {
  const user = useUser();
  const { data: config } = useDomainConfig();
  // While acting, the stored user is the member acted as: the API answers for that member.
  useRefreshSignedInMember(useActingMemberId());
  if (!user) return null;

  const menu = menuFor(
    user.membership.map((m) => m.id),
    user.tags,
  );
  return (
    <AppLayout
      brand={<DomainLogo config={config} />}
      topBar={
        <>
          <MemberSummary member={user} />
          <GoBackAsAdminButton />
        </>
      }
      menu={<MainMenu items={menu} footer={<LogoutButton className="menu-link menu-link--button" />} />}
      footer={<Copyright name={config?.domain.name} />}
      floating={<ResourceCenter email={firstAddress(config?.email_notifications)} />}
    >
      <HcAccountBanner />
      <IdleSignOut />
      <Outlet />
    </AppLayout>
  );
}
