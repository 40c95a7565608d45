// CSV writing per RFC 4180, safe to open in spreadsheet programs. Shared code: no Node imports.

export type CsvValue = string | number | boolean | Date | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (CSV injection, CWE-1236). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that force a field into quotes (RFC 4180, section 2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field: text starting with = + - @, a tab or a carriage return gets a leading single quote
 * so spreadsheets show it as text instead of running it; a field holding a comma, a double quote,
 * CR or LF is quoted, with its quotes doubled. Numbers and booleans are written as they are (a
 * negative number is data, not a formula); null and undefined are empty; dates are ISO-8601.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and data rows as one CSV document: CRLF after every record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

/** Sections of a report, each a header and its rows, one after another with an empty line between. */
export function sectionsToCsv(sections: readonly { header: readonly string[]; rows: readonly (readonly CsvValue[])[] }[]): string {
  return sections.map((section) => toCsv(section.header, section.rows)).join("\r\n");
}

/** A CSV document as a download named `filename`, kept by no cache. */
export function csvDownload(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
