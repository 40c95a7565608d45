import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/safe-redirect";

const FALLBACK = "/landing-page";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/events", "/events"],
    ["/events?x=1#y", "/events?x=1#y"],
    ["/events?openModal=true", "/events?openModal=true"],
    ["/events/12/settings", "/events/12/settings"],
  ])("keeps the same-site path %j", (value, expected) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(expected);
  });

  it.each([
    ["//evil.example"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["/\t/evil.example/phish"],
    ["/%09/evil.example"],
    ["/%2F/evil.example"],
    ["/%5Cevil.example"],
    ["https://evil.example"],
    ["/%0A/x"],
    ["/\n/x"],
    ["/\r\n/x"],
    ["/x\u0000"],
    ["javascript:alert(1)"],
    [" /x"],
    ["events"],
    ["/%E0%A4%A"],
    [""],
    [null],
    [undefined],
  ])("falls back for %j", (value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it("percent-encodes what a Location header cannot carry", () => {
    expect(safeRedirectPath("/events?q=café", FALLBACK)).toBe("/events?q=caf%C3%A9");
  });
});
