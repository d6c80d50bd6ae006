/** A link field's value as an optional id: none (empty) is no id at all, so the request leaves it out. */
export const optionalId = (value: unknown): number | undefined => {
  if (value === '' || value === null || value === undefined) return undefined;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};
