import { createGlobalTheme } from "@vanilla-extract/css";

export const vars = createGlobalTheme(":root", {
  color: {
    brand: "#4f46e5",
    brandHover: "#4338ca",
    brandSoft: "#eef2ff",
    /** Text on a brand background: white here; a host's colour may need near-black (brandStyle). */
    onBrand: "#ffffff",
    accent: "#10b981",
    /** Text on an accent background: near-black on the default green (white is 2.5:1 there). */
    onAccent: "#111827",
    text: "#0f172a",
    textMuted: "#475569",
    textInverse: "#ffffff",
    surface: "#ffffff",
    surfaceMuted: "#f8fafc",
    border: "#e2e8f0",
    borderStrong: "#cbd5e1",
    danger: "#dc2626",
    dangerSoft: "#fef2f2",
    success: "#047857",
    successSoft: "#ecfdf5",
    focus: "#6366f1",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    /** Keys, codes, URLs and event names. */
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "32px", xxl: "48px" },
  radius: { sm: "6px", md: "10px", lg: "16px", full: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(15, 23, 42, 0.06)",
    md: "0 4px 16px rgba(15, 23, 42, 0.08)",
    lg: "0 12px 40px rgba(15, 23, 42, 0.14)",
  },
  /** hostBar: what the host shell's top bar covers, 64 px on a phone and nothing beside the sidebar (global.css.ts). */
  size: { header: "64px", hostBar: "64px", sidebar: "248px", content: "1200px" },
});

/** Breakpoints: the spec's mobile breakpoint is under 768 px (md). */
export const media = {
  md: "screen and (min-width: 768px)",
  lg: "screen and (min-width: 1024px)",
};
