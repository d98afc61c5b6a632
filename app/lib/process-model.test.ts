import { describe, expect, it } from "vitest";
import { processCount } from "./process-model.ts";

describe("process count", () => {
  it("is WEB_CONCURRENCY when set, else one per core, else one while outside systems are mocked", () => {
    expect(processCount({ webConcurrency: 3, cores: 8, anyMocked: true })).toBe(3);
    expect(processCount({ webConcurrency: undefined, cores: 4, anyMocked: false })).toBe(4);
    expect(processCount({ webConcurrency: undefined, cores: 4, anyMocked: true })).toBe(1);
    expect(processCount({ webConcurrency: undefined, cores: 0, anyMocked: false })).toBe(1);
  });
});
