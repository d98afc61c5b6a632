import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTemporaryUploadsDir } from "../../tests/setup/uploads.ts";
import {
  deleteStoredFiles,
  readStoredFile,
  readUploadForm,
  resolveStoredPath,
  sniffImageType,
  storeFile,
  UNREADABLE_UPLOAD_MESSAGE,
  variantPath,
} from "./uploads.server.ts";

const dir = useTemporaryUploadsDir("lib");

function multipart(fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return new Request("http://portal.test/upload", { method: "POST", body });
}

describe("readUploadForm", () => {
  const opts = { maxFileBytes: 1000, tooLargeMessage: "Too big." };

  it("reads files and fields within the limit", async () => {
    const result = await readUploadForm(
      multipart({ note: "hi", file: new File([new Uint8Array(900)], "a.png", { type: "image/png" }) }),
      opts,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.formData.get("note")).toBe("hi");
    const file = result.formData.get("file") as File;
    expect(file.name).toBe("a.png");
    expect(file.size).toBe(900);
  });

  it("turns a file over the limit into the given message", async () => {
    const request = multipart({ file: new File([new Uint8Array(1001)], "a.png") });
    request.headers.delete("Content-Length");
    expect(await readUploadForm(request, opts)).toEqual({ ok: false, message: "Too big." });
  });

  it("refuses many parts that together exceed the limit", async () => {
    const fields: Record<string, File> = {};
    for (let i = 0; i < 80; i += 1) fields[`f${i}`] = new File([new Uint8Array(999)], `${i}.bin`);
    expect(await readUploadForm(multipart(fields), opts)).toEqual({ ok: false, message: "Too big." });
  });

  it("refuses a declared body over the limit without reading it", async () => {
    const request = new Request("http://portal.test/upload", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": "999999" },
      body: "never read",
    });
    expect(await readUploadForm(request, opts)).toEqual({ ok: false, message: "Too big." });
  });

  it("reads an ordinary url-encoded post", async () => {
    const request = new Request("http://portal.test/upload", { method: "POST", body: new URLSearchParams({ intent: "remove" }) });
    const result = await readUploadForm(request, opts);
    expect(result.ok && result.formData.get("intent")).toBe("remove");
  });

  it("answers a broken multipart body with a message", async () => {
    const request = new Request("http://portal.test/upload", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=" },
      body: "junk",
    });
    expect(await readUploadForm(request, opts)).toEqual({ ok: false, message: UNREADABLE_UPLOAD_MESSAGE });
  });
});

describe("sniffImageType", () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const text = (s: string) => new TextEncoder().encode(s);

  it("recognises the four image types by their first bytes", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe("image/jpeg");
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffImageType(text("GIF89a..."))).toBe("image/gif");
    expect(sniffImageType(text("GIF87a..."))).toBe("image/gif");
    expect(sniffImageType(text("RIFF\u0001\u0002\u0003\u0004WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses other content whatever it is called", () => {
    expect(sniffImageType(text("hello, I am a text file"))).toBeNull();
    expect(sniffImageType(text("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(text("RIFF\u0001\u0002\u0003\u0004WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe("stored files", () => {
  it("stores under a random name in a sub-folder of the uploads directory and reads it back", async () => {
    const a = await storeFile(new Uint8Array([1, 2, 3]), "webp");
    const b = await storeFile(new Uint8Array([4]), "webp");
    expect(a).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f]{30}\.webp$/);
    expect(a).not.toBe(b);
    expect(fs.existsSync(path.join(dir, a))).toBe(true);
    expect([...((await readStoredFile(a)) ?? [])]).toEqual([1, 2, 3]);
    await deleteStoredFiles([a, b, "zz/already-gone.webp"]);
    expect(await readStoredFile(a)).toBeNull();
  });

  it("names variants beside the original", () => {
    expect(variantPath("ab/abc.webp", "-64")).toBe("ab/abc-64.webp");
  });

  it("refuses paths that leave the uploads directory", () => {
    expect(resolveStoredPath("ab/abc.webp")).toBe(path.join(dir, "ab/abc.webp"));
    for (const bad of ["../portal.db", "ab/../../x", "/etc/passwd", "..", "", "ab\\..\\..\\x", "a\0b", "."]) {
      expect(() => resolveStoredPath(bad), bad).toThrow(/Refused/);
    }
  });

  it("refuses bad extensions", async () => {
    await expect(storeFile(new Uint8Array([1]), "../x")).rejects.toThrow();
  });
});
