import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { classesInHtml, criticalCss } from "~/utils/page-css.server";
import { expectContainsAll } from "../support/cases";

const BUNDLE = [
  ":root{--brand:#4f46e5}",
  "body{margin:0}",
  "@font-face{font-family:x;src:url(x.woff2)}",
  ".used{color:red;animation:spin 1s}",
  ".unused{color:blue}",
  ".used:hover .child,.unused .child{color:green}",
  ".used .child{color:teal}",
  "@media (min-width:800px){.used{color:pink}.unused{color:gray}}",
  "@media print{.unused{display:none}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  "@keyframes fade{to{opacity:0}}",
].join("");

function bundle() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-css-"));
  fs.writeFileSync(path.join(dir, "bundle.css"), BUNDLE);
  return dir;
}

describe("per-page CSS", () => {
  it("reads the classes of a page's class attributes", () => {
    expect([...classesInHtml('<div class="a  b"><p class="c">x</p><span data-class="d"></span></div>')]).toEqual(["a", "b", "c"]);
  });

  it("keeps global rules, fonts, the page's rules with their media queries and the keyframes they name; drops the rest", () => {
    const css = criticalCss(new Set(["used", "child"]), "/bundle.css", bundle());
    expectContainsAll(css, [
      ":root{--brand:#4f46e5}",
      "body{margin:0}",
      "@font-face",
      ".used{color:red;animation:spin 1s}",
      ".used:hover .child{color:green}",
      "@media (min-width:800px){.used{color:pink}}",
      "@keyframes spin",
    ]);
    expect(css).not.toContain("unused");
    expect(css).not.toContain("@media print");
    expect(css).not.toContain("fade");
  });

  it("keeps a nested group only around a kept rule, and keyframes named inside a group", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-css-"));
    fs.writeFileSync(
      path.join(dir, "nested.css"),
      [
        "@media (min-width:800px){@supports (display:grid){.a,.b .c{display:grid}}.b{animation-name:pulse}}",
        "@container card (min-width:300px){.b{gap:1px}}",
        "@keyframes pulse{to{opacity:.5}}",
      ].join(""),
    );
    expect(criticalCss(new Set(["a"]), "/nested.css", dir)).toBe("@media (min-width:800px){@supports (display:grid){.a{display:grid}}}");
    expect(criticalCss(new Set(["b", "c"]), "/nested.css", dir)).toBe(
      "@media (min-width:800px){@supports (display:grid){.b .c{display:grid}}.b{animation-name:pulse}}@container card (min-width:300px){.b{gap:1px}}@keyframes pulse{to{opacity:.5}}",
    );
    expect(criticalCss(new Set(["z"]), "/nested.css", dir)).toBe("");
  });

  it("gives nothing when the bundle is missing", () => {
    expect(criticalCss(new Set(["used"]), "/missing.css", bundle())).toBe("");
  });
});
