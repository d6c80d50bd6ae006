import type { Readable } from 'node:stream';

/** Private object storage for media; objects are reached through short-lived signed URLs. */
export interface MediaStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a stream of unknown length in parts (a multipart upload), holding only a part or two in
   * memory: exports of any size.
   */
  upload(key: string, body: Readable, contentType: string): Promise<void>;
  /** A short-lived URL of the object; with `downloadName`, the browser saves it under that name. */
  signedGetUrl(key: string, expiresInSeconds?: number, downloadName?: string): Promise<string>;
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}
