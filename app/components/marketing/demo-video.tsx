import { lazy, Suspense, useState, type MouseEvent } from "react";
import * as styles from "./demo.css";

// The tour's code is fetched only when the visitor asks to play it.
const DemoTour = lazy(() => import("./demo-tour"));

/**
 * The demo embed: a drawn poster with a play control. Without JavaScript the control is a link (to
 * /demo by default); with it, a click loads and plays the tour in place.
 */
export function DemoVideo({ href = "/demo" }: { href?: string }) {
  const [playing, setPlaying] = useState(false);
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <div className={styles.frame}>
      {playing ? (
        <Suspense fallback={<Poster loading />}>
          <DemoTour onClose={() => setPlaying(false)} />
        </Suspense>
      ) : (
        <a href={href} className={styles.playLink} onClick={play}>
          <Poster />
          <span className={styles.playButton} aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </span>
          <span className={styles.playLabel}>
            Watch the 60-second tour <span className={styles.duration}>1:00</span>
          </span>
        </a>
      )}
    </div>
  );
}

function Poster({ loading = false }: { loading?: boolean }) {
  return (
    <span className={styles.poster} aria-busy={loading || undefined}>
      <svg
        viewBox="0 0 640 360"
        className={styles.posterArt}
        role="img"
        aria-label="A ShowUp live webinar: host on camera, countdown, offer card and chat"
      >
        <defs>
          <linearGradient id="demo-poster-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#1e1b4b" />
            <stop offset="0.6" stopColor="#4338ca" />
            <stop offset="1" stopColor="#0ea5e9" />
          </linearGradient>
        </defs>
        <rect width="640" height="360" fill="url(#demo-poster-bg)" />
        <circle cx="230" cy="150" r="46" fill="#c7d2fe" opacity="0.9" />
        <path d="M150 300c8-60 44-92 80-92s72 32 80 92z" fill="#c7d2fe" opacity="0.9" />
        <rect x="20" y="20" width="58" height="24" rx="5" fill="#dc2626" />
        <text x="49" y="37" fontSize="13" fontWeight="800" fill="#fff" textAnchor="middle" fontFamily="system-ui, sans-serif">
          LIVE
        </text>
        <rect x="88" y="20" width="92" height="24" rx="5" fill="#0f172a" opacity="0.6" />
        <text x="134" y="37" fontSize="12" fill="#fff" textAnchor="middle" fontFamily="system-ui, sans-serif">
          1,284 watching
        </text>
        <rect x="436" y="20" width="184" height="190" rx="12" fill="#0f172a" opacity="0.55" />
        {[
          ["Maya", "This is exactly what I needed"],
          ["Jordan", "Just enrolled!"],
          ["Ana", "Is there a replay?"],
          ["Chris", "Love the checklist"],
        ].map(([who, text], index) => (
          <g key={who} transform={`translate(450 ${40 + index * 42})`} fontFamily="system-ui, sans-serif">
            <text fontSize="11" fontWeight="700" fill="#a5b4fc">
              {who}
            </text>
            <text y="16" fontSize="11" fill="#e2e8f0">
              {text}
            </text>
          </g>
        ))}
        <rect x="20" y="276" width="400" height="64" rx="12" fill="#fff" />
        <text x="40" y="302" fontSize="15" fontWeight="800" fill="#0f172a" fontFamily="system-ui, sans-serif">
          Coaching Accelerator · $497
        </text>
        <text x="40" y="324" fontSize="12" fill="#475569" fontFamily="system-ui, sans-serif">
          Offer ends in 09:58
        </text>
        <rect x="318" y="290" width="88" height="36" rx="8" fill="#059669" />
        <text x="362" y="313" fontSize="13" fontWeight="700" fill="#fff" textAnchor="middle" fontFamily="system-ui, sans-serif">
          Enroll now
        </text>
        <path d="M560 300s-18-11-23-22a13 13 0 0 1 23-13 13 13 0 0 1 23 13c-5 11-23 22-23 22z" fill="#f472b6" opacity="0.9" />
      </svg>
    </span>
  );
}
