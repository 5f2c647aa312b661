import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { darkColors, lightColors, type SemanticColors, tones } from './palette.ts';

/** Every pairing the components actually use, with the WCAG AA minimum it must meet. */
function pairings(c: SemanticColors): Array<[label: string, fg: string, bg: string, min: number]> {
  const surfaces = { canvas: c.bg.canvas, surface: c.bg.surface, raised: c.bg.raised, sunken: c.bg.sunken };
  const rows: Array<[string, string, string, number]> = [];
  for (const [name, bg] of Object.entries(surfaces)) {
    rows.push([`text.primary on ${name}`, c.text.primary, bg, 4.5]);
    rows.push([`text.secondary on ${name}`, c.text.secondary, bg, 4.5]);
    rows.push([`text.link on ${name}`, c.text.link, bg, 4.5]);
    rows.push([`border.strong on ${name} (control outline)`, c.border.strong, bg, 3]);
    rows.push([`border.focus on ${name} (focus ring)`, c.border.focus, bg, 3]);
    for (const tone of tones) rows.push([`tone.${tone}.text on ${name}`, c.tone[tone].text, bg, 4.5]);
  }
  for (const state of ['hover', 'pressed', 'selected'] as const) {
    rows.push([`text.primary on bg.${state}`, c.text.primary, c.bg[state], 4.5]);
    rows.push([`text.secondary on bg.${state}`, c.text.secondary, c.bg[state], 4.5]);
  }
  for (const key of ['solid', 'solidHover', 'solidPressed'] as const) {
    rows.push([`text.onSolid on accent.${key}`, c.text.onSolid, c.accent[key], 4.5]);
  }
  rows.push(['accent.text on accent.subtle', c.accent.text, c.accent.subtle, 4.5]);
  for (const tone of tones) {
    rows.push([`text.onSolid on tone.${tone}.solid`, c.text.onSolid, c.tone[tone].solid, 4.5]);
    rows.push([`text.onSolid on tone.${tone}.solidHover`, c.text.onSolid, c.tone[tone].solidHover, 4.5]);
    rows.push([`tone.${tone}.text on tone.${tone}.subtle`, c.tone[tone].text, c.tone[tone].subtle, 4.5]);
  }
  return rows;
}

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme colours meet WCAG AA', (_theme, colors) => {
  it.each(pairings(colors))('%s', (_label, fg, bg, min) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
