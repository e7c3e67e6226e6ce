import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The ready text's receipt link (issue 31): an order-scoped, expiring, unguessable token,
 * `/r/{token}`, in 48 base64url characters; nothing is stored, and it names no account.
 * The order's id and the expiry (20 bytes) are encrypted (issue 39: the token shows nothing
 * the page does not): their HMAC (128 bits) is both the tag and the AES-CTR counter of the
 * encryption (a synthetic IV, so the token needs no random nonce and stays this short).
 * Whether the order is still waiting for pickup is checked by whoever reads it.
 */

export const RECEIPT_LINK_HOURS = 24;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAC_BYTES = 16;
/** The order id's 16 bytes and the expiry's 4. */
const BODY_BYTES = 20;

export interface ReceiptLinks {
  /** The token for an order (ids are UUIDs; null for any other id), valid until `expiresAt`. */
  sign(orderId: string, expiresAt: Date): string | null;
  /** The order a token is for while it has not expired; null for a forged or expired one. */
  verify(token: string, now: Date): { orderId: string; expiresAt: Date } | null;
  /** The link's address under the public URL. */
  url(token: string): string;
}

export function receiptLinks(secret: string, publicUrl: string): ReceiptLinks {
  const derive = (use: string) => createHmac('sha256', secret).update(use).digest();
  const macKey = derive('pickup receipt links v1');
  const encKey = derive('pickup receipt links v2 encryption');
  const mac = (body: Buffer) =>
    createHmac('sha256', macKey).update(body).digest().subarray(0, MAC_BYTES);
  const ctr = (iv: Buffer, bytes: Buffer) =>
    createCipheriv('aes-256-ctr', encKey, iv).update(bytes);
  /** The body a token carries if its tag holds: encrypted, or (links sent before) plain. */
  const opened = (bytes: Buffer): Buffer | null => {
    const iv = bytes.subarray(0, MAC_BYTES);
    const body = ctr(iv, bytes.subarray(MAC_BYTES));
    if (timingSafeEqual(iv, mac(body))) return body;
    // Links sent before issue 39 (body, then tag) work until their 24 hours are over.
    const plain = bytes.subarray(0, BODY_BYTES);
    return timingSafeEqual(bytes.subarray(BODY_BYTES), mac(plain)) ? plain : null;
  };
  return {
    sign(orderId, expiresAt) {
      if (!UUID.test(orderId)) return null;
      const body = Buffer.alloc(BODY_BYTES);
      Buffer.from(orderId.replace(/-/g, ''), 'hex').copy(body);
      body.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 16);
      const iv = mac(body);
      return Buffer.concat([iv, ctr(iv, body)]).toString('base64url');
    },
    verify(token, now) {
      if (!/^[A-Za-z0-9_-]{48}$/.test(token)) return null;
      const body = opened(Buffer.from(token, 'base64url'));
      if (!body) return null;
      const expiresAt = new Date(body.readUInt32BE(16) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return null;
      const hex = body.subarray(0, 16).toString('hex');
      const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return { orderId, expiresAt };
    },
    url: (token) => `${publicUrl.replace(/\/$/, '')}/r/${token}`,
  };
}
