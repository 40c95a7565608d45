import { describe, expect, it } from "vitest";
import { currencyDigits, formatMoney, formatTotals, isCurrencyCode, moneyInputValue, parseMoney } from "~/utils/money";
import { isOfferClosed, purchaseAlertText } from "~/contracts/offers";
import { expectEach } from "../support/cases";

describe("money in minor units", () => {
  it("formats each currency with its own minor unit", () => {
    expect(formatMoney(4900, "USD")).toBe("$49.00");
    expect(formatMoney(5000, "JPY")).toBe("¥5,000");
    expect(formatMoney(1234, "KWD")).toMatch(/^KWD\s1\.234$/);
    expect(formatMoney(-2000, "EUR")).toBe("-€20.00");
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
  });

  it("reads a typed price in the currency's unit, and refuses what is not a price", () => {
    expect(parseMoney("49", "USD")).toBe(4900);
    expect(parseMoney("49.5", "USD")).toBe(4950);
    expect(parseMoney(" 1,299.99 ", "USD")).toBe(129999);
    expect(parseMoney("5000", "JPY")).toBe(5000);
    for (const bad of ["", "4.999", "-1", "1e3", "abc", "12.", "5000.5"]) expect(parseMoney(bad, bad === "5000.5" ? "JPY" : "USD")).toBeNull();
    expect(moneyInputValue(4950, "USD")).toBe("49.50");
    expect(moneyInputValue(5000, "JPY")).toBe("5000");
  });

  it("knows currency codes", () => {
    expectEach(isCurrencyCode, [
      ["USD", true],
      ["usd", false],
      ["US", false],
      ["U1D", false],
    ]);
  });

  it("never adds different currencies", () => {
    expect(formatTotals([])).toBe("$0.00");
    expect(formatTotals([{ currency: "EUR", cents: 0 }])).toBe("€0.00");
    expect(
      formatTotals([
        { currency: "EUR", cents: 30000 },
        { currency: "USD", cents: 120000 },
      ]),
    ).toBe("$1,200.00 + €300.00");
  });
});

describe("offers as viewers see them", () => {
  it("writes the social proof line with the city only when given", () => {
    expect(purchaseAlertText({ firstName: "Maya", city: "Leeds" })).toBe("Maya from Leeds just enrolled");
    expect(purchaseAlertText({ firstName: "Maya", city: null })).toBe("Maya just enrolled");
  });

  it("is closed past its time or when none are left", () => {
    const now = Date.parse("2030-01-01T12:00:00Z");
    expect(isOfferClosed({ closesAt: "2030-01-01T11:59:59Z", remaining: null }, now)).toBe(true);
    expect(isOfferClosed({ closesAt: "2030-01-01T12:00:01Z", remaining: 3 }, now)).toBe(false);
    expect(isOfferClosed({ closesAt: null, remaining: 0 }, now)).toBe(true);
    expect(isOfferClosed({ closesAt: null, remaining: null }, now)).toBe(false);
  });
});
