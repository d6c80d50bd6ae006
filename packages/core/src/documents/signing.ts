import type { EntityItem } from 'electrodb';
import type { DomainCtx } from '../context';
import { countName, countOf, nextId, shardOf } from '../db/counters';
import { readEvery } from '../db/batches';
import { listFamily, type Entry } from '../db/entries';
import { entryPage, examine, keysetPage, type Page } from '../db/paging';
import { transact, type TxEntities, type TxOutcome } from '../db/transact';
import { conflict, notFound } from '../errors';
import { keyOf } from '../media/media';
import { declareProjection } from '../projections/declare';
import { gramEntries, hasPostings, normalize, postingsRead, queryTerms, searchKey, searchText } from '../search/grams';
import type { SigningDocumentEntity } from './signing-document.entity';
import { firstDue } from './poll-schedule';

export type SigningDocument = EntityItem<SigningDocumentEntity>;
export type SigningPage = Page<SigningDocument>;
type NewSigning = Omit<SigningDocument, 'domainId' | 'recordId' | 'createdAt' | 'status' | 'source' | 'documentId' | 'searchText' | 'signerText'>;

/** The media path (after `media/`) of a document's signed PDF, as the spec writes it. */
export const pdfPath = (documentId: string) => `${documentId}.pdf`;

const searchTexts = (d: { signerName: string; signerEmail: string; hcCompany?: string }) => ({
  searchText: normalize([d.signerName, d.signerEmail, d.hcCompany ?? ''].join(' ')),
  signerText: normalize([d.signerName, d.signerEmail].join(' ')),
});

type ListKey = { index: 'byPatient'; patientId: number } | { index: 'byCenter'; hcId: number } | { index: 'byDomain' };

/** The name of a documents list: its counter's and its cursors'. */
const listName = (key: ListKey, audience: SigningDocument['audience']) =>
  `docs:${key.index === 'byPatient' ? `p${key.patientId}` : key.index === 'byCenter' ? `c${key.hcId}` : 'd'}:${audience}`;

/** The lists a document is in: its patient's, its center's and the domain's, each of its audience. */
const listsOf = (d: Pick<SigningDocument, 'patientId' | 'hcId' | 'audience'>) =>
  [{ index: 'byPatient', patientId: d.patientId ?? 0 } as const, { index: 'byCenter', hcId: d.hcId ?? 0 } as const, { index: 'byDomain' } as const].map((k) =>
    listName(k, d.audience),
  );

/** The postings of one trigram within a documents list (the lists themselves are the documents' own indexes, counted by the requests). */
const Postings = listFamily('document postings', { sort: 'id', counters: 'estimate', carries: ['text'] }, (list: string, gram: string) => `${list}:g:${gram}`);
export const postingsList = Postings.key;

/**
 * The search entries a document keeps (projections of it, see projections/projector.ts): in its
 * center's list by the signer's name and e-mail, in the domain's list by those and the center's
 * company, one posting list per trigram (as member search does). A patient's own list is a handful
 * of documents and is searched by reading it.
 */
export function searchEntriesOf(d: Pick<SigningDocument, 'recordId' | 'hcId' | 'audience' | 'signerName' | 'signerEmail' | 'hcCompany'>): Entry[] {
  const signer = searchText([d.signerName, d.signerEmail]);
  const all = searchText([d.signerName, d.signerEmail, d.hcCompany]);
  const within = (list: string, text: string) => gramEntries(text, Postings, (gram) => Postings.key(list, gram), { itemId: d.recordId, text });
  return [...within(listName({ index: 'byCenter', hcId: d.hcId ?? 0 }, d.audience), signer), ...within(listName({ index: 'byDomain' }, d.audience), all)];
}

/** The documents' search postings (the documents' own records feed them). */
export const documentProjection = declareProjection<SigningDocument>({
  name: 'documents',
  entity: 'signingDocument',
  sequence: 'signingDocument',
  idField: 'recordId',
  families: [Postings],
  entriesOf: searchEntriesOf,
});

