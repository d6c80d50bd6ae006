export const signatureKeys = {
  all: ['signatures'] as const,
  /** Every page of one documents table (the admin's, or a center's), whatever the filter. */
  list: (path: string) => [...signatureKeys.all, 'list', path] as const,
  /** The admin's harvest centers with their attestation. */
  centers: () => [...signatureKeys.all, 'centers'] as const,
};
