export const paymentKeys = {
  all: ['payments'] as const,
  profile: (memberId: number) => [...paymentKeys.all, 'member', memberId] as const,
  gateway: () => [...paymentKeys.all, 'gateway'] as const,
};
