import "server-only";
import { AwsClient } from "aws4fetch";
import { assertSafeKey, contentTypeFor } from "./keys";
import type { ObjectStore, StoredObject } from "./types";

export type S3Settings = {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (AWS, R2, MinIO, ...); path-style addressing. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const region = env.S3_REGION || "us-east-1";
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error("S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too.");
  }
  return {
    bucket: env.S3_BUCKET,
    region,
    endpoint: (env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/$/, ""),
    accessKeyId,
    secretAccessKey,
  };
}

/** Objects in an S3-compatible bucket, signed with AWS Signature V4, so several instances share images. */
export class S3Store implements ObjectStore {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: "s3",
    });
  }

  private url(key: string): string {
    const path = assertSafeKey(key).split("/").map(encodeURIComponent).join("/");
    return `${this.settings.endpoint}/${encodeURIComponent(this.settings.bucket)}/${path}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.client.fetch(this.url(key), {
      method: "PUT",
      body: Buffer.from(bytes),
      headers: { "Content-Type": contentType },
    });
    if (!response.ok) throw new Error(`Object storage refused ${key}: HTTP ${response.status}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.client.fetch(this.url(key));
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Object storage failed for ${key}: HTTP ${response.status}`);
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get("content-type") || contentTypeFor(key),
    };
  }
}
