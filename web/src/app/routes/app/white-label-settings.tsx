import { Spinner } from '../../../components/ui/spinner';
import { GeneralSettings } from '../../../features/domain/components/general-settings';
import { EmailConfiguration } from '../../../features/domain/components/email-configuration';
import { EmailFileTemplates } from '../../../features/templates/components/email-file-templates';
import { useDomainConfig } from '../../../lib/domain-config';

/** White Label Settings (admins): General Settings, the Email File Templates and the Email Configuration table. */
export default function WhiteLabelSettingsRoute() {
  const { data: config } = useDomainConfig();
  return (
    <>
      <div className="page-header">
        <h1>White Label Settings</h1>
      </div>
      <div className="dashboard-sections">
        {config ? <GeneralSettings config={config} /> : <Spinner label="Loading settings…" />}
        <EmailFileTemplates />
        {config && <EmailConfiguration domainId={config.domain.id} />}
      </div>
    </>
  );
}
