import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";

const BUILD_DIR = join(process.cwd(), "public", "build");
const CLASS_ONLY = /^\.[A-Za-z_][\w-]*$/;

/**
 * Class names that two different style rules of a bundle share. vanilla-extract writes one
 * top-level rule per `style()` for its bare class; a second top-level rule for the same bare class
 * with other declarations means two styles got one name (a re-export in a `*.css.ts` file restarts
 * the per-file numbering). A style's media queries, supports blocks, pseudo-classes and selectors
 * are nested or carry more than the bare class, and a rule the minifier shared between several
 * classes lists them all, so none of these is counted.
 */
function sharedClassNames(css: string) {
  const bodies = new Map<string, Set<string>>();
  postcss.parse(css).each((node) => {
    if (node.type !== "rule" || !CLASS_ONLY.test(node.selector)) return;
    const body = node.nodes.map((child) => child.toString()).join(";");
    bodies.set(node.selector, (bodies.get(node.selector) ?? new Set()).add(body));
  });
  return [...bodies].filter(([, seen]) => seen.size > 1).map(([selector]) => selector);
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

describe("class names in the production CSS", () => {
  it("finds two styles sharing a class and lets one style's media queries and pseudo-classes be", () => {
    const clash = "._a1{position:fixed;inset:0}._a2{color:red}._a1{width:44px;border-radius:50%}";
    expect(sharedClassNames(clash)).toEqual(["._a1"]);
    const legitimate = "._a1{color:red}._a1:hover{color:blue}@media (min-width:640px){._a1{color:green}}._a1,._a2{animation:none}._a2{margin:0}";
    expect(sharedClassNames(legitimate)).toEqual([]);
  });

  it("gives every style of the bundle its own class name (run after `npx remix build`)", () => {
    const sheets = filesUnder(BUILD_DIR, ".css");
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      expect({ sheet, shared: sharedClassNames(readFileSync(sheet, "utf8")) }).toEqual({ sheet, shared: [] });
    }
  });

  it("keeps re-exports out of style files, where they restart the class numbering", () => {
    const reExporting = filesUnder(join(process.cwd(), "app"), ".css.ts").filter((file) =>
      /^export\s*(\*|\{[^}]*\}\s*from)/m.test(readFileSync(file, "utf8")),
    );
    expect(reExporting).toEqual([]);
  });
});
