import * as styles from "./comparison.css";

type Cell = "yes" | "varies" | string;

const competitors = ["ShowUp", "WebinarJam", "Demio", "Livestorm"] as const;

/** Generic on purpose: competitors' plans change, so anything not common to all reads 'Varies by plan'. */
const rows: { feature: string; cells: [Cell, Cell, Cell, Cell] }[] = [
  { feature: "Live webinars in the browser, no download for viewers", cells: ["yes", "yes", "yes", "yes"] },
  { feature: "Registration pages and e-mail reminders", cells: ["yes", "yes", "yes", "yes"] },
  { feature: "SMS reminders, including no-show nudges after the start", cells: ["yes", "varies", "varies", "varies"] },
  { feature: "Countdown, alert and goal-bar overlays on the stream", cells: ["yes", "varies", "varies", "varies"] },
  { feature: "Offers on the stream, paid through Stripe Checkout in a new tab", cells: ["yes", "varies", "varies", "varies"] },
  { feature: "Sales from your own checkout recorded by a signed postback or pixel", cells: ["yes", "varies", "varies", "varies"] },
  { feature: "Each chatter's purchase history, one click from the chat", cells: ["yes", "varies", "varies", "varies"] },
  { feature: "Recordings kept on your own server", cells: ["yes", "varies", "varies", "varies"] },
  { feature: "Go live from OBS or any RTMP encoder", cells: ["yes", "varies", "varies", "varies"] },
  { feature: "Onboarding call with a person for every new host", cells: ["yes", "varies", "varies", "varies"] },
  { feature: "Starting price", cells: ["$97/month", "See vendor site", "See vendor site", "See vendor site"] },
];

export function ComparisonTable() {
  return (
    <div className={styles.scroller} role="region" aria-labelledby="comparison-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="comparison-caption" className={styles.caption}>
          ShowUp compared with WebinarJam, Demio and Livestorm
          <span className={styles.note}>
            Based on each product&apos;s publicly listed features; plans change, so check the vendor&apos;s site for the current details.
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.featureHead}>
              Feature
            </th>
            {competitors.map((name) => (
              <th key={name} scope="col" className={name === "ShowUp" ? styles.ours : styles.head}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className={styles.feature}>
                {row.feature}
              </th>
              {row.cells.map((cell, index) => (
                <td key={competitors[index]} className={index === 0 ? styles.oursCell : styles.cell}>
                  <CellValue value={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CellValue({ value }: { value: Cell }) {
  if (value === "yes") {
    return (
      <span className={styles.yes}>
        <span aria-hidden="true">✓</span>
        <span className="visually-hidden">Included</span>
      </span>
    );
  }
  if (value === "varies") return <span className={styles.varies}>Varies by plan</span>;
  return <span className={styles.text}>{value}</span>;
}
