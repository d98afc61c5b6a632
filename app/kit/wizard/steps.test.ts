import { describe, expect, it } from "vitest";
import {
  afterIntent,
  defineWizard,
  furthestStep,
  nextStep,
  percentComplete,
  previousStep,
  reachedAfterSave,
  stepAccess,
  stepList,
  visibleSteps,
} from "./steps.ts";

type Ctx = { extra: boolean };
const wizard = defineWizard<Ctx, "a" | "b" | "c" | "d">("toy", [
  { key: "a", title: "First" },
  { key: "b", title: "Only with extra", applies: (ctx) => ctx.extra },
  { key: "c", title: (ctx) => (ctx.extra ? "Third" : "Third (optional)") },
  { key: "d", title: "Last" },
]);
const withExtra = { extra: true };
const plain = { extra: false };

describe("wizard steps", () => {
  it("shows only the steps that apply, in order", () => {
    expect(visibleSteps(wizard, withExtra).map((s) => s.key)).toEqual(["a", "b", "c", "d"]);
    expect(visibleSteps(wizard, plain).map((s) => s.key)).toEqual(["a", "c", "d"]);
  });

  it("moves to the next and previous visible step", () => {
    expect(nextStep(wizard, plain, "a")).toBe("c");
    expect(nextStep(wizard, withExtra, "a")).toBe("b");
    expect(nextStep(wizard, plain, "d")).toBeNull();
    expect(previousStep(wizard, plain, "c")).toBe("a");
    expect(previousStep(wizard, plain, "a")).toBeNull();
  });

  it("opens reached steps only; anything else goes to the furthest reached step", () => {
    expect(stepAccess(wizard, withExtra, "c", "b")).toEqual({ ok: true });
    expect(stepAccess(wizard, withExtra, "c", "c")).toEqual({ ok: true });
    expect(stepAccess(wizard, withExtra, "c", "d")).toEqual({ ok: false, redirectTo: "c" });
    expect(stepAccess(wizard, plain, "d", "b")).toEqual({ ok: false, redirectTo: "d" });
    expect(stepAccess(wizard, plain, "a", "nonsense")).toEqual({ ok: false, redirectTo: "a" });
  });

  it("a reached step that stopped applying counts as the visible step before it", () => {
    expect(furthestStep(wizard, plain, "b")).toBe("a");
    expect(stepAccess(wizard, plain, "b", "c")).toEqual({ ok: false, redirectTo: "a" });
  });

  it("saving reaches the step after the saved one, never going back", () => {
    expect(reachedAfterSave(wizard, plain, "a", "a")).toBe("c");
    expect(reachedAfterSave(wizard, withExtra, "d", "a")).toBe("d");
    expect(reachedAfterSave(wizard, plain, "d", "d")).toBe("d");
  });

  it("counts the percentage complete over the visible steps", () => {
    expect(percentComplete(wizard, plain, "a")).toBe(0);
    expect(percentComplete(wizard, plain, "c")).toBe(33);
    expect(percentComplete(wizard, withExtra, "c")).toBe(50);
    expect(percentComplete(wizard, plain, "d", true)).toBe(100);
  });

  it("lists the steps for the frame with their state and context titles", () => {
    expect(stepList(wizard, plain, "c", "a")).toEqual([
      { key: "a", title: "First", state: "current" },
      { key: "c", title: "Third (optional)", state: "open" },
      { key: "d", title: "Last", state: "locked" },
    ]);
  });

  it("refuses a table with a repeated or no step", () => {
    expect(() =>
      defineWizard("bad", [
        { key: "x", title: "X" },
        { key: "x", title: "X again" },
      ]),
    ).toThrow(/twice/);
    expect(() => defineWizard("empty", [])).toThrow(/no steps/);
  });

  it("Back goes to the previous step without moving the furthest; Save & Continue advances or finishes", () => {
    expect(afterIntent(wizard, plain, "d", "c", "back")).toEqual({ reached: "d", goTo: "a", finished: false });
    expect(afterIntent(wizard, plain, "a", "a", "back")).toEqual({ reached: "a", goTo: "a", finished: false });
    expect(afterIntent(wizard, plain, "a", "a", "continue")).toEqual({ reached: "c", goTo: "c", finished: false });
    expect(afterIntent(wizard, plain, "d", "d", "continue")).toEqual({ reached: "d", goTo: null, finished: true });
  });
});