/** The counter writes that go with a document joining (+1) or leaving (-1) `lists`. */
const countWrites = (e: TxEntities, domainId: number, recordId: number, lists: string[], by: 1 | -1) =>
  lists.map((list) => e.counter.update({ domainId, name: shardOf(countName(list), recordId) }).add({ value: by }));

/** A document of this domain by its record id, or undefined. */
export async function fromId(ctx: DomainCtx, recordId: number): Promise<SigningDocument | undefined> {
  const { data } = await ctx.db.entities.signingDocument.get({ domainId: ctx.domain.domainId, recordId }).go();
  return data ?? undefined;
}

/** The document the provider (and the completion pages, and the media path) knows by `documentId`, in this domain, or undefined. */
export async function fromDocumentId(ctx: DomainCtx, documentId: string): Promise<SigningDocument | undefined> {
  const { data: ref } = await ctx.db.entities.signingRef.get({ documentId }).go();
  if (!ref || ref.domainId !== ctx.domain.domainId) return undefined;
  return fromId(ctx, ref.recordId);
}

/** As fromId, for a call that names a document that must exist: a missing one is a 404. */
export async function found(ctx: DomainCtx, recordId: number): Promise<SigningDocument> {
  const doc = await fromId(ctx, recordId);
  if (!doc) throw notFound('Document');
  return doc;
}

/** As fromDocumentId, for a call that names a document that must exist: a missing one is a 404. */
export async function foundByDocumentId(ctx: DomainCtx, documentId: string): Promise<SigningDocument> {
  const doc = await fromDocumentId(ctx, documentId);
  if (!doc) throw notFound('Document');
  return doc;
}

/**
 * Sends a document for signing from a provider template and keeps it, Pending, with its lookup
 * and its pending marker in one transaction. The provider sends no e-mails: the portal shows
 * the signing page in a frame, or mails its own link.
 */
export async function start(ctx: DomainCtx, input: NewSigning & { message?: string }): Promise<SigningDocument> {
  const recordId = await nextId(ctx.db, ctx.domain.domainId, 'signingDocument');
  const documentId = await ctx.providers.esign.sendFromTemplate({
    templateId: input.templateId ?? '',
    signers: [{ name: input.signerName, email: input.signerEmail }],
    title: input.title,
    message: input.message,
    metadata: { domain: String(ctx.domain.domainId), record: String(recordId), kind: input.kind },
  });
  const { message: _message, ...fields } = input;
  const doc: SigningDocument = {
    ...fields,
    domainId: ctx.domain.domainId,
    recordId,
    status: 'Pending',
    source: 'esign',
    documentId,
    ...searchTexts(input),
    createdAt: new Date().toISOString(),
  };
  await written(
    transact(ctx.db, (e) => [
      e.signingDocument.create(doc),
      e.signingRef.create({ documentId, domainId: doc.domainId, recordId }),
      e.pendingSigning.put({ shard: 0, subject: 'document', domainId: doc.domainId, recordId, since: doc.createdAt, due: firstDue(doc.createdAt) }),
      ...countWrites(e, doc.domainId, doc.recordId, listsOf(doc), 1),
    ]),
  );
  return doc;
}

/** Keeps a document that is signed already (an uploaded paper copy) whose PDF is stored at pdfPath(documentId). */
export async function keepSigned(ctx: DomainCtx, input: NewSigning & { documentId: string }): Promise<SigningDocument> {
  const recordId = await nextId(ctx.db, ctx.domain.domainId, 'signingDocument');
  const now = new Date().toISOString();
  const doc: SigningDocument = {
    ...input,
    domainId: ctx.domain.domainId,
    recordId,
    status: 'Completed',
    source: 'upload',
    ...searchTexts(input),
    file: pdfPath(input.documentId),
    createdAt: now,
    completedAt: now,
  };
  await written(
    transact(ctx.db, (e) => [
      e.signingDocument.create(doc),
      e.signingRef.create({ documentId: doc.documentId, domainId: doc.domainId, recordId }),
      ...countWrites(e, doc.domainId, doc.recordId, listsOf(doc), 1),
    ]),
  );
  return doc;
}

