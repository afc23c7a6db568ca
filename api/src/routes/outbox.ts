import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { isValidId } from '../db/ids.js';
import { mailOutbox, type MailOutboxRow } from '../db/schema/index.js';
import type { MailPayload } from '../services/mail/mail-messages.js';
import { renderMessage, SHOP_NAME } from '../services/mail/render-message.js';
import { shopUrlFrom } from '../config.js';

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; form-action 'none'; base-uri 'none'";
// The message's own HTML runs in a sandbox: no scripts, no forms, no requests but images.
const MESSAGE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https:";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#111827;background:#fff;max-width:960px;margin-inline:auto}
@media (prefers-color-scheme:dark){body{color:#f3f4f6;background:#111827}a{color:#93c5fd}th,td{border-color:#374151!important}}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
td{overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:rgb(127 127 127/.1);padding:12px;border-radius:6px}
iframe{width:100%;height:70vh;border:1px solid #9ca3af;border-radius:6px;background:#fff}
@media (max-width:600px){.when,.status{display:none}}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)} | ${SHOP_NAME} outbox</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function statusOf(row: MailOutboxRow): string {
  if (row.sentAt) return `sent ${row.sentAt.toISOString()}`;
  if (row.failedAt) return `failed after ${row.attempts} attempts: ${row.lastError ?? ''}`;
  return row.attempts > 0 ? `waiting (attempt ${row.attempts} failed: ${row.lastError ?? ''})` : 'waiting';
}

/**
 * `/__outbox`: the mail the shop wrote, for development (only while mail goes into the outbox folder, i.e.
 * without SMTP_URL). A shopper sees only the messages of their own account; an admin sees all of them.
 */
const outboxRoutes: FastifyPluginAsyncTypebox<{ enabled: boolean }> = async (app, options) => {
  if (!options.enabled) return;
  const shopUrl = shopUrlFrom(app.config);

  /** Whose mail this request may read: null when nobody is signed in. */
  async function visibleTo(request: FastifyRequest, reply: FastifyReply): Promise<SQL | undefined | null> {
    try {
      await app.authenticate(request, reply);
    } catch {
      return null;
    }
    const user = request.currentUser!;
    return user.isAdmin ? undefined : eq(mailOutbox.userId, user.id);
  }

  function signInPage(reply: FastifyReply) {
    return reply
      .code(401)
      .header('content-security-policy', PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Sign in',
          `<h1>Outbox</h1><p>Sign in to read the mail sent to your account: <a href="/login?redirect=/__outbox">Sign in</a>.</p>`,
        ),
      );
  }

  app.get('/__outbox', { schema: { hide: true } }, async (request, reply) => {
    const scope = await visibleTo(request, reply);
    if (scope === null) return signInPage(reply);
    const rows = await app.db
      .select()
      .from(mailOutbox)
      .where(scope)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(200);
    const items = rows
      .map((row) => {
        const { subject } = renderMessage(row.payload as unknown as MailPayload, { shopUrl, shopName: SHOP_NAME });
        return `<tr><td class="when">${row.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(row.toAddress)}</td>
<td><a href="/__outbox/${row.id}">${escapeHtml(subject)}</a></td><td class="status">${escapeHtml(statusOf(row))}</td></tr>`;
      })
      .join('');
    const body = rows.length
      ? `<table><thead><tr><th class="when">Written (UTC)</th><th>To</th><th>Subject</th><th class="status">Status</th></tr></thead><tbody>${items}</tbody></table>`
      : '<p>No mail yet.</p>';
    return reply
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page('Outbox', `<h1>Outbox</h1><p>Mail written by the shop (newest first).</p>${body}`));
  });

  async function findMessage(request: FastifyRequest, reply: FastifyReply, id: string) {
    const scope = await visibleTo(request, reply);
    if (scope === null) return 'sign-in' as const;
    if (!isValidId(id)) return undefined;
    const [row] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, id), scope))
      .limit(1);
    return row;
  }

  const params = Type.Object({ id: Type.String({ maxLength: 40 }) });

  app.get('/__outbox/:id', { schema: { hide: true, params } }, async (request, reply) => {
    const row = await findMessage(request, reply, request.params.id);
    if (row === 'sign-in') return signInPage(reply);
    if (!row) return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>Message not found</h1>'));
    const message = renderMessage(row.payload as unknown as MailPayload, { shopUrl, shopName: SHOP_NAME });
    const body = `<p><a href="/__outbox">← Outbox</a></p><h1>${escapeHtml(message.subject)}</h1>
<p>To: ${escapeHtml(row.toAddress)}<br>Status: ${escapeHtml(statusOf(row))}</p>
<h2>HTML</h2><iframe title="The message as HTML" sandbox src="/__outbox/${row.id}/html"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(message.text)}</pre>`;
    return reply
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(message.subject, body));
  });

  app.get('/__outbox/:id/html', { schema: { hide: true, params } }, async (request, reply) => {
    const row = await findMessage(request, reply, request.params.id);
    if (row === 'sign-in') return signInPage(reply);
    if (!row) return reply.code(404).type('text/plain').send('Not found');
    const message = renderMessage(row.payload as unknown as MailPayload, { shopUrl, shopName: SHOP_NAME });
    return reply
      .header('content-security-policy', MESSAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(message.html);
  });
};

export default outboxRoutes;
