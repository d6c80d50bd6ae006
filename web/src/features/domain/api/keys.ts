export const domainKeys = {
  all: ['domain'] as const,
  config: (identifier: string) => [...domainKeys.all, 'config', identifier] as const,
  buildVersion: () => [...domainKeys.all, 'build-version'] as const,
};
