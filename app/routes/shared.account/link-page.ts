import { pageMeta } from "~/utils/page-meta";

// Pages opened by a link whose address carries a credential (choose a new password, let this
// browser sign in, unsubscribe, cancel a registration, a viewer's personal watch, replay and
// on-demand links): no other site may see the token in a Referer header, and no search engine
// lists the page. "same-origin" rather than "no-referrer": under no-referrer a browser without
// JavaScript posts the form with `Origin: null`, which Remix refuses as a possible cross-site request.
export const LINK_PAGE_REFERRER_POLICY = "same-origin";

/** The page's title, kept out of search engines, with the referrer policy. */
export const linkPageMeta = (title: string) => [
  ...pageMeta(title),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: LINK_PAGE_REFERRER_POLICY },
];

/** The referrer policy, and no cache may keep the page. */
export const LINK_PAGE_HEADERS = { "Referrer-Policy": LINK_PAGE_REFERRER_POLICY, "Cache-Control": "private, no-store" };
