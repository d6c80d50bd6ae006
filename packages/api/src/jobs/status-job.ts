import { configFromEnv, createCore, StatusJob } from '@portal/core';
import { copyBoundParameters, loadBoundSecrets } from '../lambda-secrets';

export type StatusSubject = 'documents' | 'templates' | 'payments';
const knownSubjects: readonly StatusSubject[] = ['documents', 'templates', 'payments'];

/** The input each EventBridge schedule sends (stacks/jobs.ts); without subjects, every subject is checked. */
export interface StatusJobEvent {
  subjects?: StatusSubject[];
}

/** Rejects anything but a list of known subjects, so a mistyped schedule input fails loudly. */
export function subjectsOf(event: unknown): StatusSubject[] | undefined {
  const subjects = (event as { subjects?: unknown } | null | undefined)?.subjects;
  if (subjects === undefined) return undefined;
  if (!Array.isArray(subjects) || !subjects.every((s): s is StatusSubject => knownSubjects.includes(s as StatusSubject))) {
    throw new Error(`Unknown status job subjects: ${JSON.stringify(subjects)}`);
  }
  return subjects;
}

// Pending card payments are reconciled with the gateway: the same payment settings as the API's.
copyBoundParameters(['AUTHORIZENET_API_LOGIN_ID', 'AUTHORIZENET_CLIENT_KEY']);
await loadBoundSecrets(['BOLDSIGN_API_KEY', 'AUTHORIZENET_TRANSACTION_KEY']);
const core = createCore(configFromEnv());

/** Lambda entry of the scheduled status check: e-signature documents and templates, pending card payments. */
export async function handler(event: StatusJobEvent) {
  const subjects = subjectsOf(event);
  const started = Date.now();
  const result = await StatusJob.run(core, { subjects, log: (line) => console.log(JSON.stringify({ job: 'status', ...line })) });
  console.log(JSON.stringify({ job: 'status', subjects: subjects ?? 'all', ...result, ms: Date.now() - started }));
  return result;
}
