// WCAG 2.x contrast, used to check that text stays readable on coloured backgrounds.

export type Rgb = { r: number; g: number; b: number };

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHexColor(hex: string): Rgb | null {
  const match = HEX_COLOR.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const channel = (i: number): number => parseInt(digits.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

// sRGB channel to linear light, per the WCAG relative luminance definition.
const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

// 1 (no contrast) to 21 (black on white); NaN when a colour cannot be parsed.
export function contrastRatio(a: string, b: string): number {
  const first = parseHexColor(a);
  const second = parseHexColor(b);
  if (!first || !second) return Number.NaN;
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

// WCAG AA for normal-size text.
export const MIN_TEXT_CONTRAST = 4.5;
