export const centerKeys = {
  all: ['centers'] as const,
  staff: (centerId: number) => [...centerKeys.all, centerId, 'staff'] as const,
  pipeline: (labId: number) => [...centerKeys.all, labId, 'pipeline'] as const,
};
