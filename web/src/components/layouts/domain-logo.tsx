import type { DomainConfig } from '@portal/contracts';

/** The domain's logo with its name beside it (a logo need not spell the name), or its name alone while there is no logo. */
export function DomainLogo({ config }: { config: DomainConfig | undefined }) {
  if (!config) return <span className="domain-logo domain-logo--pending" aria-hidden="true" />;
  if (!config.logo) return <span className="domain-logo domain-logo--text">{config.domain.name}</span>;
  return (
    <span className="domain-brand">
      <img className="domain-logo" src={config.logo} alt="" />
      <span className="domain-brand-name">{config.domain.name}</span>
    </span>
  );
}
