import { EsignError, type Signer, type SigningDocument, type SigningStatus, type TemplateStatus } from './port';

/** BoldSign's public API host (US region); EU, CA and AU keys need their own host. */
export const BOLDSIGN_PUBLIC_API = 'https://api.boldsign.com';

/** The fields of `GET /v1/document/properties` the portal reads. */
export interface BoldSignDocumentProperties {
  documentId: string;
  messageTitle?: string | null;
  status?: string;
  signerDetails?: { signerName?: string; signerEmail?: string; status?: string }[] | null;
  createdDate?: number;
  activityDate?: number;
}

/** The fields of `GET /v1/template/properties` the portal reads. */
export interface BoldSignTemplateProperties {
  templateId: string;
  title?: string | null;
  description?: string | null;
  documentMessage?: string | null;
}

/** `GET /v1/template/list`: each row's `documentId` is the template id. */
export interface BoldSignTemplateList {
  result?: { documentId?: string; status?: string }[];
}

/** Accepts the host with or without BoldSign's `/v1` suffix, so either form of the docs' base URL works. */
export function apiRoot(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/v1$/i, '');
}

const documentStatuses: Record<string, SigningStatus> = {
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** InProgress, Draft and Scheduled all still wait for someone; an unknown status is not final either. */
export const signingStatusOf = (status: string | undefined): SigningStatus => documentStatuses[(status ?? '').toLowerCase()] ?? 'Pending';

export const templateStatusOf = (status: string | undefined): TemplateStatus => ((status ?? '').toLowerCase() === 'completed' ? 'Completed' : 'Draft');

const signerStatusOf = (status: string | undefined) => {
  const s = (status ?? '').toLowerCase();
  return s === 'completed' ? 'Signed' : s === 'declined' ? 'Declined' : 'Pending';
};

/** BoldSign dates are Unix seconds; milliseconds are recognised too, as the unit is not documented. */
export function isoFromBoldSignDate(value: number | undefined): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return undefined;
  return new Date(value > 1e12 ? value : value * 1000).toISOString();
}

export function documentFromProperties(p: BoldSignDocumentProperties): SigningDocument {
  return {
    documentId: p.documentId,
    title: p.messageTitle ?? '',
    status: signingStatusOf(p.status),
    signers: (p.signerDetails ?? []).map((s) => ({ name: s.signerName ?? '', email: s.signerEmail ?? '', status: signerStatusOf(s.status) })),
    createdAt: isoFromBoldSignDate(p.createdDate),
    lastActivityAt: isoFromBoldSignDate(p.activityDate),
  };
}

/** Signers fill the template's roles by position unless they name one. */
export const rolesFor = (signers: Signer[]) =>
  signers.map((s, i) => ({ roleIndex: s.role ?? i + 1, signerName: s.name, signerEmail: s.email, signerType: 'Signer' }));

/** BoldSign answers `{error}`, sometimes `{message}`, and ASP.NET validation problems `{title, errors}`. */
export function providerMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown; title?: unknown; errors?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
    if (typeof parsed.message === 'string') return parsed.message;
    if (parsed.errors && typeof parsed.errors === 'object') {
      const details = Object.entries(parsed.errors as Record<string, unknown>).map(([field, list]) => `${field}: ${[list].flat().join(' ')}`);
      return [typeof parsed.title === 'string' ? parsed.title : undefined, ...details].filter(Boolean).join(' ');
    }
    if (typeof parsed.title === 'string') return parsed.title;
  } catch {
    // Not JSON: a proxy's page or plain text.
  }
  const text = body.trim();
  return text ? text.slice(0, 200) : undefined;
}

// BoldSign reports an unknown (or still processing) id as 403/400 "Invalid Document ID", not 404.
const unknownId = /invalid (document|template) ?id|not found/i;

/** One clear exception per failed call: the operation, BoldSign's status and its own message. */
export function errorFromResponse(operation: string, status: number, body: string): EsignError {
  const message = providerMessage(body) ?? `HTTP ${status}`;
  const text = `BoldSign ${operation} failed: ${status} ${message}`;
  if (status === 404 || ([400, 403, 422].includes(status) && unknownId.test(message))) return new EsignError('not_found', text, status);
  if (status === 401) return new EsignError('unauthorized', text, status);
  if (status === 429) return new EsignError('rate_limited', text, status);
  if (status >= 500) return new EsignError('unavailable', text, status);
  return new EsignError('rejected', text, status);
}
