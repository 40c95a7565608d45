import type { CSSProperties } from "react";
import { vars } from "~/styles/theme.css";
import { isHexColour, mixColour, readableTextOn } from "~/utils/colour";
import type { BrandColors } from "~/contracts/brand";

export type { BrandColors };

/** `var(--name)` or `var(--name, fallback)` -> `--name`. */
const propertyOf = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, "$1");

/**
 * The host's colours as the theme's brand variables, for a `style` attribute on a public page's
 * outer element: everything inside that uses vars.color.brand/accent takes them, server-rendered.
 */
export function brandStyle(brand: BrandColors | null | undefined) {
  if (!brand || !isHexColour(brand.primary) || !isHexColour(brand.accent)) return undefined;
  const onBrand = readableTextOn(brand.primary);
  return {
    [propertyOf(vars.color.brand)]: brand.primary,
    [propertyOf(vars.color.onBrand)]: onBrand,
    // Hovering moves the colour away from its text: darker under white, lighter under dark text.
    [propertyOf(vars.color.brandHover)]: mixColour(brand.primary, onBrand === "#ffffff" ? -0.15 : 0.15),
    [propertyOf(vars.color.brandSoft)]: mixColour(brand.primary, 0.9),
    [propertyOf(vars.color.accent)]: brand.accent,
    [propertyOf(vars.color.onAccent)]: readableTextOn(brand.accent),
  } as CSSProperties;
}
