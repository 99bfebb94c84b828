// @types/jsdom is not installed; this declares the part of jsdom's API the unit tests use.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: {url?: string; runScripts?: 'dangerously' | 'outside-only'});
    readonly window: Window & typeof globalThis;
  }
}
