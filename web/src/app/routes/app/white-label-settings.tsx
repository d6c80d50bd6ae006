import { EmailFileTemplates } from '../../../features/templates/components/email-file-templates';

/** White Label Settings (admins): the domain's e-signature templates. */
export default function WhiteLabelSettingsRoute() {
  return (
    <>
      <div className="page-header">
        <h1>White Label Settings</h1>
      </div>
      <EmailFileTemplates />
    </>
  );
}
