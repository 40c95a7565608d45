import { redirect, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { DemoVideo } from "~/components/marketing/demo-video";
import { AudienceBanner, BetaCta, Claims, Features, Problems, Testimonials } from "~/components/marketing/home-sections";
import { bigButton } from "~/components/marketing/home.css";
import { button } from "~/components/ui/button.css";
import { awaitingFirstAccount, FIRST_ACCOUNT_PATH } from "~/services/account/server-admin.server";
import * as styles from "./_public._index.css";

export const meta: MetaFunction = () => [
  { title: "ShowUp — live webinars that sell" },
  {
    name: "description",
    content: "A webinar platform that takes the stress out of selling live: reminders, engagement, in-stream offers and analytics.",
  },
];

/** A fresh install has no one to show the product to yet: its first visitor creates the admin account. */
export async function loader() {
  if (await awaitingFirstAccount()) throw redirect(FIRST_ACCOUNT_PATH);
  return null;
}

export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <div className={styles.heroCopy}>
            <p className={styles.pill}>
              <span className={styles.pillDot} aria-hidden="true" />
              Closed beta · invitation only
            </p>
            <h1 id="hero-title" className={styles.heroTitle}>
              Live webinars that <span className={styles.highlight}>fill the room</span> and close the sale
            </h1>
            <p className={styles.heroLead}>
              ShowUp reminds your registrants, keeps them engaged and puts your offer on screen at the right moment, so you can teach instead of
              juggling tech.
            </p>
            <div className={styles.heroActions}>
              <Link to="/request-invite" className={`${button.primary} ${bigButton}`}>
                Request an Invite
              </Link>
              <Link to="/#features" className={`${button.secondary} ${bigButton}`}>
                Explore the features
              </Link>
            </div>
            <ul className={styles.assurances}>
              <li>15-minute setup</li>
              <li>30-day money-back guarantee</li>
              <li>Go live from OBS or any RTMP encoder</li>
            </ul>
          </div>
          <div className={styles.heroMedia}>
            <DemoVideo />
          </div>
        </div>
      </section>
      <Claims />
      <AudienceBanner />
      <Problems />
      <Features />
      <Testimonials />
      <BetaCta />
    </>
  );
}
