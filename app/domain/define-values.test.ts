import { describe, expect, expectTypeOf, it } from "vitest";
import { CERTIFICATION_STATUS_TONE, CONTACT_METHOD_LABEL, REVIEW_STATUS, REVIEW_STATUS_LABEL } from "./constants.ts";
import { defineValues, labelsOf, optionsOf, tonesOf, valuesOf, type BadgeTone, type ValueOf } from "./define-values.ts";

const FRUIT = defineValues({
  apple: ["apple", "Apple", "success"],
  bloodOrange: ["blood_orange", "Blood Orange", "danger"],
  /** a documented entry */
  kiwi: ["kiwi_fruit", "Kiwi", "warning"],
});
type Fruit = ValueOf<typeof FRUIT>;

const LEVEL = defineValues({
  low: [1, "Low"],
  high: [2, "High"],
});

describe("defineValues", () => {
  it("gives a value object of the values alone, in declaration order", () => {
    expect(FRUIT).toEqual({ apple: "apple", bloodOrange: "blood_orange", kiwi: "kiwi_fruit" });
    expect(Object.keys(FRUIT)).toEqual(["apple", "bloodOrange", "kiwi"]);
    expect(valuesOf(FRUIT)).toEqual(["apple", "blood_orange", "kiwi_fruit"]);
    expect(LEVEL).toEqual({ low: 1, high: 2 });
  });

  it("keeps the literal types exact", () => {
    expectTypeOf(FRUIT.bloodOrange).toEqualTypeOf<"blood_orange">();
    expectTypeOf<Fruit>().toEqualTypeOf<"apple" | "blood_orange" | "kiwi_fruit">();
    expectTypeOf(valuesOf(FRUIT)).toEqualTypeOf<[Fruit, ...Fruit[]]>();
    expectTypeOf(LEVEL.high).toEqualTypeOf<2>();
    expectTypeOf(REVIEW_STATUS.approved).toEqualTypeOf<"approved">();
    // @ts-expect-error -- no such key
    void FRUIT.pear;
  });

  it("labels each value, keyed by the value, in declaration order", () => {
    const labels = labelsOf(FRUIT);
    expect(labels).toEqual({ apple: "Apple", blood_orange: "Blood Orange", kiwi_fruit: "Kiwi" });
    expect(optionsOf(labels)).toEqual([
      { value: "apple", label: "Apple" },
      { value: "blood_orange", label: "Blood Orange" },
      { value: "kiwi_fruit", label: "Kiwi" },
    ]);
    expect(labelsOf(LEVEL)).toEqual({ 1: "Low", 2: "High" });
    expectTypeOf(labels).toEqualTypeOf<Record<Fruit, string>>();
    expectTypeOf(labelsOf(LEVEL)).toEqualTypeOf<Record<1 | 2, string>>();
    expectTypeOf(REVIEW_STATUS_LABEL).toEqualTypeOf<Record<"pending" | "approved" | "rejected", string>>();
    expectTypeOf(CONTACT_METHOD_LABEL).toEqualTypeOf<Record<0 | 1 | 2 | 3, string>>();
  });

  it("gives the badge tone of each value, and refuses a group without tones", () => {
    expect(tonesOf(FRUIT)).toEqual({ apple: "success", blood_orange: "danger", kiwi_fruit: "warning" });
    expectTypeOf(tonesOf(FRUIT)).toEqualTypeOf<Record<Fruit, BadgeTone>>();
    expect(CERTIFICATION_STATUS_TONE.lapsed_ceus).toBe("warning");
    expect(() => tonesOf(LEVEL)).toThrow("defineValues: no tone for 1");
  });

  it("refuses an object not declared with defineValues", () => {
    expect(() => labelsOf({ a: "a" })).toThrow(TypeError);
  });

  it("refuses a tone that is not a badge tone (checked by tsc)", () => {
    // @ts-expect-error -- "pink" is not a BadgeTone
    const bad = defineValues({ a: ["a", "A", "pink"] });
    expect(bad).toEqual({ a: "a" });
  });
});
