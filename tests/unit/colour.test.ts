import { describe, expect, it } from "vitest";
import { brandingSchema } from "~/schemas/host-settings";
import { canCarryText, contrastRatio, readableTextOn } from "~/utils/colour";

describe("colour contrast", () => {
  it("measures WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#3b82f6", "#ffffff")).toBeCloseTo(3.68, 2);
    expect(contrastRatio("#4f46e5", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("picks the text colour with the higher contrast, reaching 4.5:1 wherever that is possible", () => {
    expect(readableTextOn("#3b82f6")).toBe("#111827");
    expect(readableTextOn("#10b981")).toBe("#111827");
    expect(readableTextOn("#4f46e5")).toBe("#ffffff");
    expect(readableTextOn("#1e3a8a")).toBe("#ffffff");
    expect(readableTextOn("#fde047")).toBe("#111827");
    for (const hex of ["#3b82f6", "#10b981", "#4f46e5", "#dc2626", "#000000", "#ffffff", "#fde047"]) {
      expect(contrastRatio(hex, readableTextOn(hex)), hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("refuses mid-tones that reach 4.5:1 with neither white nor near-black", () => {
    expect(canCarryText("#808080")).toBe(false);
    expect(canCarryText("#8b5cf6")).toBe(false);
    expect(canCarryText("#3b82f6")).toBe(true);
    expect(canCarryText("not a colour")).toBe(false);
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
