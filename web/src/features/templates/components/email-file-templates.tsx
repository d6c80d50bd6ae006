import { useId } from 'react';
import { Notification } from '../../../components/ui/notification';
import { errorMessage } from '../../../lib/api-client';
import { useDomainConfig } from '../../../lib/domain-config';
import { TEMPLATE_SECTIONS } from '../utils/templates';
import { TemplateSection } from './template-section';
import { Waiting } from './waiting';
import '../templates.css';

/**
 * Email File Templates (White Label Settings): the documents harvest centers, referral centers and
 * patients sign, one section per kind of member, for the domain of this portal.
 */
export function EmailFileTemplates() {
  const titleId = useId();
  const { data: config, error } = useDomainConfig();
  const domainId = config?.domain.id;

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Email File Templates
      </h2>
      {domainId !== undefined ? (
        <div className="stack template-sections">
          {TEMPLATE_SECTIONS.map((section) => (
            <TemplateSection key={section.type} section={section} domainId={domainId} />
          ))}
        </div>
      ) : error ? (
        <Notification tone="error" message={errorMessage(error)} />
      ) : (
        <Waiting label="Loading the templates…" />
      )}
    </section>
  );
}
