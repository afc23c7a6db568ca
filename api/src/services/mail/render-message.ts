import { orderNumber as shortNumber } from 'shared-ui/contract';
import type { MailPayload, OrderSnapshot } from './mail-messages.js';

/** The shop's name in mail, as the storefront's page titles spell it. */
export const SHOP_NAME = 'ShopHub';

export interface MailSettings {
  /** the shop's public address, for links in messages (SHOP_URL) */
  shopUrl: string;
  shopName: string;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatCents = (cents: number) => money.format(cents / 100);
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';

const PAYMENT_NAMES: Record<string, string> = { PayPal: 'PayPal', Stripe: 'Stripe', CashOnDelivery: 'Cash on Delivery' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const orderNumber = (order: OrderSnapshot) => shortNumber(order.id);

function paymentStatus(order: OrderSnapshot): string {
  if (order.refundPending) return 'Refund pending';
  if (order.isPaid) return 'Paid';
  return order.paymentMethod === 'CashOnDelivery' ? 'Pay on delivery' : 'Awaiting payment';
}

function addressLines(order: OrderSnapshot): string[] {
  const a = order.shippingAddress;
  return [a.fullName, a.address, `${a.city} ${a.postalCode}`, a.country];
}

function totalsRows(order: OrderSnapshot): [string, string][] {
  return [
    ['Items', formatCents(order.itemsCents)],
    ['Shipping', formatCents(order.shippingCents)],
    ['Tax', formatCents(order.taxCents)],
    ['Total', formatCents(order.totalCents)],
  ];
}

function orderText(order: OrderSnapshot, link: string): string {
  const lines = order.lines.map(
    (line) => `  ${line.qty} x ${line.name} @ ${formatCents(line.priceCents)} = ${formatCents(line.qty * line.priceCents)}`,
  );
  return [
    `Order #${orderNumber(order)} (${order.id}), placed ${formatDate(order.placedAt)}`,
    '',
    ...lines,
    '',
    ...totalsRows(order).map(([label, value]) => `${label.padEnd(10)}${value}`),
    '',
    'Ship to:',
    ...addressLines(order).map((line) => `  ${line}`),
    '',
    `Payment: ${PAYMENT_NAMES[order.paymentMethod] ?? order.paymentMethod} (${paymentStatus(order)})`,
    '',
    `View your order: ${link}`,
  ].join('\n');
}

const CELL = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;';

function orderHtml(order: OrderSnapshot, link: string): string {
  const lines = order.lines
    .map(
      (line) =>
        `<tr><td style="${CELL}">${escapeHtml(line.name)}</td><td style="${CELL}text-align:right">${line.qty}</td>` +
        `<td style="${CELL}text-align:right">${formatCents(line.priceCents)}</td>` +
        `<td style="${CELL}text-align:right">${formatCents(line.qty * line.priceCents)}</td></tr>`,
    )
    .join('');
  const totals = totalsRows(order)
    .map(
      ([label, value], i, all) =>
        `<tr${i === all.length - 1 ? ' style="font-weight:700"' : ''}><td colspan="3" style="padding:4px 8px;text-align:right">${label}</td>` +
        `<td style="padding:4px 8px;text-align:right">${value}</td></tr>`,
    )
    .join('');
  return `
<p style="margin:0 0 16px;color:#4b5563">Order <strong>#${orderNumber(order)}</strong> · placed ${escapeHtml(formatDate(order.placedAt))}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
<thead><tr><th style="${CELL}text-align:left">Item</th><th style="${CELL}text-align:right">Qty</th><th style="${CELL}text-align:right">Price</th><th style="${CELL}text-align:right">Amount</th></tr></thead>
<tbody>${lines}</tbody><tfoot>${totals}</tfoot></table>
<h2 style="font-size:16px;margin:24px 0 8px">Shipping to</h2>
<p style="margin:0">${addressLines(order).map(escapeHtml).join('<br>')}</p>
<h2 style="font-size:16px;margin:24px 0 8px">Payment</h2>
<p style="margin:0">${escapeHtml(PAYMENT_NAMES[order.paymentMethod] ?? order.paymentMethod)} — ${paymentStatus(order)}</p>
<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">View your order</a></p>`;
}

function page(settings: MailSettings, heading: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p style="margin:0 0 16px;font-weight:700;font-size:18px">${escapeHtml(settings.shopName)}</p>
<h1 style="font-size:22px;margin:0 0 8px">${escapeHtml(heading)}</h1>
${body}
</div></body></html>`;
}

function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
}

/** Subject, plain text and HTML of an outbox message, with the shop's name and links. */
export function renderMessage(payload: MailPayload, settings: MailSettings): RenderedMessage {
  const sign = `— ${settings.shopName}`;
  if (payload.kind === 'password_changed' || payload.kind === 'email_changed') {
    const heading = payload.kind === 'password_changed' ? 'Your password was changed' : 'Your email address was changed';
    const what =
      payload.kind === 'password_changed'
        ? `The password of your ${settings.shopName} account (${payload.email}) was just changed.`
        : `The email address of your ${settings.shopName} account was changed from ${payload.oldEmail} to ${payload.newEmail}.`;
    const ifNotYou = `If you did not do this, reset your password and contact us at once: ${settings.shopUrl}/login`;
    return {
      subject: `${settings.shopName}: ${heading.toLowerCase()}`,
      text: [`Hello ${payload.name},`, '', what, '', ifNotYou, '', sign].join('\n'),
      html: page(settings, heading, [`Hello ${payload.name},`, what, ifNotYou].map(paragraphHtml).join('')),
    };
  }
  const order = payload.order;
  const link = `${settings.shopUrl}/order/${order.id}`;
  const intro = {
    order_confirmation: {
      subject: `Your ${settings.shopName} order #${orderNumber(order)} is confirmed`,
      heading: 'Thank you for your order',
      lead: `Hello ${order.customerName}, we have received your order. Here is what you bought.`,
    },
    order_cancelled: {
      subject: `Your ${settings.shopName} order #${orderNumber(order)} was cancelled`,
      heading: 'Your order was cancelled',
      lead: order.refundPending
        ? `Hello ${order.customerName}, your order was cancelled. Your payment of ${formatCents(order.totalCents)} will be refunded.`
        : `Hello ${order.customerName}, your order was cancelled. You have not been charged.`,
    },
    order_delivered: {
      subject: `Your ${settings.shopName} order #${orderNumber(order)} was delivered`,
      heading: 'Your order was delivered',
      lead: `Hello ${order.customerName}, your order has been delivered. We hope you enjoy it.`,
    },
  }[payload.kind];
  return {
    subject: intro.subject,
    text: [intro.lead, '', orderText(order, link), '', sign].join('\n'),
    html: page(settings, intro.heading, paragraphHtml(intro.lead) + orderHtml(order, link)),
  };
}
