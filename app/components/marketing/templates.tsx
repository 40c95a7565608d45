import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import * as styles from "./templates.css";

const templates = [
  {
    name: "Evening masterclass",
    length: "60 min",
    best: "Coaches filling a group programme",
    outline: [
      "Story and promise (10 min)",
      "Three teaching points (35 min)",
      "Offer on screen with a 15-minute countdown",
      "Q&A while the offer stays up",
    ],
  },
  {
    name: "Product demo",
    length: "45 min",
    best: "Service providers and software sellers",
    outline: ["The problem in one slide", "Live demo (20 min)", "Call-booking offer from minute 30", "Questions answered from the chat"],
  },
  {
    name: "Workshop",
    length: "90 min",
    best: "Consultants selling a done-with-you package",
    outline: [
      "Worksheet sent in the 1-hour reminder",
      "Two working blocks with a timer overlay",
      "Share-outs in chat",
      "Package offer in the last 20 minutes",
    ],
  },
  {
    name: "Challenge day",
    length: "60 min",
    best: "Course creators running a 5-day challenge",
    outline: [
      "Daily reminder at the same local time",
      "Goal bar for completed tasks",
      "Hearts and shout-outs for wins",
      "Cohort offer on the final day",
    ],
  },
  {
    name: "Office hours",
    length: "30 min",
    best: "Keeping existing clients engaged",
    outline: [
      "No slides: questions from the chat",
      "Pinned link to your resources",
      "Soft upsell card, no countdown",
      "Recording kept for you afterwards",
    ],
  },
];

/** The template gallery: hosts start an event from a template, visitors are invited to join. */
export function TemplateGallery({ signedIn }: { signedIn: boolean }) {
  return (
    <div>
      <ul className={styles.grid}>
        {templates.map((template) => (
          <li key={template.name} className={styles.card}>
            <div className={styles.meta}>
              <span className={styles.length}>{template.length}</span>
              <span>{template.best}</span>
            </div>
            <h2 className={styles.name}>{template.name}</h2>
            <ol className={styles.outline}>
              {template.outline.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Link
              to={signedIn ? "/events?openModal=true" : "/request-invite"}
              className={`${button.secondary} ${styles.action}`}
              aria-label={signedIn ? `Create an event like this: ${template.name}` : `Use this template: ${template.name} (request an invite)`}
            >
              {signedIn ? "Create an event like this" : "Use this template"}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
