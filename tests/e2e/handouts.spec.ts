import fs from "node:fs";
import { expect, test } from "./test";
import { createAccount, createEventViaApi, createStreamViaApi, newAccount, signIn, uniqueId } from "./support";
import { viewerJoins } from "./viewer-link";

// Issue 20, part 3: the host uploads a PDF on the Handouts tab (a file of the wrong type is
// refused with its reason); the viewer's watch page lists it (pushed live with JavaScript, on the
// next page without) and the download is the very file uploaded.

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

test("a host uploads a PDF handout and a viewer downloads it", async ({ browser, page, request }) => {
  // Two browsers (host and viewer) and an upload or a live round trip each way: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  const host = await createAccount(request, newAccount("handouts"));
  const eventId = await createEventViaApi(request, `Handout night ${uniqueId()}`);
  const { streamId } = await createStreamViaApi(request, "Main stage", eventId);

  const { viewerContext, viewer, link } = await viewerJoins(browser, streamId, `e2e-handouts-${uniqueId()}@example.com`, "Hedy", javaScript);
  await expect(viewer.getByRole("heading", { name: "Handouts", exact: true })).toHaveCount(0);

  await signIn(page, host);
  await page.goto(`/events/${eventId}/settings/${streamId}?tab=handouts`);
  await expect(page.getByRole("link", { name: "Handouts", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("No handouts yet")).toBeVisible();

  const upload = page.getByRole("region", { name: "Upload a file" });
  await upload.getByLabel("File").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByText("Only PDF, PNG, JPEG, WebP and GIF files can be handouts.")).toBeVisible();
  await expect(page.getByText("No handouts yet")).toBeVisible();

  await upload.getByLabel("File").setInputFiles({ name: "Session workbook.pdf", mimeType: "application/pdf", buffer: PDF });
  await upload.getByLabel("Title (optional)").fill("Workbook");
  await upload.getByRole("button", { name: "Upload" }).click();
  const row = page.getByRole("list", { name: "Handouts" }).getByRole("listitem").filter({ hasText: "Workbook" });
  await expect(row).toBeVisible();
  await expect(row.getByText(`PDF · ${PDF.length} bytes · Session workbook.pdf`)).toBeVisible();
  await expect(row.getByText("0 downloads")).toBeVisible();

  if (!javaScript) await viewer.goto(link);
  const download = viewer.getByRole("link", { name: `Download Workbook PDF, ${PDF.length} bytes`, exact: true });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([viewer.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toBe("Session workbook.pdf");
  const saved = await file.path();
  expect(fs.readFileSync(saved).equals(PDF)).toBe(true);

  await page.reload();
  await expect(row.getByText("1 download · 1 viewer")).toBeVisible();
  await row.getByText("Remove", { exact: true }).click();
  await row.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByText("No handouts yet")).toBeVisible();
  if (!javaScript) await viewer.goto(link);
  await expect(viewer.getByRole("heading", { name: "Handouts", exact: true })).toHaveCount(0);
  await viewerContext.close();
});
