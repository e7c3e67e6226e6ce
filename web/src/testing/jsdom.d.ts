/**
 * The part of jsdom's API that tests running in Node use to read HTML (@types/jsdom's own
 * declarations pull the DOM library into the server code's type check, through vitest's).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
