import type { CSSProperties } from "react";
import { vars } from "~/styles/theme.css";

export interface BrandColors {
  primary: string;
  accent: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
function mix(hex: string, amount: number) {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - weight) + target * weight));
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** `var(--name)` or `var(--name, fallback)` -> `--name`. */
const propertyOf = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, "$1");

/**
 * The host's colours as the theme's brand variables, for a `style` attribute on a public page's
 * outer element: everything inside that uses vars.color.brand/accent takes them, server-rendered.
 */
export function brandStyle(brand: BrandColors | null | undefined) {
  if (!brand || !HEX.test(brand.primary) || !HEX.test(brand.accent)) return undefined;
  return {
    [propertyOf(vars.color.brand)]: brand.primary,
    [propertyOf(vars.color.brandHover)]: mix(brand.primary, -0.15),
    [propertyOf(vars.color.brandSoft)]: mix(brand.primary, 0.9),
    [propertyOf(vars.color.accent)]: brand.accent,
  } as CSSProperties;
}
