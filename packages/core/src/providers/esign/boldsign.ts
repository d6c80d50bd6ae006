import {
  apiRoot,
  documentFromProperties,
  errorFromResponse,
  rolesFor,
  templateStatusOf,
  type BoldSignDocumentProperties,
  type BoldSignTemplateList,
  type BoldSignTemplateProperties,
} from './boldsign-mapping';
import { EsignError, type EsignProvider } from './port';

export interface BoldSignOptions {
  /** BoldSign's API host for the key's region, or the simulator's URL; a trailing /v1 is accepted. */
  baseUrl: string;
  apiKey: string;
  /** Per call, body included; the API Lambda itself stops at 29 s. */
  timeoutMs?: number;
  /**
   * Pauses before retrying a lookup that follows a creation: BoldSign returns the new id at once and
   * answers "Invalid Document ID" until it has processed the file, usually within a second or two.
   */
  settleDelaysMs?: number[];
  fetch?: typeof fetch;
}

interface Request {
  query?: Record<string, string | undefined>;
  json?: unknown;
  form?: FormData;
  accept?: string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The production e-signature adapter: BoldSign's REST API with an API key, no SDK. */
export function boldSignEsign(options: BoldSignOptions): EsignProvider {
  const root = apiRoot(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const settleDelaysMs = options.settleDelaysMs ?? [300, 700, 1500, 2500];
  const fetchImpl = options.fetch ?? fetch;

  async function call(method: 'GET' | 'POST', path: string, request: Request = {}): Promise<Response> {
    const operation = `${method} /v1/${path}`;
    const url = new URL(`${root}/v1/${path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
    const headers: Record<string, string> = { 'X-API-KEY': options.apiKey, accept: request.accept ?? 'application/json' };
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method,
        headers,
        body: request.json !== undefined ? JSON.stringify(request.json) : request.form,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : `unreachable (${e instanceof Error ? e.message : String(e)})`;
      throw new EsignError('unavailable', `BoldSign ${operation} failed: ${reason}`);
    }
    if (!res.ok) throw errorFromResponse(operation, res.status, await res.text());
    return res;
  }

  async function json<T>(method: 'GET' | 'POST', path: string, request?: Request): Promise<T> {
    const res = await call(method, path, request);
    try {
      return (await res.json()) as T;
    } catch {
      throw new EsignError('unavailable', `BoldSign ${method} /v1/${path} answered ${res.status} without JSON`, res.status);
    }
  }

  async function afterCreation<T>(lookup: () => Promise<T>): Promise<T> {
    for (const pause of settleDelaysMs) {
      try {
        return await lookup();
      } catch (e) {
        if (!(e instanceof EsignError && e.code === 'not_found')) throw e;
      }
      await sleep(pause);
    }
    return lookup();
  }

  return {
    async sendFromTemplate({ templateId, signers, title, message, metadata }) {
      const body = { title, message, roles: rolesFor(signers), disableEmails: true, metaData: metadata };
      const { documentId } = await json<{ documentId: string }>('POST', 'template/send', { query: { templateId }, json: body });
      return documentId;
    },

    signLink({ documentId, signerEmail, redirectUrl, validUntil }) {
      const query = { documentId, signerEmail, redirectUrl, signLinkValidTill: validUntil?.toISOString() };
      return afterCreation(async () => (await json<{ signLink: string }>('GET', 'document/getEmbeddedSignLink', { query })).signLink);
    },

    async getDocument(documentId) {
      return documentFromProperties(await json<BoldSignDocumentProperties>('GET', 'document/properties', { query: { documentId } }));
    },

    async downloadDocument(documentId) {
      const res = await call('GET', 'document/download', { query: { documentId }, accept: 'application/pdf' });
      return new Uint8Array(await res.arrayBuffer());
    },

    async createTemplate({ title, description, documentMessage, file, signerRoles = ['Signer'] }) {
      const form = new FormData();
      form.append('Title', title);
      form.append('Description', description);
      form.append('DocumentTitle', title);
      form.append('DocumentMessage', documentMessage);
      form.append('Files', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.name);
      // Multipart carries each role as a JSON string, as BoldSign's own examples do.
      signerRoles.forEach((name, i) => form.append('Roles', JSON.stringify({ name, index: i + 1, signerType: 'Signer', signerOrder: i + 1 })));
      const { templateId } = await json<{ templateId: string }>('POST', 'template/create', { form });
      return templateId;
    },

    templateEditLink({ templateId, redirectUrl }) {
      const body = { redirectUrl, viewOption: 'PreparePage', showToolbar: true, showSaveButton: true };
      return afterCreation(
        async () => (await json<{ editUrl: string }>('POST', 'template/getEmbeddedTemplateEditUrl', { query: { templateId }, json: body })).editUrl,
      );
    },

    async getTemplate(templateId) {
      // Properties have no status; the template list has it, searchable by id.
      const [properties, list] = await Promise.all([
        json<BoldSignTemplateProperties>('GET', 'template/properties', { query: { templateId } }),
        json<BoldSignTemplateList>('GET', 'template/list', { query: { Page: '1', PageSize: '10', SearchKey: templateId } }),
      ]);
      // Missing from the list means BoldSign is still processing it: not usable yet.
      const row = list.result?.find((r) => r.documentId === templateId);
      return {
        templateId: properties.templateId ?? templateId,
        title: properties.title ?? '',
        description: properties.description ?? '',
        documentMessage: properties.documentMessage ?? '',
        status: templateStatusOf(row?.status),
      };
    },
  };
}
