// Money in integer minor units of an ISO 4217 currency, for browser and server alike. A currency's
// minor unit comes from Intl (USD 2 digits, JPY 0, KWD 3), never from a table of ours.

const digitsCache = new Map<string, number>();

/** True for a currency code Intl knows (three letters, upper case). */
export function isCurrencyCode(code: string) {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat("en", { style: "currency", currency: code });
    return true;
  } catch {
    return false;
  }
}

/** How many digits the currency's minor unit has (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string) {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** 4900 USD → "$49.00"; 5000 JPY → "¥5,000". */
export function formatMoney(minorUnits: number, currency = "USD", locale = "en-US") {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    minorUnits / 10 ** digits,
  );
}

/** A price typed in a form ("49", "49.5", "1,299.00") → minor units; null when it is not a price of that currency. */
export function parseMoney(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/,/g, "");
  const digits = currencyDigits(currency);
  const pattern = digits === 0 ? /^\d{1,12}$/ : new RegExp(`^\\d{1,12}(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

/** Minor units as the plain decimal a form field shows ("49.00"; "5000" for yen). */
export function moneyInputValue(minorUnits: number, currency: string) {
  const digits = currencyDigits(currency);
  return (minorUnits / 10 ** digits).toFixed(digits);
}

export interface MoneyTotal {
  currency: string;
  cents: number;
}

/**
 * Totals in several currencies are never added up: "$1,200.00 + €300.00", largest first. No
 * totals at all reads as zero in `fallbackCurrency`.
 */
export function formatTotals(totals: MoneyTotal[], fallbackCurrency = "USD") {
  const shown = totals.filter((total) => total.cents !== 0).sort((a, b) => b.cents - a.cents);
  if (shown.length === 0) return formatMoney(0, totals[0]?.currency ?? fallbackCurrency);
  return shown.map((total) => formatMoney(total.cents, total.currency)).join(" + ");
}
