import { Entity, type EntityConfiguration } from 'electrodb';

/**
 * Who did what to which record, or read which patient's data: the real caller and, when acting as
 * someone, that member, from which address, when. Kept in the audit table of its own, which the
 * functions may append to and read but never change or delete (stacks/storage.ts, core-runtime.ts),
 * for AUDIT_RETENTION_DAYS (its time to live), by member and by patient as well as by time.
 */
export const auditEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { entity: 'audit', version: '1', service: 'portal' },
      attributes: {
        domainId: { type: 'number', required: true },
        at: { type: 'string', required: true },
        auditId: { type: 'string', required: true },
        actorId: { type: 'number' },
        actingAsId: { type: 'number' },
        action: { type: 'string', required: true },
        target: { type: 'string', required: true },
        detail: { type: 'string' },
        /** The patient whose data was read or changed. */
        patientId: { type: 'number' },
        /** The caller's address (the one the API trusts: API Gateway's source IP behind CloudFront). */
        address: { type: 'string' },
        /** `{domainId}:{actorId}` and `{at}#{auditId}`: its place in the index by member (auditKeys). */
        actorKey: { type: 'string' },
        actorSort: { type: 'string' },
        /** `{domainId}:{patientId}` and `{at}#{auditId}`: its place in the index by patient. */
        patientKey: { type: 'string' },
        patientSort: { type: 'string' },
        /** Epoch seconds: the table's time to live, AUDIT_RETENTION_DAYS after the entry. */
        expiresAt: { type: 'number' },
      },
      indexes: {
        byTime: { pk: { field: 'pk', composite: ['domainId'] }, sk: { field: 'sk', composite: ['at', 'auditId'] } },
        // Sparse: an entry is in the index by member only when it names one (a public call names none),
        // in the index by patient only when it names a patient (keys of their own, set only then).
        byActor: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['actorKey'] }, sk: { field: 'gsi1sk', composite: ['actorSort'] } },
        byPatient: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['patientKey'] }, sk: { field: 'gsi2sk', composite: ['patientSort'] } },
      },
    },
    config,
  );

export type AuditEntity = ReturnType<typeof auditEntity>;

/** The keys of an entry in the indexes by member and by patient, for those it names (the indexes are sparse). */
export function auditKeys(entry: { domainId: number; at: string; auditId: string; actorId?: number; patientId?: number }) {
  const sort = `${entry.at}#${entry.auditId}`;
  return {
    ...(entry.actorId === undefined ? {} : { actorKey: `${entry.domainId}:${entry.actorId}`, actorSort: sort }),
    ...(entry.patientId === undefined ? {} : { patientKey: `${entry.domainId}:${entry.patientId}`, patientSort: sort }),
  };
}
