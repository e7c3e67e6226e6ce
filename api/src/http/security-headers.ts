import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** HSTS and upgrade-insecure-requests only where the site is served over HTTPS. */
  production: boolean;
  /**
   * Where the browser uploads images to and loads them from besides this origin (the S3
   * bucket's public address); unset with local storage, which is this origin.
   */
  storageOrigin?: string;
}

export interface SecurityHeaders {
  /** Every response's headers: a CSP that runs no inline script, framing refused, no referrer. */
  middleware: RequestHandler;
  /** Sets the page's CSP so that the inline scripts in `html` (and only those) may run. */
  allowInlineScripts(req: IncomingMessage, res: ServerResponse, html: string): void;
}

/** An inline `<script>` element: its attributes and its text. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types the browser runs (no type, a JavaScript MIME type, or a module). */
const RUNNABLE_TYPE = /^\s*(?:|module|(?:text|application)\/(?:java|ecma)script)\s*$/i;

/**
 * The CSP hash source of every inline script in `html` that a browser would run: data blocks
 * (`type="application/json"`) and scripts loaded by `src` need none. Computed from the page
 * as it is sent, so a rebuilt web app or a change to a server-rendered page needs no list
 * kept by hand.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attrs}`)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * helmet's headers. The script sources are read per response, so that a page can allow its
 * own inline scripts by hash; every other response (the API's JSON included) runs none.
 * Styles stay 'unsafe-inline': the UI library (emotion) writes style elements at run time,
 * and a style cannot run code. Images may come from any HTTPS address, as restaurants'
 * image URLs do today.
 */
export function securityHeaders(opts: SecurityHeadersOptions): SecurityHeaders {
  const pageScripts = new WeakMap<ServerResponse, readonly string[]>();
  const scriptSrc = (_req: IncomingMessage, res: ServerResponse) =>
    ["'self'", ...(pageScripts.get(res) ?? [])].join(' ');
  const storage = opts.storageOrigin ? [opts.storageOrigin] : [];

  const csp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: [scriptSrc],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storage],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...storage],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      upgradeInsecureRequests: opts.production ? [] : null,
    },
  });

  const others = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: opts.production
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Uploaded images are this origin's own; nothing needs to embed them elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  return {
    middleware: (req, res, next) => {
      others(req, res, (err?: unknown) => (err ? next(err) : csp(req, res, next)));
    },
    allowInlineScripts(req, res, html) {
      pageScripts.set(res, inlineScriptHashes(html));
      csp(req, res, () => undefined);
    },
  };
}
