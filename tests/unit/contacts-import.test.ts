import { describe, expect, it } from "vitest";
import { checkLines, decodeContactsFile, guessColumns, readContactsFile, resolveColumns } from "~/services/integrations/contacts-import.server";
import { CONTACTS_FILE_MAX_BYTES, CONTACTS_MAX_ROWS, EMPTY_FILE, FILE_TOO_LARGE, NOT_TEXT, TOO_MANY_ROWS } from "~/contracts/contacts-import";
import { HttpError } from "~/utils/http.server";

async function refusal(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("reading a contacts file", () => {
  it("reads quoted fields holding commas, doubled quotes and line breaks, and tells the line each row starts on", async () => {
    const file = await readContactsFile('Email,Name,Note\r\nann@example.com,"Lee, Ann","say ""hi""\nplease"\r\nbob@example.com,Bob,\r\n');
    expect(file.header).toEqual(["Email", "Name", "Note"]);
    expect(file.rows).toEqual([
      { line: 2, cells: ["ann@example.com", "Lee, Ann", 'say "hi"\nplease'] },
      { line: 4, cells: ["bob@example.com", "Bob", ""] },
    ]);
  });

  it("takes semicolons when the header row uses them, keeping commas inside fields", async () => {
    const file = await readContactsFile("E-Mail;Vorname;Nachname\nann@example.com;Ann;Lee, Jr\n");
    expect(file.delimiter).toBe(";");
    expect(file.rows[0]?.cells).toEqual(["ann@example.com", "Ann", "Lee, Jr"]);
  });

  it("drops a byte order mark, from bytes and from text", async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("email\nann@example.com\n")]);
    expect((await readContactsFile(decodeContactsFile(bytes))).header).toEqual(["email"]);
    expect((await readContactsFile("\uFEFFemail\nann@example.com")).header).toEqual(["email"]);
  });

  it("skips blank lines but keeps counting them, and tolerates rows of another width", async () => {
    const file = await readContactsFile("email,first\n\nann@example.com\n\n\nbob@example.com,Bob,extra\n");
    expect(file.rows).toEqual([
      { line: 3, cells: ["ann@example.com"] },
      { line: 6, cells: ["bob@example.com", "Bob", "extra"] },
    ]);
  });

  it("refuses a file that is not UTF-8 text, holds NUL, has no data rows or an unclosed quote", async () => {
    expect(await refusal(() => decodeContactsFile(Buffer.from([0x65, 0x6d, 0xe9, 0x0a, 0xff])))).toEqual({ status: 400, message: NOT_TEXT });
    expect(await refusal(() => readContactsFile("email\nann@example.com\0\n"))).toEqual({ status: 400, message: NOT_TEXT });
    expect(await refusal(() => readContactsFile("email\n\n"))).toEqual({ status: 400, message: EMPTY_FILE });
    const unclosed = await refusal(() => readContactsFile('email,name\nann@example.com,"Ann\nbob@example.com,Bob\n'));
    expect(unclosed.status).toBe(400);
    expect(unclosed.message).toMatch(/could not be read as CSV/);
    const rows = Array.from({ length: 3000 }, (_, i) => (i === 2500 ? `"p${i}@example.com"x` : `p${i}@example.com`));
    expect((await refusal(() => readContactsFile(`email\n${rows.join("\n")}\n`))).message).toMatch(/could not be read as CSV \(near line 2502\)/);
  });

  it("reads a long file whole, with characters and quoted line breaks wherever its slices end", async () => {
    const name = (i: number) => `${"😀".repeat(40)}\n${i}`;
    const rows = Array.from({ length: 3000 }, (_, i) => `p${i}@example.com,"${name(i)}"`);
    const file = await readContactsFile(`email,name\n${rows.join("\n")}\n`);
    expect(file.rows).toEqual(rows.map((_, i) => ({ line: 2 + 2 * i, cells: [`p${i}@example.com`, name(i)] })));
  });

  it("refuses a file over 1 MB or over the row limit with 413", async () => {
    expect(await refusal(() => decodeContactsFile(Buffer.alloc(CONTACTS_FILE_MAX_BYTES + 1, 0x61)))).toEqual({
      status: 413,
      message: FILE_TOO_LARGE,
    });
    const rows = Array.from({ length: CONTACTS_MAX_ROWS + 1 }, (_, i) => `p${i}@example.com`).join("\n");
    expect(await refusal(() => readContactsFile(`email\n${rows}`))).toEqual({ status: 413, message: TOO_MANY_ROWS });
    expect((await readContactsFile(`email\n${rows.slice(0, rows.lastIndexOf("\n"))}`)).rows).toHaveLength(CONTACTS_MAX_ROWS);
  });
});

describe("matching columns", () => {
  it("guesses the fields from common header names", () => {
    expect(guessColumns(["First Name", "Last Name", "E-mail Address"])).toEqual({ email: 2, firstName: 0, lastName: 1 });
    expect(guessColumns(["Prénom", "Nom", "Courriel"])).toEqual({ email: 2, firstName: 0, lastName: 1 });
    expect(guessColumns(["Company", "Phone"])).toEqual({ email: null, firstName: null, lastName: null });
  });

  it("takes the call's columns by header name or position, and refuses an unknown or doubled column", async () => {
    const file = await readContactsFile("Work mail,Given,Family\nann@example.com,Ann,Lee\n");
    expect(resolveColumns(file, { email: "work mail", firstName: 1, lastName: "Family" })).toEqual({ email: 0, firstName: 1, lastName: 2 });
    expect((await refusal(() => resolveColumns(file, { email: "Phone" }))).status).toBe(400);
    expect((await refusal(() => resolveColumns(file, { email: 0, firstName: 0 }))).message).toBe("Each column can be used for one field only.");
    const noEmail = await readContactsFile("Given\nAnn\n");
    expect((await refusal(() => resolveColumns(noEmail, undefined))).message).toBe("Choose the column that holds the e-mail addresses.");
  });
});

describe("checking lines", () => {
  it("reports bad lines and duplicates in the file by line, and keeps the first of each address", async () => {
    const long = "x".repeat(101);
    const file = await readContactsFile(
      [
        "email,first,last",
        "ann@example.com,Ann,Lee",
        ",No,Mail",
        "not-an-email,Bad,Mail",
        "ANN@example.com,Ann,Again",
        `cy@example.com,${long},`,
      ].join("\n"),
    );
    const { lines, contacts } = checkLines(file, { email: 0, firstName: 1, lastName: 2 });
    expect(lines).toEqual([
      { line: 2, status: "imported", email: "ann@example.com", reason: null },
      { line: 3, status: "bad", email: "", reason: "The e-mail address is missing." },
      { line: 4, status: "bad", email: "not-an-email", reason: "The e-mail address is not valid." },
      { line: 5, status: "duplicate", email: "ANN@example.com", reason: "Same e-mail address as line 2." },
      { line: 6, status: "bad", email: "cy@example.com", reason: "The first name is longer than 100 characters." },
    ]);
    expect(contacts).toEqual([{ line: 2, email: "ann@example.com", firstName: "Ann" }]);
  });
});
