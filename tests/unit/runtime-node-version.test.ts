import { outdatedNodeWarning, RECOMMENDED_NODE_MAJOR } from "@/lib/runtime/node-version";

describe("outdatedNodeWarning", () => {
  it("warns on a major older than recommended, naming the version and the one to use", () => {
    const warning = outdatedNodeWarning("v20.20.2");
    expect(warning).toContain("Node.js 20.20.2");
    expect(warning).toContain(`use ${RECOMMENDED_NODE_MAJOR} or newer`);
    expect(outdatedNodeWarning("22.23.3")).toBeDefined();
  });

  it("says nothing on the recommended major or newer", () => {
    expect(outdatedNodeWarning(`v${RECOMMENDED_NODE_MAJOR}.0.0`)).toBeUndefined();
    expect(outdatedNodeWarning("v26.10.0")).toBeUndefined();
  });

  it("says nothing about a version it cannot read", () => {
    expect(outdatedNodeWarning("nightly")).toBeUndefined();
  });
});
