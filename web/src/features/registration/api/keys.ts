export const registrationKeys = {
  all: ['registration'] as const,
  salesRep: (id: number) => [...registrationKeys.all, 'sales-rep', id] as const,
  center: (id: number) => [...registrationKeys.all, 'center', id] as const,
  templates: (domainId: number, type: number) => [...registrationKeys.all, 'templates', domainId, type] as const,
  signStatus: (documentId: string) => [...registrationKeys.all, 'sign-status', documentId] as const,
  emailExists: (email: string) => [...registrationKeys.all, 'email-exists', email] as const,
};
