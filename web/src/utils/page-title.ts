interface TitledHandle {
  title: string;
}

const isTitled = (handle: unknown): handle is TitledHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as TitledHandle).title === 'string';

/** The title of the deepest matched route that has one. */
export function routeTitle(matches: readonly { handle?: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isTitled(handle)) return handle.title;
  }
  return undefined;
}

/** Spec §1: "{route title} - {domain name}", or only the domain name when the route has no title. */
export function formatTitle(title: string | undefined, domainName: string | undefined): string {
  const route = title?.trim();
  const domain = domainName?.trim();
  if (route && domain) return `${route} - ${domain}`;
  return domain || route || '';
}
