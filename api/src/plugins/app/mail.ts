import fp from 'fastify-plugin';
import { MailWorker, type MailWorkerOptions } from '../../services/mail/mail-worker.js';
import { folderSender, smtpSender } from '../../services/mail/mail-transport.js';
import { SHOP_NAME } from '../../services/mail/render-message.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** sends the mail outbox (services/mail); started once the server listens, stopped on drain and close */
    mailWorker: MailWorker;
  }
}

export interface MailPluginOptions {
  /** SMTP_URL: send over SMTP; otherwise into `folder` */
  smtpUrl?: string;
  folder: string;
  from: string;
  shopUrl: string;
  worker?: MailWorkerOptions;
}

export default fp<MailPluginOptions>(
  async function mailPlugin(app, options) {
    const sender = options.smtpUrl ? smtpSender(options.smtpUrl) : folderSender(options.folder);
    const worker = new MailWorker(
      app.db,
      sender,
      { from: options.from, shopUrl: options.shopUrl, shopName: SHOP_NAME },
      app.log,
      options.worker,
    );
    app.decorate('mailWorker', worker);
    // Only a server that listens sends: app.inject users (tests, the first view's reads) start it themselves.
    app.addHook('onListen', async () => {
      worker.start();
      app.log.info(
        { transport: sender.kind, ...(sender.kind === 'folder' ? { folder: options.folder } : {}) },
        'mail worker started',
      );
    });
    app.addHook('onClose', async () => worker.close());
  },
  { name: 'mail', dependencies: ['database'] },
);
