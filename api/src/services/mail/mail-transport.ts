import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { RenderedMessage } from './render-message.js';

export interface MailEnvelope extends RenderedMessage {
  /** the outbox row's id: the file name in the folder, and the Message-ID's local part */
  id: string;
  from: string;
  to: string;
}

/** Sends one message; throws when it was not accepted (the worker retries later). */
export interface MailSender {
  readonly kind: 'smtp' | 'folder';
  send(message: MailEnvelope): Promise<{ messageId: string }>;
  close(): void;
}

function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'shophub.invalid';
  return `<${id}@${domain}>`;
}

const mailOf = (message: MailEnvelope) => ({
  from: message.from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  // Stable per outbox row: a message sent twice (a crash between send and mark-sent) is recognisably one.
  messageId: messageIdFor(message.id, message.from),
});

/** Over SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465). */
export function smtpSender(url: string): MailSender {
  // Bounded waits: a stalled server fails this attempt (retried later) instead of holding the lease.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail(mailOf(message));
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/**
 * Into a folder (development, no SMTP_URL): one RFC 822 file per message, `<outbox id>.eml`, written to
 * a temporary name and renamed, so a message sent again overwrites its own file instead of adding one.
 */
export function folderSender(folder: string): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'folder',
    async send(message) {
      const info = await transport.sendMail(mailOf(message));
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${message.id}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
