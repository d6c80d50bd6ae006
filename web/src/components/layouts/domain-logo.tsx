import type { DomainConfig } from '@portal/contracts';

/** The domain's logo, or its name while there is none. */
export function DomainLogo({ config }: { config: DomainConfig | undefined }) {
  if (!config) return <span className="domain-logo domain-logo--pending" aria-hidden="true" />;
  if (config.logo) return <img className="domain-logo" src={config.logo} alt={config.domain.name} />;
  return <span className="domain-logo domain-logo--text">{config.domain.name}</span>;
}
