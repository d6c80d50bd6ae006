export const staffKeys = {
  all: ['staff'] as const,
  centers: (staffId: number) => [...staffKeys.all, staffId, 'centers'] as const,
  /** The HC Staff Manager's pages. */
  manager: () => [...staffKeys.all, 'manager'] as const,
};
