export const staffKeys = {
  all: ['staff'] as const,
  centers: (staffId: number) => [...staffKeys.all, staffId, 'centers'] as const,
  /** The HC Staff Manager's pages. */
  manager: () => [...staffKeys.all, 'manager'] as const,
  /** Harvest centers matching what is typed in the manager's dialog. */
  centerOptions: (search: string) => [...staffKeys.all, 'center-options', search] as const,
};