/** A link to the signer's page of a Pending document, for a frame; afterwards the frame goes to `redirectPath` of the domain. */
export function signLink(ctx: DomainCtx, doc: SigningDocument, redirectPath: string): Promise<string> {
  const separator = redirectPath.includes('?') ? '&' : '?';
  return ctx.providers.esign.signLink({
    documentId: doc.documentId,
    signerEmail: doc.signerEmail,
    redirectUrl: `${ctx.domain.url}${redirectPath}${separator}documentId=${encodeURIComponent(doc.documentId)}`,
  });
}

/** What follows a completion for some kinds of documents (a center's attestation becomes its template). */
export type AfterCompletion = (ctx: DomainCtx, doc: SigningDocument) => Promise<unknown>;

/**
 * Learns a Pending document's status from the provider. On completion the signed PDF is stored
 * first (same key each time) and then the document is marked Completed on condition it was still
 * Pending, with its marker removed in the same transaction: two runs at once store the same file
 * and only one of them changes the record. Other records are returned as they are.
 */
export async function refresh(ctx: DomainCtx, doc: SigningDocument, after?: AfterCompletion): Promise<SigningDocument> {
  if (doc.status !== 'Pending' || doc.source !== 'esign') return doc;
  const { status } = await ctx.providers.esign.getDocument(doc.documentId);
  if (status === 'Pending') return doc;
  const set: Partial<SigningDocument> = { status };
  if (status === 'Completed') {
    const pdf = await ctx.providers.esign.downloadDocument(doc.documentId);
    await ctx.providers.media.put(keyOf(ctx.domain.domainId, pdfPath(doc.documentId)), pdf, 'application/pdf');
    set.file = pdfPath(doc.documentId);
    set.completedAt = new Date().toISOString();
  }
  const key = { domainId: doc.domainId, recordId: doc.recordId };
  const outcome = await transact(ctx.db, (e) => [
    e.signingDocument
      .patch(key)
      .set(set)
      .where((attr, op) => op.eq(attr.status, 'Pending')),
    e.pendingSigning.delete({ shard: 0, subject: 'document', ...key }),
  ]);
  const latest = !outcome.ok ? await found(ctx, doc.recordId) : { ...doc, ...set };
  if (latest.status === 'Completed' && after) await after(ctx, latest);
  return latest;
}

/** Removes a document, its lookup, its marker, its search entries and its stored PDF. */
export async function remove(ctx: DomainCtx, doc: SigningDocument): Promise<void> {
  const key = { domainId: doc.domainId, recordId: doc.recordId };
  const outcome = await transact(ctx.db, (e) => [
    e.signingDocument.delete(key).where((attr, op) => op.eq(attr.patientId, doc.patientId ?? 0)),
    e.signingRef.delete({ documentId: doc.documentId }),
    e.pendingSigning.delete({ shard: 0, subject: 'document', ...key }),
    ...countWrites(e, doc.domainId, doc.recordId, listsOf(doc), -1),
  ]);
  // Already gone (or moved to another patient meanwhile): its lists and counters stay as they are.
  if (!outcome.ok) throw notFound('Document');
  if (doc.file) await ctx.providers.media.delete(keyOf(ctx.domain.domainId, doc.file));
}

/** Moves a document to another patient's list, its counters with it, on condition it is still the patient's it was read as. */
export async function movePatient(ctx: DomainCtx, doc: SigningDocument, patientId: number): Promise<SigningDocument> {
  const key = { domainId: doc.domainId, recordId: doc.recordId };
  const before = listsOf(doc);
  const after = listsOf({ ...doc, patientId });
  const outcome = await transact(ctx.db, (e) => [
    e.signingDocument
      .patch(key)
      .set({ patientId })
      .where((attr, op) => op.eq(attr.patientId, doc.patientId ?? 0)),
    ...countWrites(
      e,
      doc.domainId,
      doc.recordId,
      before.filter((l) => !after.includes(l)),
      -1,
    ),
    ...countWrites(
      e,
      doc.domainId,
      doc.recordId,
      after.filter((l) => !before.includes(l)),
      1,
    ),
  ]);
  if (!outcome.ok) throw conflict('The document changed at the same time. Please try again.');
  return { ...doc, patientId };
}

