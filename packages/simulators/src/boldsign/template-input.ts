import type { Context } from 'hono';
import type { SimFile, SimRole } from './store';
import { formFields, type FormValue } from './wire';

export interface TemplateInput {
  title: string;
  description: string;
  documentTitle: string;
  documentMessage: string;
  roles: SimRole[];
  files: SimFile[];
  labels: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function role(value: unknown, position: number): SimRole | string {
  const r = (value ?? {}) as Record<string, unknown>;
  const index = r.index ?? r.Index;
  if (!Number.isInteger(index) || (index as number) < 1 || (index as number) > 50) return 'Each role needs an index from 1 to 50.';
  const order = r.signerOrder ?? r.SignerOrder;
  return {
    name: text(r.name ?? r.Name) || `Role ${index}`,
    index: index as number,
    signerType: text(r.signerType ?? r.SignerType) || 'Signer',
    signerOrder: Number.isInteger(order) ? (order as number) : position + 1,
  };
}

/** JSON bodies carry files as data URIs. */
function dataUri(value: unknown, position: number): SimFile | string {
  const match = /^data:([\w.+/-]+);base64,(.*)$/s.exec(text(value));
  if (!match) return 'Files in a JSON body must be data URIs (data:application/pdf;base64,...).';
  return { name: `file-${position + 1}.pdf`, contentType: match[1]!, bytes: new Uint8Array(Buffer.from(match[2]!, 'base64')) };
}

/** Multipart carries each role as a JSON string (an object, or an array of them). */
function rolesFromStrings(values: FormValue[]): unknown[] | string {
  const roles: unknown[] = [];
  for (const value of values) {
    try {
      roles.push(...[JSON.parse(text(value)) as unknown].flat());
    } catch {
      return 'Roles must be JSON.';
    }
  }
  return roles;
}

/** The create-template request, from multipart (files as parts) or JSON (files as data URIs). */
export async function templateInput(c: Context): Promise<TemplateInput | { error: string }> {
  let raw: Record<string, unknown>;
  let files: (SimFile | string)[];
  if ((c.req.header('content-type') ?? '').includes('application/json')) {
    raw = Object.fromEntries(Object.entries((await c.req.json().catch(() => ({}))) as object).map(([k, v]) => [k.toLowerCase(), v]));
    if (raw.fileurls) return { error: 'The simulator does not fetch fileUrls; send the files.' };
    files = [raw.files ?? []].flat().map(dataUri);
  } else {
    const fields = await formFields(c);
    const roles = rolesFromStrings(fields.get('roles') ?? []);
    if (typeof roles === 'string') return { error: roles };
    raw = Object.fromEntries([...fields].map(([k, v]) => [k, k === 'roles' ? roles : k === 'labels' ? v : v[0]]));
    files = await Promise.all(
      (fields.get('files') ?? []).map(async (f) =>
        f instanceof File
          ? { name: f.name, contentType: f.type || 'application/pdf', bytes: new Uint8Array(await f.arrayBuffer()) }
          : 'Files must be file parts.',
      ),
    );
  }
  const fileError = files.find((f) => typeof f === 'string');
  if (fileError) return { error: fileError };
  const okFiles = files as SimFile[];
  if (!text(raw.title)) return { error: 'The Title field is required.' };
  if (okFiles.length === 0 || okFiles.some((f) => f.bytes.length === 0)) return { error: 'At least one non-empty file is required.' };
  const roles = [raw.roles ?? []].flat().map(role);
  const roleError = roles.find((r) => typeof r === 'string');
  if (roleError) return { error: roleError };
  return {
    title: text(raw.title),
    description: text(raw.description),
    documentTitle: text(raw.documenttitle) || text(raw.title),
    documentMessage: text(raw.documentmessage),
    roles: roles as SimRole[],
    files: okFiles,
    labels: [raw.labels ?? []].flat().map(text).filter(Boolean),
  };
}
