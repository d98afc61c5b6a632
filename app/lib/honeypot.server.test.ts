import { describe, expect, it } from "vitest";
import { checkHoneypot, honeypotInputProps } from "./honeypot.server.ts";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("honeypot", () => {
  it("passes a form whose hidden field is empty, and refuses one a bot filled in", async () => {
    const { nameFieldName, validFromFieldName } = honeypotInputProps();
    expect(validFromFieldName).toBeNull();
    expect(() => checkHoneypot(form({ email: "ana@example.org", [nameFieldName]: "" }))).not.toThrow();
    for (const bad of [form({ email: "ana@example.org", [nameFieldName]: "spam" }), form({ [nameFieldName]: " " })]) {
      let thrown: unknown;
      try {
        checkHoneypot(bad);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(400);
    }
  });
});
