import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The ready text's receipt link (issue 31): an order-scoped, expiring, unguessable token,
 * `/r/{token}`. It is the order's id, its expiry and an HMAC of both (128 bits) in 48
 * base64url characters; nothing is stored, and it names no account. Whether the order is
 * still waiting for pickup is checked by whoever reads it.
 */

export const RECEIPT_LINK_HOURS = 24;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAC_BYTES = 16;

export interface ReceiptLinks {
  /** The token for an order (ids are UUIDs; null for any other id), valid until `expiresAt`. */
  sign(orderId: string, expiresAt: Date): string | null;
  /** The order a token is for while it has not expired; null for a forged or expired one. */
  verify(token: string, now: Date): { orderId: string; expiresAt: Date } | null;
  /** The link's address under the public URL. */
  url(token: string): string;
}

export function receiptLinks(secret: string, publicUrl: string): ReceiptLinks {
  const key = createHmac('sha256', secret).update('pickup receipt links v1').digest();
  const mac = (body: Buffer) =>
    createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);
  return {
    sign(orderId, expiresAt) {
      if (!UUID.test(orderId)) return null;
      const body = Buffer.alloc(20);
      Buffer.from(orderId.replace(/-/g, ''), 'hex').copy(body);
      body.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 16);
      return Buffer.concat([body, mac(body)]).toString('base64url');
    },
    verify(token, now) {
      if (!/^[A-Za-z0-9_-]{48}$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      const body = bytes.subarray(0, 20);
      if (!timingSafeEqual(bytes.subarray(20), mac(body))) return null;
      const expiresAt = new Date(body.readUInt32BE(16) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return null;
      const hex = body.subarray(0, 16).toString('hex');
      const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return { orderId, expiresAt };
    },
    url: (token) => `${publicUrl.replace(/\/$/, '')}/r/${token}`,
  };
}
