/**
 * The colour of a sell-through cell (issue 35): sold / capacity from 0 (light) to 100 % (dark), on
 * one blue hue; the figures on it are black or white, whichever contrasts more with the cell
 * (at least 4.5:1 either way).
 */
export type HeatColour = { ratio: number; percent: number; background: string; color: string };

const HUE = 212;
const SATURATION = 0.7;
const LIGHTEST = 0.96;
const DARKEST = 0.3;

/** HSL (0..360, 0..1, 0..1) to sRGB channels 0..255. */
function rgbOf(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** The relative luminance of an sRGB colour (WCAG 2). */
function luminance([r, g, b]: [number, number, number]) {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const hex = (rgb: [number, number, number]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The cell of `sold` units of `capacity`: its fill ratio (capped at 1), whole percent, fill and text colour. */
export function heatColour(sold: number, capacity: number): HeatColour {
  const ratio = capacity > 0 ? Math.min(1, Math.max(0, sold / capacity)) : 0;
  const percent = capacity > 0 ? Math.round((sold / capacity) * 100) : 0;
  const rgb = rgbOf(HUE, SATURATION, LIGHTEST - ratio * (LIGHTEST - DARKEST));
  const lum = luminance(rgb);
  // Contrast with white (1.05 / (L + 0.05)) against black ((L + 0.05) / 0.05): the larger wins.
  const white = 1.05 / (lum + 0.05);
  const black = (lum + 0.05) / 0.05;
  return { ratio, percent, background: hex(rgb), color: white > black ? '#ffffff' : '#000000' };
}

/** The contrast ratio of two colours #rrggbb (WCAG 2), for the tests. */
export function contrastOf(a: string, b: string) {
  const parse = (c: string): [number, number, number] => [1, 3, 5].map((i) => Number.parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
  const [x, y] = [luminance(parse(a)), luminance(parse(b))].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}
