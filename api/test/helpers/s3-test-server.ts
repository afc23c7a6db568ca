import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks request signatures against them. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** S3_* variables that point the API at this bucket */
  environment: Record<string, string>;
  /** keys of the objects in the bucket under `prefix` */
  keys(prefix?: string): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** stops answering (the port is closed); the objects are kept */
  stop(): Promise<void>;
  /** answers again, on the same port, with the same objects */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback, on a free port, keeping its objects in a temporary directory. */
export async function startS3TestServer(bucket = 'shop-uploads'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const serve = async (port: number) => {
    const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
    return { server, port: (await server.run()).port };
  };
  const first = await serve(0);
  let server = first.server;
  let running = true;
  const { port } = first;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    bucket,
    environment: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async (prefix = '') => {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listing.Contents ?? []).map((object) => object.Key!).sort();
    },
    read: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    put: async (key, bytes, contentType) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    stop: async () => {
      await server.close();
      running = false;
    },
    restart: async () => {
      ({ server } = await serve(port));
      running = true;
    },
    close: async () => {
      client.destroy();
      if (running) await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
