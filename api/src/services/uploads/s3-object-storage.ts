import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import { StorageUnavailableError, type ObjectStorage } from './object-storage.js';

/** An S3-compatible bucket, from S3_* (config.ts objectStorageConfigFrom). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** unset: AWS itself */
  endpoint?: string;
  /** unset: the SDK's default chain (environment, shared files, instance or task role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers need */
  forcePathStyle: boolean;
}

/** A request to the bucket gives up after these, so an unreachable bucket is a prompt 503, not a hung request. */
const CONNECT_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 15_000;

function describeFailure(operation: string, error: unknown): string {
  const { name, code, message, $metadata } = error as Partial<S3ServiceException> & { code?: string };
  const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : '';
  const reason = code ?? name ?? 'Error';
  return `${operation}: ${reason}${message && message !== reason ? ` ${message}` : ''}${status}`;
}

function isMissingObject(error: unknown): boolean {
  const { name } = error as { name?: string };
  return name === 'NoSuchKey' || name === 'NotFound';
}

export class S3ObjectStorage implements ObjectStorage {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.description = `s3://${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's default
      // CRC32 headers and aws-chunked bodies (AWS SDK 3.729+), and the bytes are already in memory.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      maxAttempts: 2,
    });
  }

  private async send<T>(operation: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new StorageUnavailableError(describeFailure(`${operation} ${this.description}`, error), { cause: error });
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.send(`PUT ${key}`, () =>
      this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType })),
    );
  }

  async get(key: string): Promise<{ body: Readable; size: number | undefined } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      // In Node the body is the HTTP response itself: streamed to the client, never buffered here.
      return { body: object.Body as Readable, size: object.ContentLength };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw new StorageUnavailableError(describeFailure(`GET ${key} ${this.description}`, error), { cause: error });
    }
  }

  async delete(key: string): Promise<void> {
    await this.send(`DELETE ${key}`, () => this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key })));
  }

  async check(): Promise<void> {
    await this.send('HEAD bucket', () => this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket })));
  }

  close(): void {
    this.client.destroy();
  }
}
