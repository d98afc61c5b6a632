/* eslint-disable @typescript-eslint/triple-slash-reference -- ambient types for the Remix compiler (css imports) */
/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />
import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request nonce that the CSP header allows for inline scripts. */
    cspNonce: string;
    requestId: string;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
