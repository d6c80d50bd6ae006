export const centerKeys = {
  all: ['centers'] as const,
  staff: (centerId: number) => [...centerKeys.all, centerId, 'staff'] as const,
};
