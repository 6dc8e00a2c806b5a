import "server-only";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { assertSafeKey, contentTypeFor } from "./keys";
import type { ObjectStore, StoredObject } from "./types";

/** Objects as files under one folder (UPLOADS_DIR, default .data/uploads). */
export class LocalDiskStore implements ObjectStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    return join(this.root, assertSafeKey(key));
  }

  /** The content type is not kept: a file's extension gives it back on read. */
  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const bytes = await readFile(this.path(key));
      return { bytes: new Uint8Array(bytes), contentType: contentTypeFor(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
      throw error;
    }
  }
}
