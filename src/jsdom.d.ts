// The one part of jsdom the server's render uses (a DOM for DOMPurify); jsdom ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window;
  }
}
