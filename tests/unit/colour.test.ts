import { describe, expect, it } from "vitest";
import { brandingSchema } from "~/schemas/host-settings";
import { canCarryText, contrastRatio, readableTextOn } from "~/utils/colour";
import { expectEach } from "../support/cases";

describe("colour contrast", () => {
  it("measures WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#3b82f6", "#ffffff")).toBeCloseTo(3.68, 2);
    expect(contrastRatio("#4f46e5", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("picks the text colour with the higher contrast, reaching 4.5:1 wherever that is possible", () => {
    expectEach(readableTextOn, [
      ["#3b82f6", "#111827"],
      ["#10b981", "#111827"],
      ["#4f46e5", "#ffffff"],
      ["#1e3a8a", "#ffffff"],
      ["#fde047", "#111827"],
    ]);
    for (const hex of ["#3b82f6", "#10b981", "#4f46e5", "#dc2626", "#000000", "#ffffff", "#fde047"]) {
      expect(contrastRatio(hex, readableTextOn(hex)), hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("refuses mid-tones that reach 4.5:1 with neither white nor near-black", () => {
    expectEach(canCarryText, [
      ["#808080", false],
      ["#8b5cf6", false],
      ["#3b82f6", true],
      ["not a colour", false],
    ]);
  });

  it("the branding settings refuse such a colour with a clear message", () => {
    expect(brandingSchema.safeParse({ brandPrimary: "#3B82F6", brandAccent: "#10b981" })).toMatchObject({
      success: true,
      data: { brandPrimary: "#3b82f6", brandAccent: "#10b981" },
    });
    const refused = brandingSchema.safeParse({ brandPrimary: "#808080", brandAccent: "#10b981" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["brandPrimary", "Primary colour is too mid-toned for readable text on buttons: choose a darker or a lighter shade"],
    ]);
  });
});
