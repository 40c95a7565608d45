/** The six tools of the pitch (spec section 1), shared by the home grid, its dialogs and /features. */
export interface Feature {
  id: FeatureId;
  name: string;
  kicker: string;
  summary: string;
  keyFeatures: string[];
  metrics: { value: string; label: string }[];
  workflow: string[];
  useCases: string[];
  testimonial: { quote: string; name: string; role: string };
}

export type FeatureId = "surge" | "engagemax" | "autooffer" | "live-chat" | "insightengine" | "smartscheduler";

export const features: Feature[] = [
  {
    id: "surge",
    name: "ShowUp Surge",
    kicker: "Attendance reminders",
    summary: "E-mail and SMS reminders from a week out to minutes after you start, so registrants turn into a full room.",
    keyFeatures: [
      "Eight reminders: 1 week, 1 day, 1 hour, 15 and 3 minutes before, then 5, 10 and 15 minutes after for no-shows",
      "E-mail and SMS, each switchable per reminder",
      "A personal watch link in every message, so nobody hunts for the room",
      "No-show nudges stop as soon as the viewer joins",
    ],
    metrics: [
      { value: "50%+", label: "attendance we aim for" },
      { value: "8", label: "timed touchpoints" },
      { value: "0", label: "reminders to write yourself" },
    ],
    workflow: ["Create the event", "Keep or edit the default reminder texts", "Share the registration page", "ShowUp sends every reminder on time"],
    useCases: ["Weekly coaching calls with a waiting list", "Launch webinars with paid traffic", "Client onboarding sessions"],
    testimonial: {
      quote: "The 3-minute text alone filled the first row. People literally tap the link from the notification.",
      name: "Dana R.",
      role: "Business coach, beta host",
    },
  },
  {
    id: "engagemax",
    name: "EngageMax",
    kicker: "Real-time engagement",
    summary: "Countdowns, alerts, progress bars and hearts on your stream that keep the room involved from hello to offer.",
    keyFeatures: [
      "Countdown timer overlay for the start and for time-limited offers",
      "Alerts with sound and GIFs when someone joins or buys",
      "Progress bar toward a goal everyone can watch fill up",
      "Double-tap hearts and a moderated live chat",
    ],
    metrics: [
      { value: "70%+", label: "engagement we aim for" },
      { value: "3", label: "overlay types, one click each" },
      { value: "1 s", label: "from click to screen" },
    ],
    workflow: ["Pick an overlay during the event", "Set its text and timing", "Trigger it live", "It disappears on its own when done"],
    useCases: ["Q&A segments that need a visible timer", "Challenges with a shared goal", "Celebrating each new buyer on screen"],
    testimonial: {
      quote: "When the progress bar hit 80% the chat went wild. I had never seen my audience cheer for sales before.",
      name: "Marcus T.",
      role: "Course creator, beta host",
    },
  },
  {
    id: "autooffer",
    name: "AutoOffer",
    kicker: "In-stream offers",
    summary:
      "Your offer appears beside the stream at the moment you choose, with price and scarcity; Stripe checkout opens in a new tab while the stream keeps playing.",
    keyFeatures: [
      "Offer card with price and feature list, shown on the watch page",
      "Show it by hand or at a set minute of your talk",
      "Scarcity countdown that ends when you say",
      "Purchase history per viewer, visible to you in the chat",
    ],
    metrics: [
      { value: "< 1 s", label: "from reveal to every viewer" },
      { value: "1 tap", label: "from offer to Stripe checkout" },
      { value: "0", label: "links pasted into chat" },
    ],
    workflow: ["Describe the offer once", "Choose when it appears", "Present as usual", "See who bought before the stream ends"],
    useCases: ["Course enrolment at the end of a masterclass", "Booking calls for a consulting package", "Limited seats for a cohort"],
    testimonial: {
      quote: "I stopped reading a checkout URL out loud. The offer just sits under the video and people buy while I answer questions.",
      name: "Priya S.",
      role: "Marketing consultant, beta host",
    },
  },
  {
    id: "live-chat",
    name: "Live chat",
    kicker: "A calm chat while you present",
    summary: "Moderate the chat in one click, see what each chatter has bought, and hear of every sale as it happens.",
    keyFeatures: [
      "Each chatter's purchase history, one click from their name",
      "Pin, hide, or shadowban in one click when a chat gets noisy",
      "Sticky messages that keep the key link on top",
      "Every message stays under 500 characters to keep chat readable",
    ],
    metrics: [
      { value: "1 click", label: "to pin or hide a message" },
      { value: "500", label: "characters per message, max" },
      { value: "Live", label: "sale notices in your chat" },
    ],
    workflow: ["Go live", "Pin the key link", "Hide the noise", "See who bought before the stream ends"],
    useCases: ["Large launches with hundreds in chat", "Solo hosts without a moderator", "Thanking buyers by name while live"],
    testimonial: {
      quote: "I pin the link once and hide the spam in a click. Now I see the real questions, and who just bought.",
      name: "Leo M.",
      role: "Fitness coach, beta host",
    },
  },
  {
    id: "insightengine",
    name: "InsightEngine",
    kicker: "Analytics insights",
    summary: "Who registered, who came, how long they stayed and what they bought, for every event, in one view.",
    keyFeatures: [
      "Registrations, attendance and watch time per event",
      "Retention curve that shows the minute people left",
      "Revenue per event and per viewer",
      "Export to CSV for your CRM or follow-up list",
    ],
    metrics: [
      { value: "1 view", label: "per event, nothing to set up" },
      { value: "CSV", label: "export for follow-up" },
      { value: "Live", label: "numbers during the stream" },
    ],
    workflow: ["Run your event", "Open its analytics", "Spot the drop-off minute", "Send follow-ups to the right people"],
    useCases: ["Tightening a webinar script", "Following up with viewers who stayed to the offer", "Reporting to a client"],
    testimonial: {
      quote: "The retention curve showed everyone leaving at my slide 14. I cut it, and the next run held 20 more people to the pitch.",
      name: "Hannah K.",
      role: "Agency owner, beta host",
    },
  },
  {
    id: "smartscheduler",
    name: "SmartScheduler",
    kicker: "Time-zone scheduling",
    summary: "Every registrant sees your start time in their own time zone, in the page, the reminders and the calendar invite.",
    keyFeatures: [
      "Registration form with eleven time zones, from Hawaii to Sydney",
      "Start times converted for each viewer automatically",
      "A calendar file and Google and Outlook links in the confirmation e-mail",
      "15-minute setup from a blank account to a shareable page",
    ],
    metrics: [
      { value: "15 min", label: "setup, start to share" },
      { value: "11", label: "time zones on the form" },
      { value: "0", label: "time-zone math for you" },
    ],
    workflow: ["Pick a date in your own time zone", "Share one link worldwide", "Each viewer sees their local time", "Reminders follow their clock"],
    useCases: [
      "Global audiences across three continents",
      "Evening sessions for one region, mornings for another",
      "Teams hosting from several countries",
    ],
    testimonial: {
      quote: "My Australian clients stopped turning up a day late. That was worth the switch on its own.",
      name: "Sofia G.",
      role: "Language course creator, beta host",
    },
  },
];
