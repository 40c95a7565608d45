import { useId } from "react";
import type { FeatureId } from "./features";

/** Line icons, 24 px grid; the card or heading next to one names it. */
const iconPaths: Record<FeatureId, string> = {
  surge: "M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0",
  engagemax: "M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6a5.3 5.3 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9z",
  autooffer: "M3 5h2l2.4 11h11.2L21 8H6.2M9 20.5h.01M18 20.5h.01",
  "live-chat": "M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-5A8 8 0 1 1 21 12zM9 11h.01M12 11h.01M15 11h.01",
  insightengine: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  smartscheduler: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
};

export function FeatureIcon({ id, size = 24 }: { id: FeatureId; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path d={iconPaths[id]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const palettes: Record<FeatureId, [string, string]> = {
  surge: ["#4338ca", "#6366f1"],
  engagemax: ["#be185d", "#f472b6"],
  autooffer: ["#047857", "#34d399"],
  "live-chat": ["#6d28d9", "#a78bfa"],
  insightengine: ["#0e7490", "#22d3ee"],
  smartscheduler: ["#b45309", "#fbbf24"],
};

/** A 16:9 still of the feature at work, drawn in SVG so it costs a few hundred bytes, not an image request. */
export function FeaturePoster({ id, label }: { id: FeatureId; label: string }) {
  const gradient = `poster-${useId().replace(/:/g, "")}`;
  const [from, to] = palettes[id];
  return (
    <svg viewBox="0 0 320 180" role="img" aria-label={label} style={{ display: "block", width: "100%", height: "auto" }}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" rx="12" fill={`url(#${gradient})`} />
      <circle cx="286" cy="-10" r="90" fill="#fff" opacity="0.08" />
      <circle cx="20" cy="190" r="70" fill="#fff" opacity="0.06" />
      <Scene id={id} />
    </svg>
  );
}

function Scene({ id }: { id: FeatureId }) {
  switch (id) {
    case "surge":
      return (
        <g fontFamily="system-ui, sans-serif">
          {[0, 1, 2].map((row) => (
            <g key={row} transform={`translate(${40 + row * 14} ${32 + row * 42})`} opacity={1 - row * 0.18}>
              <rect width="220" height="34" rx="8" fill="#fff" />
              <circle cx="18" cy="17" r="9" fill="#eef2ff" />
              <rect x="34" y="9" width={110 - row * 20} height="6" rx="3" fill="#1e1b4b" />
              <rect x="34" y="20" width={150 - row * 30} height="5" rx="2.5" fill="#94a3b8" />
              <text x="206" y="21" fontSize="9" textAnchor="end" fill="#4338ca" fontWeight="700">
                {["in 3 min", "in 1 h", "in 1 day"][row]}
              </text>
            </g>
          ))}
        </g>
      );
    case "engagemax":
      return (
        <g fontFamily="system-ui, sans-serif">
          <rect x="30" y="28" width="260" height="124" rx="10" fill="#0f172a" opacity="0.85" />
          <rect x="46" y="44" width="92" height="26" rx="6" fill="#fff" />
          <text x="92" y="62" fontSize="13" fontWeight="800" textAnchor="middle" fill="#be185d">
            04:59
          </text>
          <rect x="46" y="120" width="228" height="12" rx="6" fill="#334155" />
          <rect x="46" y="120" width="176" height="12" rx="6" fill="#f472b6" />
          <text x="274" y="112" fontSize="9" textAnchor="end" fill="#fff" fontWeight="700">
            77 of 100 seats
          </text>
          <path d="M246 66s-12-7.5-15.5-15A8.8 8.8 0 0 1 246 42a8.8 8.8 0 0 1 15.5 9c-3.5 7.5-15.5 15-15.5 15z" fill="#f472b6" />
        </g>
      );
    case "autooffer":
      return (
        <g fontFamily="system-ui, sans-serif">
          <rect x="30" y="24" width="170" height="132" rx="10" fill="#0f172a" opacity="0.85" />
          <circle cx="115" cy="80" r="22" fill="#334155" />
          <path d="M109 70v20l16-10z" fill="#fff" />
          <rect x="192" y="52" width="104" height="104" rx="10" fill="#fff" />
          <rect x="204" y="64" width="64" height="7" rx="3.5" fill="#064e3b" />
          <text x="204" y="94" fontSize="18" fontWeight="800" fill="#047857">
            $497
          </text>
          <rect x="204" y="104" width="80" height="5" rx="2.5" fill="#94a3b8" />
          <rect x="204" y="130" width="80" height="16" rx="5" fill="#047857" />
          <text x="244" y="141" fontSize="8" fontWeight="700" textAnchor="middle" fill="#fff">
            Buy now
          </text>
        </g>
      );
    case "live-chat":
      return (
        <g fontFamily="system-ui, sans-serif">
          <rect x="60" y="26" width="160" height="30" rx="10" fill="#fff" />
          <text x="72" y="45" fontSize="9" fill="#1e1b4b">
            Where is the link?
          </text>
          <rect x="100" y="66" width="180" height="44" rx="10" fill="#ede9fe" />
          <text x="112" y="84" fontSize="9" fill="#4c1d95" fontWeight="700">
            📌 Pinned
          </text>
          <text x="112" y="99" fontSize="9" fill="#4c1d95">
            Enrol here: the link under the video
          </text>
          <rect x="60" y="120" width="130" height="30" rx="10" fill="#fff" />
          <text x="72" y="139" fontSize="9" fill="#1e1b4b">
            How do I join?
          </text>
        </g>
      );
    case "insightengine":
      return (
        <g>
          <rect x="30" y="24" width="260" height="132" rx="10" fill="#fff" />
          {[70, 96, 84, 60, 52, 48, 46, 44].map((height, index) => (
            <rect key={index} x={50 + index * 29} y={140 - height} width="18" height={height} rx="4" fill={index === 3 ? "#f97316" : "#0e7490"} />
          ))}
          <path d="M50 44h220" stroke="#e2e8f0" strokeWidth="1" />
        </g>
      );
    case "smartscheduler":
      return (
        <g fontFamily="system-ui, sans-serif">
          {[
            ["New York", "12:00 PM"],
            ["London", "5:00 PM"],
            ["Sydney", "3:00 AM"],
          ].map(([city, time], index) => (
            <g key={city} transform={`translate(${28 + index * 92} 50)`}>
              <rect width="80" height="80" rx="10" fill="#fff" />
              <circle cx="40" cy="30" r="16" fill="none" stroke="#b45309" strokeWidth="3" />
              <path d={`M40 30V${20}M40 30l${6 + index * 2} 4`} stroke="#b45309" strokeWidth="3" strokeLinecap="round" />
              <text x="40" y="60" fontSize="8" textAnchor="middle" fill="#1e293b" fontWeight="700">
                {city}
              </text>
              <text x="40" y="71" fontSize="8" textAnchor="middle" fill="#475569">
                {time}
              </text>
            </g>
          ))}
        </g>
      );
  }
}
