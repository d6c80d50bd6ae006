export const registrationKeys = {
  all: ['registration'] as const,
  salesRep: (id: number, invite: string) => [...registrationKeys.all, 'sales-rep', id, invite] as const,
  center: (id: number, invite: string) => [...registrationKeys.all, 'center', id, invite] as const,
  templates: (domainId: number, type: number) => [...registrationKeys.all, 'templates', domainId, type] as const,
  signStatus: (documentId: string) => [...registrationKeys.all, 'sign-status', documentId] as const,
  emailExists: (email: string) => [...registrationKeys.all, 'email-exists', email] as const,
};
