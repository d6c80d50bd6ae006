/** The first address of a comma-separated list, as the domain stores its notification e-mails. */
export function firstAddress(list: string | null | undefined): string | undefined {
  const first = list?.split(',')[0]?.trim();
  return first || undefined;
}
