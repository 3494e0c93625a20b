import { describe, expect, it } from 'vitest';
import { contrastOf, heatColour } from './heat-colour';

describe('heatColour: a sell-through cell by sold / capacity', () => {
  it('goes from light (none sold) to dark (full), darker as more is sold', () => {
    const lightness = (hex: string) => [1, 3, 5].reduce((sum, i) => sum + Number.parseInt(hex.slice(i, i + 2), 16), 0);
    const cells = [0, 1, 2, 3, 4, 5].map((sold) => heatColour(sold, 5));
    expect(cells.map((c) => c.percent)).toEqual([0, 20, 40, 60, 80, 100]);
    for (let i = 1; i < cells.length; i++) expect(lightness(cells[i]!.background)).toBeLessThan(lightness(cells[i - 1]!.background));
    expect(heatColour(0, 5).background).toBe('#eef4fc');
    expect(heatColour(5, 5).background).toBe('#174982');
  });

  it('writes the figures in black on light cells and in white on dark ones, always at 4.5:1 or more', () => {
    expect(heatColour(0, 5).color).toBe('#000000');
    expect(heatColour(5, 5).color).toBe('#ffffff');
    for (let sold = 0; sold <= 20; sold++) {
      const cell = heatColour(sold, 20);
      expect(contrastOf(cell.background, cell.color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('caps an oversold cell at full and counts a cell without capacity as empty', () => {
    expect(heatColour(7, 5)).toMatchObject({ ratio: 1, percent: 140, background: heatColour(5, 5).background });
    expect(heatColour(0, 0)).toMatchObject({ ratio: 0, percent: 0 });
  });
});
