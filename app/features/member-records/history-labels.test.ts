import { describe, expect, it } from "vitest";
import { actionLabel, changeLines, fieldLabel, VALUE_MAX, valueText } from "./history-labels.ts";

const instant = (iso: string) => `at ${iso.slice(0, 10)}`;

describe("the History tab's words", () => {
  it("names an action as staff say it; a system-data verb with the record's label; else the recorded name", () => {
    expect(actionLabel("user.flag.raise", "Account")).toBe("Flag raised");
    expect(actionLabel("notification.create", "Alert")).toBe("Alert created");
    expect(actionLabel("workArea.archive", "Work area")).toBe("Work area archived");
    expect(actionLabel("something.new.happened", "Account")).toBe("something.new.happened");
  });

  it("turns recorded field names into words", () => {
    expect(fieldLabel("membershipTypeId")).toBe("Membership type id");
    expect(fieldLabel("product.priceCents")).toBe("Product price cents");
    expect(fieldLabel("pm_last_four")).toBe("Pm last four");
  });

  it("shows values as text: blanks, yes and no, instants in New York time, long values cut", () => {
    expect(valueText(null, instant)).toBe("(blank)");
    expect(valueText("", instant)).toBe("(blank)");
    expect(valueText(false, instant)).toBe("No");
    expect(valueText(9500, instant)).toBe("9500");
    expect(valueText("2026-11-25T15:00:00.000Z", instant)).toBe("at 2026-11-25");
    expect(valueText({ a: [1, 2] }, instant)).toBe('{"a":[1,2]}');
    const long = valueText(`start ${"x".repeat(500)}`, instant);
    expect(long).toHaveLength(VALUE_MAX);
    expect(long.endsWith("…")).toBe(true);
    expect(valueText("two\n  lines", instant)).toBe("two lines");
  });

  it("shows a changed field as before → after, else the one value kept", () => {
    expect(changeLines({ city: "Old", zip: "1" }, { city: "New", zip: "1" }, instant)).toEqual([
      { field: "City", text: "Old → New" },
      { field: "Zip", text: "1" },
    ]);
    expect(changeLines(undefined, { note: "Added" }, instant)).toEqual([{ field: "Note", text: "Added" }]);
    expect(changeLines({ status: "pending" }, null, instant)).toEqual([{ field: "Status", text: "pending" }]);
    expect(changeLines({ active: true }, { active: false, resolvedAt: "2026-11-25T15:00:00.000Z" }, instant)).toEqual([
      { field: "Active", text: "Yes → No" },
      { field: "Resolved at", text: "at 2026-11-25" },
    ]);
    expect(changeLines(null, null, instant)).toEqual([]);
    expect(changeLines(null, "a bare value", instant)).toEqual([{ field: "Value", text: "a bare value" }]);
  });
});
