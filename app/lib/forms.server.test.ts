import { describe, expect, it } from "vitest";
import { readForm, UNREADABLE_FORM_MESSAGE } from "./forms.server.ts";

function post(contentType: string, body: string) {
  return new Request("http://localhost/cart", { method: "POST", headers: { "Content-Type": contentType }, body });
}

describe("readForm: the one way an action reads its form", () => {
  it("reads url-encoded and complete multipart forms", async () => {
    expect((await readForm(post("application/x-www-form-urlencoded", "a=1&b=two"))).get("b")).toBe("two");
    const multipart = '--B\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n--B--\r\n';
    expect((await readForm(post("multipart/form-data; boundary=B", multipart))).get("intent")).toBe("save");
  });

  it("answers a body that cannot be read as a form with a 400 and a plain message, not an error", async () => {
    const cut = '--B\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave';
    const thrown = await readForm(post("multipart/form-data; boundary=B", cut)).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe(UNREADABLE_FORM_MESSAGE);
  });
});
