export type StoredObject = { bytes: Uint8Array; contentType: string };

/** Where product images live: local disk by default, an S3-compatible bucket when configured. */
export interface ObjectStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
}
