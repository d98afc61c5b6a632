import { Transform, type TransformCallback } from "node:stream";

const END = Buffer.from("</body></html>");

/**
 * Keeps a streamed page valid HTML: React writes `</body></html>` with the shell, and Remix then
 * streams its loader data as scripts after it, which the HTML checker rejects. This passes every
 * byte through as it comes, except that it holds the first `</body></html>` back and writes it
 * last, so the streamed scripts land inside the body. Only the few bytes that could be the start of
 * the end tags wait for the next chunk.
 *
 * It also drops NUL bytes: React 18.3's streaming renderer, when a multi-byte character does not
 * fit the end of its 2 KB buffer, writes the whole buffer, unused zero bytes included (react-dom
 * server `writeStringChunk`). A NUL is never part of a UTF-8 character nor allowed in HTML text.
 */
export class EndTagsLast extends Transform {
  private held = Buffer.alloc(0);
  private found = false;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
    const bytes = withoutNul(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    if (this.found) return done(null, bytes);
    const text = this.held.length ? Buffer.concat([this.held, bytes]) : bytes;
    const at = text.indexOf(END);
    if (at >= 0) {
      this.found = true;
      this.held = Buffer.alloc(0);
      this.push(text.subarray(0, at));
      return done(null, text.subarray(at + END.length));
    }
    // Keep back only a tail that could be the beginning of the end tags.
    const keep = partialMatch(text);
    this.held = Buffer.from(text.subarray(text.length - keep));
    done(null, text.subarray(0, text.length - keep));
  }

  override _flush(done: TransformCallback) {
    if (this.held.length) this.push(this.held);
    done(null, this.found ? END : null);
  }
}

/** How many bytes at the end of `text` are a proper prefix of the end tags. */
function partialMatch(text: Buffer): number {
  for (let n = Math.min(END.length - 1, text.length); n > 0; n--) {
    if (text.subarray(text.length - n).equals(END.subarray(0, n))) return n;
  }
  return 0;
}

function withoutNul(bytes: Buffer): Buffer {
  if (bytes.indexOf(0) === -1) return bytes;
  return Buffer.from(bytes.filter((b) => b !== 0));
}
