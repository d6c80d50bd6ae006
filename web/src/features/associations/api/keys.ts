export const associationKeys = {
  all: ['associations'] as const,
  /** The RHC Manager's pages. */
  rhcManager: () => [...associationKeys.all, 'rhc-manager'] as const,
};
