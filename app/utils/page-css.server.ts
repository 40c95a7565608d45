import fs from "node:fs";
import path from "node:path";
import postcss, { type ChildNode, type Container } from "postcss";

/**
 * Per-page critical CSS: the classic compiler emits one stylesheet for every route, so a first paint
 * would wait for all of it. Each document gets, inline, only the rules whose classes its HTML uses
 * (plus element and global rules, fonts and the keyframes those rules name); the whole bundle loads
 * at the end of the body, before the scripts, so hydration and every class added later find it.
 *
 * The bundle is parsed once into pieces of text with the classes each selector needs, so a page
 * with new classes costs a pass over those pieces: copying and pruning the parsed stylesheet for
 * each one took 11-16 ms a page (median, the app's 228 KB bundle; tests/bench/page-css.ts).
 */

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const ANIMATION_NAME = /[\w-]+/g;
const ANIMATION_PROPERTY = /^animation(-name)?$/;
const MAX_CACHED_PAGES = 500;

/** One selector of a rule, with the classes a page must use for it to apply. */
type Selector = { text: string; classes: string[] };
/** Keyframes: kept when a kept rule names them. */
type Keyframes = { kind: "keyframes"; before: string; name: string; text: string };
type Piece =
  /** A style rule: kept with the selectors that apply, when any does. */
  | { kind: "rule"; before: string; selectors: Selector[]; separator: string; body: string; animations: string[] }
  /** A conditional group (@media, @supports, @container): kept when a rule inside it is. */
  | { kind: "group"; before: string; open: string; pieces: Piece[]; close: string }
  | Keyframes
  /** Anything else (fonts, imports, comments): always kept. */
  | { kind: "fixed"; before: string; text: string };

type Bundle = { pieces: Piece[]; after: string; cache: Map<string, string> };
const bundles = new Map<string, Bundle>();

const classesOf = (selector: string) => [...selector.matchAll(CLASS_IN_SELECTOR)].map(([, name]) => name ?? "");

function piecesOf(container: Container): Piece[] {
  return (container.nodes ?? []).map((node: ChildNode): Piece => {
    const before = node.raws.before ?? "";
    const text = node.toString();
    if (node.type === "rule") {
      // The selector as written (a comment inside it is kept in raws), before the rule's "{".
      const written = (node.raws.selector as { raw?: string } | undefined)?.raw ?? node.selector;
      const animations: string[] = [];
      node.walkDecls(ANIMATION_PROPERTY, (decl) => {
        for (const [word] of decl.value.matchAll(ANIMATION_NAME)) animations.push(word);
      });
      return {
        kind: "rule",
        before,
        selectors: node.selectors.map((selector) => ({ text: selector, classes: classesOf(selector) })),
        separator: /,\s*/.exec(node.selector)?.[0] ?? ",",
        body: text.slice(written.length),
        animations,
      };
    }
    if (node.type === "atrule" && node.name.endsWith("keyframes")) return { kind: "keyframes", before, name: node.params.trim(), text };
    if (node.type === "atrule" && node.nodes && node.name !== "font-face") {
      const open = text.slice(0, text.indexOf("{") + 1);
      return { kind: "group", before, open, pieces: piecesOf(node), close: `${node.raws.after ?? ""}}` };
    }
    return { kind: "fixed", before, text };
  });
}

function loadBundle(href: string, publicDir: string): Bundle | null {
  const known = bundles.get(href);
  if (known) return known;
  const file = path.join(publicDir, href);
  if (!fs.existsSync(file)) return null;
  const root = postcss.parse(fs.readFileSync(file, "utf8"));
  const bundle = { pieces: piecesOf(root), after: root.raws.after ?? "", cache: new Map<string, string>() };
  bundles.set(href, bundle);
  return bundle;
}

/** The class names a rendered page uses, from its class attributes. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of (value ?? "").split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The text kept for these classes, with each keyframes left as a slot (whether a rule names them is
 * known only at the end); the animations the kept rules name are added to `animations`.
 */
function keptText(pieces: Piece[], classes: Set<string>, animations: Set<string>): (string | Keyframes)[] {
  const out: (string | Keyframes)[] = [];
  for (const piece of pieces) {
    if (piece.kind === "rule") {
      const kept = piece.selectors.filter((selector) => selector.classes.every((name) => classes.has(name)));
      if (kept.length === 0) continue;
      for (const name of piece.animations) animations.add(name);
      out.push(piece.before, kept.map((selector) => selector.text).join(piece.separator), piece.body);
    } else if (piece.kind === "group") {
      const inside = keptText(piece.pieces, classes, animations);
      if (inside.length > 0) out.push(piece.before, piece.open, ...inside, piece.close);
    } else {
      out.push(piece.kind === "keyframes" ? piece : piece.before + piece.text);
    }
  }
  return out;
}

/** The CSS a page with these classes needs for its first paint, minified as the bundle is. */
export function criticalCss(classes: Set<string>, href: string, publicDir = path.join(process.cwd(), "public")): string {
  const bundle = loadBundle(href, publicDir);
  if (!bundle) return "";
  const key = [...classes].sort().join(" ");
  const cached = bundle.cache.get(key);
  if (cached !== undefined) return cached;
  const animations = new Set<string>();
  const kept = keptText(bundle.pieces, classes, animations);
  const css =
    kept.map((part) => (typeof part === "string" ? part : animations.has(part.name) ? part.before + part.text : "")).join("") + bundle.after;
  if (bundle.cache.size >= MAX_CACHED_PAGES) bundle.cache.delete(bundle.cache.keys().next().value as string);
  bundle.cache.set(key, css);
  return css;
}
