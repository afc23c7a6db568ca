import type { Readable } from 'node:stream';

/** Where upload bytes live when they are not in the database: a bucket every instance reaches. */
export interface ObjectStorage {
  /** shown in logs, e.g. "s3://shop-uploads" */
  readonly description: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** the object's bytes as a stream, or null when there is no such object */
  get(key: string): Promise<{ body: Readable; size: number | undefined } | null>;
  /** removes the object; removing one that does not exist succeeds */
  delete(key: string): Promise<void>;
  /** resolves when the bucket answers (start-up check) */
  check(): Promise<void>;
  /** releases its connections (on shutdown) */
  close(): void;
}

/** The object storage could not be reached or refused the request: answered 503 with Retry-After. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(
    /** one line for the log: what failed and why ("PUT avatar/x.png: ECONNREFUSED") */
    readonly summary: string,
    options?: { cause?: unknown },
  ) {
    super(`upload storage unavailable: ${summary}`, options);
  }
}
