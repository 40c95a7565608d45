import * as Accordion from "@radix-ui/react-accordion";
import { useEffect, useState } from "react";
import * as styles from "./faq.css";

export const faqs = [
  {
    question: "Is there a money-back guarantee?",
    answer:
      "Yes. Every plan comes with a 30-day money-back guarantee. If ShowUp is not right for you, write to us within 30 days of your first payment and we refund it in full, no questions asked.",
  },
  {
    question: "Why is ShowUp invitation-only?",
    answer:
      "We are in a closed beta and bring hosts in small groups, so each of them gets a 20-minute onboarding call and a person to ask during their first events. Request an invite and we reply within 24 business hours.",
  },
  {
    question: "How long does setup take?",
    answer:
      "About 15 minutes from a new account to a shareable registration page: name the event, pick a date in your time zone, keep or edit the reminder texts and share the link.",
  },
  {
    question: "What do I need to go live?",
    answer:
      "A computer with broadcasting software that streams over RTMP, such as OBS Studio. ShowUp gives you the address and stream key for each event. Viewers watch in their browser; they install nothing.",
  },
  {
    question: "What happens when I reach my registration cap?",
    answer:
      "Starter includes up to 1,000 registrations and Professional up to 5,000. We warn you before you get close, and you can move up a plan at any time; Enterprise has no cap.",
  },
  {
    question: "Can I change or cancel my plan later?",
    answer: "Yes. Plans are billed monthly, so you can move up, move down or cancel before the next billing date.",
  },
];

/**
 * The FAQ as a radix Accordion. The server renders every answer open, so the page reads in full
 * without JavaScript; once the page is interactive only the first stays open.
 */
export function Faq() {
  const [open, setOpen] = useState<string[]>(() => faqs.map((faq) => faq.question));
  useEffect(() => setOpen(faqs.slice(0, 1).map((faq) => faq.question)), []);
  return (
    <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className={styles.list}>
      {faqs.map((faq) => (
        <Accordion.Item key={faq.question} value={faq.question} className={styles.item}>
          <Accordion.Header className={styles.heading}>
            <Accordion.Trigger className={styles.question}>
              <span>{faq.question}</span>
              <span className={styles.chevron} aria-hidden="true" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={styles.answer}>
            <p className={styles.answerText}>{faq.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
