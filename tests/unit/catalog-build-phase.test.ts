/** @jest-environment node */
import { CatalogReadDuringBuildError, fallbackWhileBuilding } from "@/lib/catalog/build-phase";

describe("a catalogue read that failed", () => {
  it("shows the fallback only for the build's refusal to read (the build's pages are never served)", () => {
    expect(fallbackWhileBuilding(new CatalogReadDuringBuildError(), "fallback")).toBe("fallback");
  });

  it("fails the page at run time, so no cache keeps an error page", () => {
    const outage = new Error("connect ECONNREFUSED");
    expect(() => fallbackWhileBuilding(outage, "fallback")).toThrow(outage);
  });
});
