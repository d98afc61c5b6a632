import { describe, expect, it } from "vitest";
import { askForFilesAgain, asFormData, postedText } from "./answer.server.ts";

describe("the upload forms' helpers", () => {
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
