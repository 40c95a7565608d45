// What a document's critical CSS costs the server (app/utils/page-css.server.ts): each page inlines
// only the built stylesheet's rules its classes use. A page whose set of classes is new pays for the
// selection (later ones with the same set read a cache). Prints, over 300 pages of seeded random
// class sets the size of the app's pages (1 % to 40 % of the bundle's classes), the milliseconds of
// one new page (median and 90th percentile) and the inlined CSS's median size.
// Run: npm run build && npx tsx tests/bench/page-css.ts
import fs from "node:fs";
import path from "node:path";
import { criticalCss } from "~/utils/page-css.server";
import { median } from "./bench-app";

const publicDir = path.resolve("public");
const file = fs.readdirSync(path.join(publicDir, "build")).find((name) => /^css-bundle-.*\.css$/.test(name));
if (!file) throw new Error("No CSS bundle in public/build: run npm run build first.");
const href = `/build/${file}`;
const bundleCss = fs.readFileSync(path.join(publicDir, href), "utf8");
const classes = [...new Set([...bundleCss.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name ?? ""))];

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const shares = [0.01, 0.05, 0.1, 0.2, 0.4];

criticalCss(new Set(), href, publicDir); // the bundle's one parse, apart from the pages' figures
const milliseconds: number[] = [];
const sizes: number[] = [];
for (let page = 0; page < 300; page++) {
  const share = shares[page % shares.length] ?? 0.1;
  const used = new Set(classes.filter(() => random() < share));
  used.add(`page-${page}`);
  const started = performance.now();
  sizes.push(criticalCss(used, href, publicDir).length);
  milliseconds.push(performance.now() - started);
}
milliseconds.sort((a, b) => a - b);
console.log(`bundle: ${(bundleCss.length / 1024).toFixed(0)} KB, ${classes.length} classes`);
console.log(
  `a page with new classes: median ${median(milliseconds).toFixed(2)} ms, p90 ${(milliseconds[Math.floor(milliseconds.length * 0.9)] ?? 0).toFixed(2)} ms; inlined CSS median ${(median(sizes) / 1024).toFixed(1)} KB`,
);
