import fs from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type ChildNode, type Container, type Root } from "postcss";

/**
 * Per-page critical CSS: the classic compiler emits one stylesheet for every route, so a first paint
 * would wait for all of it. Each document gets, inline, only the rules whose classes its HTML uses
 * (plus element and global rules, fonts and the keyframes those rules name); the whole bundle loads
 * at the end of the body, before the scripts, so hydration and every class added later find it.
 */

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ANIMATION_NAME = /[\w-]+/g;
const MAX_CACHED_PAGES = 500;

type Bundle = { root: Root; cache: Map<string, string> };
const bundles = new Map<string, Bundle>();

function loadBundle(href: string, publicDir: string): Bundle | null {
  const known = bundles.get(href);
  if (known) return known;
  const file = path.join(publicDir, href);
  if (!fs.existsSync(file)) return null;
  const bundle = { root: postcss.parse(fs.readFileSync(file, "utf8")), cache: new Map<string, string>() };
  bundles.set(href, bundle);
  return bundle;
}

/** The class names a rendered page uses, from its class attributes. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of (value ?? "").split(/\s+/)) if (name) classes.add(name);
  return classes;
}

function selectorApplies(selector: string, classes: Set<string>) {
  for (const [, name] of selector.matchAll(CLASS_IN_SELECTOR)) if (!classes.has(name ?? "")) return false;
  return true;
}

function keepUsed(container: Container, classes: Set<string>, animations: Set<string>) {
  container.each((node: ChildNode) => {
    if (node.type === "rule") {
      if (node.parent?.type === "atrule" && (node.parent as AtRule).name.endsWith("keyframes")) return;
      const kept = node.selectors.filter((selector) => selectorApplies(selector, classes));
      if (kept.length === 0) return void node.remove();
      node.selectors = kept;
      node.walkDecls(/^animation(-name)?$/, (decl) => {
        for (const [word] of decl.value.matchAll(ANIMATION_NAME)) animations.add(word);
      });
    } else if (node.type === "atrule" && node.nodes && !node.name.endsWith("keyframes") && node.name !== "font-face") {
      keepUsed(node, classes, animations);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/** The CSS a page with these classes needs for its first paint, minified as the bundle is. */
export function criticalCss(classes: Set<string>, href: string, publicDir = path.join(process.cwd(), "public")): string {
  const bundle = loadBundle(href, publicDir);
  if (!bundle) return "";
  const key = [...classes].sort().join(" ");
  const cached = bundle.cache.get(key);
  if (cached !== undefined) return cached;
  const root = bundle.root.clone();
  const animations = new Set<string>();
  keepUsed(root, classes, animations);
  root.walkAtRules(/keyframes$/, (rule) => {
    if (!animations.has(rule.params.trim())) rule.remove();
  });
  const css = root.toString();
  if (bundle.cache.size >= MAX_CACHED_PAGES) bundle.cache.delete(bundle.cache.keys().next().value as string);
  bundle.cache.set(key, css);
  return css;
}
