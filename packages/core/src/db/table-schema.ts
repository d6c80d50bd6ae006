/**
 * The single table's key schema. Entities declare their indexes with these names and the
 * infrastructure builds the table from the same list, so the two cannot drift.
 * Kept free of AWS imports so the stacks can read it.
 */
export const tableKeys = { pk: 'pk', sk: 'sk' } as const;

/** Global secondary indexes: generic key names, one per access-pattern family. */
export const globalIndexes = [
  { name: 'gsi1', pk: 'gsi1pk', sk: 'gsi1sk' },
  { name: 'gsi2', pk: 'gsi2pk', sk: 'gsi2sk' },
  { name: 'gsi3', pk: 'gsi3pk', sk: 'gsi3sk' },
] as const;

export type GlobalIndexName = (typeof globalIndexes)[number]['name'];

/**
 * The audit trail's table, apart from the single table so the functions' roles can append to it and
 * read it but never change or delete an entry: the same key names, two indexes (by member, by patient).
 */
export const auditIndexes = globalIndexes.slice(0, 2);

/** Items with this numeric attribute (epoch seconds) expire: login-attempt windows, reset codes, live sessions. */
export const ttlAttribute = 'expiresAt';
