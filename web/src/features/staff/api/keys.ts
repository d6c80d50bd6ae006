export const staffKeys = {
  all: ['staff'] as const,
  centers: (staffId: number) => [...staffKeys.all, staffId, 'centers'] as const,
};
