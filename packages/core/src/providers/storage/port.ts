/** Private object storage for media; objects are reached through short-lived signed URLs. */
export interface MediaStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  signedGetUrl(key: string, expiresInSeconds?: number): Promise<string>;
  exists(key: string): Promise<boolean>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}
