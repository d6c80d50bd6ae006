export const documentKeys = {
  all: ['documents'] as const,
  /** A patient's documents of each kind (the dashboard's Documents). */
  patient: (patientId: number) => [...documentKeys.all, 'patient', patientId] as const,
  /** A harvest center's attestation and the template made from it. */
  hcAttestation: (centerId: number) => [...documentKeys.all, 'hc-attestation', centerId] as const,
  /** The guest page's signing link of one document. */
  guestLink: (token: string, name: string) => [...documentKeys.all, 'guest-link', token, name] as const,
  /** What a completion page asked the API once, by page and document. */
  completion: (page: string, documentId: string, ...rest: (string | number | boolean)[]) =>
    [...documentKeys.all, 'completion', page, documentId, ...rest] as const,
};
