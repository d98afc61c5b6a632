import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./ui/nonce.tsx";
import { EndTagsLast } from "./lib/html-stream.server.ts";
import { log } from "./lib/logger.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // The whole page, then one response body (decision 32): no loader defers data, so there is
        // nothing to stream early, and React's 2 KB chunks each cost a pass through the web stream,
        // the compressor and a socket write.
        onAllReady() {
          shellRendered = true;
          // The end tags go last so the streamed loader-data scripts stay inside the body.
          const body = new EndTagsLast();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            const html = Buffer.concat(chunks);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Length", String(html.length));
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render error", { error });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error("unhandled server error", { url: request.url, error });
}
