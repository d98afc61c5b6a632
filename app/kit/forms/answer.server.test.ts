import { describe, expect, it } from "vitest";
import { askForFilesAgain, asFormData, formAnswer, postedText } from "./answer.server.ts";

describe("form answers", () => {
  it("answers the values and errors with the status, and a new sequence number each time", () => {
    const a = formAnswer(400, { title: "Typed" }, { title: ["Required"] }, { notice: "n" });
    const b = formAnswer(200, { title: "Typed" }, null);
    expect(a).toMatchObject({
      kind: "form",
      status: 400,
      answer: { notice: "n", result: { status: "error", initialValue: { title: "Typed" } } },
    });
    expect(a.answer.result.error).toEqual({ title: ["Required"] });
    expect(b.answer.result).toMatchObject({ status: "success", error: {} });
    expect(b.answer.seq).toBeGreaterThan(a.answer.seq);
  });

  it("leaves what the form shows alone when the body could not be read", () => {
    expect(formAnswer(400, null, { "": ["The upload could not be read."] }).answer.result.initialValue).toBeUndefined();
  });

  it("asks for each chosen file again unless it has its own error", () => {
    expect(
      askForFilesAgain({ title: ["Required"], logo: ["Too large"] }, [{ field: "agenda" }, { field: "logo" }], "Choose it again"),
    ).toEqual({
      title: ["Required"],
      logo: ["Too large"],
      agenda: ["Choose it again"],
    });
  });

  it("reads the posted text of each field (files and missing fields as blank) and posts values back without blanks", () => {
    const fd = new FormData();
    fd.append("title", "Budgeting");
    fd.append("file", new File(["x"], "x.pdf"));
    expect(postedText(fd, { title: "", sponsor: "", file: "" })).toEqual({ title: "Budgeting", sponsor: "", file: "" });
    expect([...asFormData({ title: "Budgeting", sponsor: "" }).keys()]).toEqual(["title"]);
  });
});
