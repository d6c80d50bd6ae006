export const locationKeys = {
  all: ['locations'] as const,
  list: (memberId: number) => [...locationKeys.all, 'member', memberId] as const,
};
