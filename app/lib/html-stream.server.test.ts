import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { EndTagsLast } from "./html-stream.server.ts";

async function through(chunks: string[]): Promise<{ text: string }> {
  const parts: string[] = [];
  const out = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(new EndTagsLast());
  for await (const part of out) parts.push(String(part));
  return { text: parts.join("") };
}

describe("EndTagsLast", () => {
  it("moves the scripts streamed after </html> inside the body", async () => {
    const { text } = await through(["<html><body><p>Hi</p></body></html>", "<script>a()</script>", "<script>b()</script>"]);
    expect(text).toBe("<html><body><p>Hi</p><script>a()</script><script>b()</script></body></html>");
  });

  it("finds the end tags when a chunk boundary cuts through them", async () => {
    const { text } = await through(["<html><body>x</bo", "dy></ht", "ml><script>s</script>"]);
    expect(text).toBe("<html><body>x<script>s</script></body></html>");
  });

  it("still streams: the shell is passed on before the later scripts arrive", async () => {
    const stream = new EndTagsLast();
    stream.write("<html><body>shell</body></html>");
    expect(String(stream.read())).toBe("<html><body>shell");
    stream.end("<script>late</script>");
    expect(String(stream.read())).toBe("<script>late</script></body></html>");
  });

  it("leaves a page without end tags as it was, and keeps multi-byte text whole", async () => {
    expect((await through(["<p>caf", "é </bo"])).text).toBe("<p>café </bo");
    expect((await through(["<p>plain</p>"])).text).toBe("<p>plain</p>");
  });

  it("drops the zero bytes React 18 leaves when a multi-byte character does not fit its buffer", async () => {
    const out = Readable.from([Buffer.from([0x3c, 0x62, 0x3e, 0x00, 0x00]), Buffer.from("\u21c5</b></body></html>")]).pipe(
      new EndTagsLast(),
    );
    const parts: Buffer[] = [];
    for await (const part of out) parts.push(part as Buffer);
    expect(Buffer.concat(parts).toString("utf8")).toBe("<b>\u21c5</b></body></html>");
  });
});
