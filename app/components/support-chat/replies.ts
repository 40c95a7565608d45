// Canned answers of the simulated support chat (spec: no server call; replies quote plans from
// $97/month). A reply may carry one link to the page that answers the question in full.

export interface ReplyLink {
  href: string;
  label: string;
}

export interface CannedReply {
  text: string;
  link?: ReplyLink;
}

export const QUICK_ACTIONS = ["Schedule a Demo", "View Pricing", "Contact Sales", "See Features"] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

export const WELCOME = "Hi there! Welcome to ShowUp. I can help with demos, pricing or getting into the closed beta. What brings you here today?";

const PRICING: CannedReply = {
  text: "Plans start from $97/month. Starter is $97/month (up to 1,000 registrants, with built-in Stripe checkout), Professional is $197/month (5,000 registrants, our most popular) and Enterprise is $497/month (unlimited registrants). Every plan has a 30-day money-back guarantee.",
  link: { href: "/pricing", label: "Compare the plans" },
};

const DEMO: CannedReply = {
  text: "Happy to show you around! In a 20-minute demo a product specialist sets up a live webinar with an offer and walks you through the host controls.",
  link: { href: "/demo", label: "Book a demo" },
};

const SALES: CannedReply = {
  text: "Our sales team would love to hear about your events. Send us a note and we will get back to you within 24 business hours. Plans start from $97/month, so there is a fit for most audiences.",
  link: { href: "/contact", label: "Contact sales" },
};

const FEATURES: CannedReply = {
  text: "ShowUp brings everything you need to sell live: ShowUp Surge fills your registrations, EngageMax keeps viewers active, AutoOffer times your offers, the live chat shows you who bought and lets you moderate in one click, InsightEngine shows what converts and SmartScheduler picks the best time slots.",
  link: { href: "/features", label: "Explore the features" },
};

const BETA: CannedReply = {
  text: "ShowUp is in closed beta and we let new hosts in every week. Request an invite and we will reply within 24 business hours.",
  link: { href: "/request-invite", label: "Request an invite" },
};

const REFUND: CannedReply = {
  text: "Every plan, from Starter at $97/month up, comes with a 30-day money-back guarantee: if ShowUp is not for you, we refund you in full.",
  link: { href: "/pricing", label: "See the plans" },
};

const FALLBACK: CannedReply = {
  text: "Thanks for your message! Someone from our team will follow up shortly. Meanwhile, good to know: plans start from $97/month and every plan has a 30-day money-back guarantee.",
};

export const QUICK_REPLIES: Record<QuickAction, CannedReply> = {
  "Schedule a Demo": DEMO,
  "View Pricing": PRICING,
  "Contact Sales": SALES,
  "See Features": FEATURES,
};

const TOPICS: [RegExp, CannedReply][] = [
  [/refund|money.?back|guarantee|cancel/i, REFUND],
  [/pric|cost|plan|\$|month|cheap|expensive|pay/i, PRICING],
  [/demo|walk ?through|show me|trial/i, DEMO],
  [/sales|call|talk|phone|contact|human|person/i, SALES],
  [/feature|what can|how does|integrat|chat|offer|analytic|schedul/i, FEATURES],
  [/invite|beta|access|sign ?up|join|wait/i, BETA],
];

/** The canned answer for what a visitor typed. */
export function replyTo(text: string): CannedReply {
  return TOPICS.find(([pattern]) => pattern.test(text))?.[1] ?? FALLBACK;
}

/** Spec section 9: 1 to 3 s after a typed message, 1.5 s after a quick action. */
export const QUICK_REPLY_DELAY_MS = 1500;
export const replyDelayMs = (random = Math.random()) => 1000 + Math.round(random * 2000);
