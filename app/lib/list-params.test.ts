import { describe, expect, it } from "vitest";
import { pageWindow, parseListParams } from "./list-params.ts";

const opts = { sortKeys: ["lastName", "firstName", "email"] as const, defaultSort: "lastName" as const, defaultPageSize: 50 };

describe("parseListParams", () => {
  it("reads filter, sort, direction and page from the URL", () => {
    const p = parseListParams(new URL("http://x/admin/users?q=smith&sort=email&dir=desc&page=3&pageSize=20"), opts);
    expect(p).toMatchObject({ q: "smith", sort: "email", dir: "desc", page: 3, pageSize: 20 });
  });

  it("falls back to defaults on nonsense instead of failing", () => {
    const p = parseListParams(new URL("http://x/?sort=password&dir=sideways&page=-4&pageSize=7"), opts);
    expect(p).toMatchObject({ q: "", sort: "lastName", dir: "asc", page: 1, pageSize: 50 });
  });

  it("keeps only the named column filters", () => {
    const p = parseListParams(new URL("http://x/?status=pending&evil=1"), { ...opts, filterKeys: ["status"] });
    expect(p.filters).toEqual({ status: "pending" });
  });
});

describe("pageWindow", () => {
  it("clamps a page jump past the end to the last page", () => {
    expect(pageWindow(99, 10, 35)).toEqual({ page: 4, lastPage: 4, skip: 30, take: 10 });
  });
  it("has one (empty) page when there are no rows", () => {
    expect(pageWindow(2, 10, 0)).toEqual({ page: 1, lastPage: 1, skip: 0, take: 10 });
  });
});
