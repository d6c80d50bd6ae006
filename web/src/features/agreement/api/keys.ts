export const agreementKeys = {
  all: ['agreement'] as const,
  status: (memberId: number) => [...agreementKeys.all, memberId] as const,
};
