const HEX = /^#[0-9a-f]{6}$/i;

export const isHexColour = (value: string) => HEX.test(value);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const DARK_TEXT = "#111827";
const LIGHT_TEXT = "#ffffff";

/**
 * White or near-black, whichever has the higher WCAG contrast on the colour (a host's brand
 * colour behind a button's text): white on #3b82f6 is only 3.7:1, near-black is 5.3:1.
 */
export function readableTextOn(hex: string) {
  if (!isHexColour(hex)) return LIGHT_TEXT;
  return contrastRatio(hex, DARK_TEXT) > contrastRatio(hex, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT;
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Whether text on the colour can reach 4.5:1 with the text colour picked for it. Mid-tones
 * (around #7f7f7f) cannot with either white or near-black, so they are refused as brand colours.
 */
export const canCarryText = (hex: string) => isHexColour(hex) && contrastRatio(hex, readableTextOn(hex)) >= MIN_TEXT_CONTRAST;

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function mixColour(hex: string, amount: number) {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - weight) + target * weight));
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
