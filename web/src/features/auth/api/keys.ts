export const memberKeys = {
  all: ['members'] as const,
  detail: (id: number) => [...memberKeys.all, id] as const,
};