function listQuery(ctx: DomainCtx, key: ListKey, audience: SigningDocument['audience'], after?: number) {
  const domainId = ctx.domain.domainId;
  const base =
    key.index === 'byPatient'
      ? ctx.db.entities.signingDocument.query.byPatient({ domainId, patientId: key.patientId, audience })
      : key.index === 'byCenter'
        ? ctx.db.entities.signingDocument.query.byCenter({ domainId, hcId: key.hcId, audience })
        : ctx.db.entities.signingDocument.query.byDomain({ domainId, audience });
  return after === undefined ? base : base.lt({ recordId: after });
}

/** Whether a document matches every word: each a substring of the signer (and, in the domain's list, the center). */
const matchesWords = (key: ListKey, words: readonly string[]) => (d: SigningDocument) =>
  words.every((w) => ((key.index === 'byDomain' ? d.searchText : d.signerText) ?? '').includes(w));

/** Documents by record id, in the order given. */
async function many(ctx: DomainCtx, recordIds: number[]): Promise<SigningDocument[]> {
  return readEvery(
    recordIds.map((recordId) => ({ domainId: ctx.domain.domainId, recordId })),
    (keys) => ctx.db.entities.signingDocument.get(keys).go(),
    (k) => k.recordId,
  );
}

/**
 * One page of a list, newest first, with its total: the list's counter. A search of a center's or
 * the domain's list reads the postings of its rarest trigram (see searchEntriesOf) and checks every
 * term within it; a patient's short list, or a search of terms too short for postings, is read and filtered.
 */
export async function page(
  ctx: DomainCtx,
  key: ListKey,
  audience: SigningDocument['audience'],
  search: string | undefined,
  cursor: string | null,
  size: number,
): Promise<Page<SigningDocument>> {
  const list = listName(key, audience);
  const terms = queryTerms(search);
  // Terms shorter than a trigram have no postings: the list is then read from its own index and checked.
  if (hasPostings(terms) && key.index !== 'byPatient') {
    const read = (await postingsRead(ctx, terms, (gram) => Postings.key(list, gram)))!;
    const found = await entryPage(ctx.db, ctx.domain.domainId, { list: read.list, cursor, size, filter: { terms }, cursorFor: searchKey(list, terms) });
    return { ...found, items: await many(ctx, found.items) };
  }
  // A patient's few documents, or a search of terms too short for postings: the list is read and checked, within FILTER_READ documents for the total.
  const check = terms.length ? matchesWords(key, terms) : undefined;
  const counted = check
    ? examine(
        (after: number | undefined, limit) => listQuery(ctx, key, audience, after).go({ order: 'desc', limit }),
        (d) => d.recordId,
        check,
        { want: Number.POSITIVE_INFINITY },
      ).then((found) => ({ count: found.matched.length, ...(found.ended ? {} : { atLeast: true }) }))
    : countOf(ctx.db, ctx.domain.domainId, list).then((count) => ({ count }));
  const [found, count] = await Promise.all([
    keysetPage({ list, cursor, size, check, query: (after) => listQuery(ctx, key, audience, after), position: (d) => d.recordId }),
    counted,
  ]);
  return { ...found, ...count };
}

/** Every document of a list, newest first (a patient's few documents, a center's attestations). */
export async function all(ctx: DomainCtx, key: ListKey, audience: SigningDocument['audience']): Promise<SigningDocument[]> {
  const { data } = await listQuery(ctx, key, audience).go({ order: 'desc', pages: 'all' });
  return data;
}

/** A write that must succeed: a cancellation here is a fault, not a member's mistake. */
async function written(outcome: Promise<TxOutcome>) {
  const result = await outcome;
  if (!result.ok) throw new Error(`document write cancelled: ${result.reasons.map((r) => r.code).join(',')}`);
}
