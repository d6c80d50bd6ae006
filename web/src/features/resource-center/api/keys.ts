export const resourceKeys = {
  all: ['resource-center'] as const,
  section: (membershipId: number, path: string) => [...resourceKeys.all, 'section', membershipId, path] as const,
  membership: (membershipId: number) => [...resourceKeys.all, 'membership', membershipId] as const,
};
