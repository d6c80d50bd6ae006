export const labelKeys = {
  all: ['labels'] as const,
  lists: () => [...labelKeys.all, 'list'] as const,
  patients: (centerId: number, referral: boolean, search: string) => [...labelKeys.all, 'patients', centerId, referral, search] as const,
};
