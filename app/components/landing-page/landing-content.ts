// What a landing page shows, readable in the browser without zod (the watch page's budget): the
// page types with their labels, and how the description text becomes testimonials and resource links.
import type { LandingPageSettings } from "~/contracts/live-events";

export type LandingPageType = LandingPageSettings["activePage"];

export const LANDING_PAGE_LABELS = {
  offer: "Offer",
  about: "About",
  host: "Host",
  testimonials: "Testimonials",
  resources: "Resources",
  url: "Link",
} as const satisfies Record<LandingPageType, string>;

export const LANDING_PAGE_TYPE_LIST = Object.keys(LANDING_PAGE_LABELS) as LandingPageType[];

export const isLandingPageType = (value: unknown): value is LandingPageType => typeof value === "string" && value in LANDING_PAGE_LABELS;

/** Blocks of text separated by a blank line. */
export const paragraphsOf = (text: string | null) =>
  (text ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean);

export interface Testimonial {
  quote: string;
  author: string | null;
}

/** One testimonial per paragraph; a last line starting with a dash names who said it. */
export function testimonialsOf(text: string | null): Testimonial[] {
  return paragraphsOf(text).map((block) => {
    const lines = block.split(/\r?\n/).map((line) => line.trim());
    const last = lines.at(-1) ?? "";
    const byline = /^[-–—]\s*(.+)$/.exec(last);
    if (lines.length > 1 && byline?.[1]) return { quote: lines.slice(0, -1).join(" "), author: byline[1] };
    return { quote: lines.join(" "), author: null };
  });
}

export interface Resource {
  label: string;
  href: string | null;
}

const LINK = /https?:\/\/[^\s<>"]+/i;

/** One resource per line: its http(s) link, if any, and the rest of the line as its label. */
export function resourcesOf(text: string | null): Resource[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const href = LINK.exec(line)?.[0] ?? null;
      const label = (href ? line.replace(href, "") : line).replace(/^[\s:–—-]+|[\s:–—-]+$/g, "");
      return { label: label || (href ? hostOf(href) : line), href };
    });
}

/** The site a link goes to, for its label: "example.com". */
export function hostOf(url: string) {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}
