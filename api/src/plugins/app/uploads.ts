import fp from 'fastify-plugin';
import { objectStorageConfigFrom } from '../../config.js';
import { StorageUnavailableError } from '../../services/uploads/object-storage.js';
import { S3ObjectStorage } from '../../services/uploads/s3-object-storage.js';
import { UploadStore } from '../../services/uploads/upload-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** uploaded images (avatars): a row in `uploads` each, bytes in the database or the configured bucket */
    uploads: UploadStore;
  }
}

export interface UploadsPluginOptions {
  /** how often unreferenced uploads are swept after the one at start-up (ms; default an hour, 0: only at start-up) */
  sweepEveryMs?: number;
}

const describe = (error: unknown) => (error instanceof StorageUnavailableError ? error.summary : String(error));

/** The upload store, on the bucket S3_* names or else on the database; sweeps unreferenced uploads. */
export default fp<UploadsPluginOptions>(
  async function uploadsPlugin(app, options) {
    const bucket = objectStorageConfigFrom(app.config);
    const store = new UploadStore(app.db, bucket ? new S3ObjectStorage(bucket) : null, app.log);
    app.decorate('uploads', store);
    app.log.info('uploaded images are stored in %s', store.storage);

    const sweep = async () => {
      const removed = await store.sweepUnreferenced().catch((error: unknown) => {
        app.log.warn({ cause: describe(error) }, 'could not sweep unreferenced uploads');
        return 0;
      });
      if (removed > 0) app.log.info('removed %d unreferenced uploads', removed);
    };
    const sweepEveryMs = options.sweepEveryMs ?? 60 * 60_000;
    let timer: NodeJS.Timeout | undefined;
    // Orphans (a crash between storing an image and its URL) are swept once the server is ready, then now and then.
    app.addHook('onReady', async () => {
      // Not awaited: an unreachable bucket is reported, but the shop still starts (uploads answer 503 meanwhile).
      void store.checkStorage().catch((error: unknown) => {
        app.log.warn({ cause: describe(error) }, 'the upload bucket does not answer; uploads will fail until it does');
      });
      await sweep();
      if (sweepEveryMs > 0) timer = setInterval(() => void sweep(), sweepEveryMs).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      store.close();
    });
  },
  { name: 'uploads', dependencies: ['env', 'database'] },
);
