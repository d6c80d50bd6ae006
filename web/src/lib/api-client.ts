import { env } from '../config/env';
import { getDomainIdentifier } from '../config/domain';
import { session } from './session';

export interface ApiIssue {
  path: string;
  message: string;
}

/** A failed call: the HTTP status (0 when the server was not reached) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues?: ApiIssue[],
    /** The whole answer, for calls whose failures carry more than a message (the checkout's outcome). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

/** The message to show a person for any error a call can throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Please try again.';
}

export interface RequestOptions {
  body?: unknown;
  /** Public calls send neither the token nor the acting-as header, and a 403 does not end the session. */
  auth?: boolean;
  /** False sends the token without the acting-as header: the signed-in member's own call while acting. */
  acting?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  baseUrl: string;
  domain: () => string;
  token: () => string | null;
  actingAs: () => string | null;
  /** Called when a call made with a token answers 403: the session is no longer valid. */
  onForbidden: () => void;
  fetch?: typeof fetch;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const fields = (body ?? {}) as { message?: unknown; code?: unknown; issues?: unknown };
  const message = typeof fields.message === 'string' && fields.message ? fields.message : `Request failed (${status})`;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const issues = Array.isArray(fields.issues) ? (fields.issues as ApiIssue[]) : undefined;
  return new ApiError(status, message, code, issues, body ?? undefined);
}

export function createApiClient(config: ApiClientConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const { body, auth = true, acting = true, signal } = options;
    const headers: Record<string, string> = { Accept: 'application/json', Domain: config.domain() };
    // A form (file uploads) goes as multipart with the boundary the browser sets; the rest as JSON.
    const form = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
    const token = auth ? config.token() : null;
    if (token) {
      headers.Authorization = `token ${token}`;
      const actingAs = acting ? config.actingAs() : null;
      if (actingAs) headers['X-Acting-As'] = actingAs;
    }

    let response: Response;
    try {
      response = await (config.fetch ?? fetch)(`${base}/${path.replace(/^\/+/, '')}`, {
        method,
        headers,
        body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'network');
    }

    const payload = await readBody(response);
    if (response.ok) return payload as T;
    if (response.status === 403 && token) config.onForbidden();
    throw toApiError(response.status, payload);
  }

  return {
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** How every call of the signed-in SPA finds its domain, token and acting-as member. */
export const memberSession: Omit<ApiClientConfig, 'baseUrl'> = {
  domain: getDomainIdentifier,
  token: session.getToken,
  actingAs: session.getActingAs,
  onForbidden: () => {
    session.clearAuth();
    window.location.assign('/');
  },
};

export const api = createApiClient({ baseUrl: env.API_URL, ...memberSession });
