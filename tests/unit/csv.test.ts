import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "~/utils/csv";

describe("csvField", () => {
  it("leaves plain text alone", () => {
    expect(csvField("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvField("ada@example.com")).toBe("ada@example.com");
  });

  it.each([
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["carriage\rreturn", '"carriage\rreturn"'],
    ["both\r\nends", '"both\r\nends"'],
    ['"', '""""'],
  ])("quotes %j as %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+1 555 123", "'+1 555 123"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tTab", "'\tTab"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["\r=cmd", `"'\r=cmd"`],
  ])("neutralises the formula %j as %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("does not touch formula characters later in the text", () => {
    expect(csvField("a=b")).toBe("a=b");
    expect(csvField("Q&A - live")).toBe("Q&A - live");
  });

  it("writes numbers, booleans, dates and empty values", () => {
    expect(csvField(12.5)).toBe("12.5");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(0)).toBe("0");
    expect(csvField(Number.NaN)).toBe("");
    expect(csvField(true)).toBe("true");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField("")).toBe("");
    expect(csvField(new Date("2026-01-02T03:04:05.000Z"))).toBe("2026-01-02T03:04:05.000Z");
  });

  it("keeps non-ASCII text", () => {
    expect(csvField("Zoë Ñúñez 李")).toBe("Zoë Ñúñez 李");
  });
});

describe("toCsv", () => {
  it("ends every record with CRLF, header first", () => {
    expect(
      toCsv(
        ["Name", "Email"],
        [
          ["Ada", "ada@example.com"],
          ["Bo, Jr.", null],
        ],
      ),
    ).toBe('Name,Email\r\nAda,ada@example.com\r\n"Bo, Jr.",\r\n');
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(["A", "B"], [])).toBe("A,B\r\n");
  });

  it("round-trips through a strict RFC 4180 reader", () => {
    const rows = [["x,y", 'q"uote', "multi\r\nline", "=evil()", "plain", 7]];
    const parsed = parseCsv(toCsv(["a", "b", "c", "d", "e", "f"], rows));
    expect(parsed).toEqual([
      ["a", "b", "c", "d", "e", "f"],
      ["x,y", 'q"uote', "multi\r\nline", "'=evil()", "plain", "7"],
    ]);
  });
});

/** A minimal RFC 4180 reader for the round trip. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  return records;
}
