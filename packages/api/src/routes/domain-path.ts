import { DomainError } from '@portal/core';
import type { AppContext } from '../env';

/** The spec's paths name the domain by id: it must be the request's own (another domain's is not found). */
export function sameDomain(c: AppContext, domainId: number) {
  if (domainId !== c.get('domainCtx').domain.domainId) throw new DomainError('not_found', 'Domain not found.');
}
