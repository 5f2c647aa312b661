import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio } from '../tokens/contrast.ts';
import { darkColors, lightColors, tones } from '../tokens/palette.ts';
import { fontSize, radii, space } from '../tokens/scale.ts';
import { vars } from './contract.css.ts';
import * as styles from './Foundations.css.ts';

/** The design tokens as designers review them: colours with their measured contrast, type, space, radii, elevation. */
const meta = { title: 'Foundations/Tokens', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ratio = (fg: string, bg: string) => `${contrastRatio(fg, bg).toFixed(2)}:1`;

export const Colors: Story = {
  render: () => (
    <div>
      <h2 className={styles.sectionTitle}>Tones (text on subtle background; white on solid)</h2>
      <div className={styles.grid}>
        {tones.map((tone) => (
          <div key={tone} style={{ display: 'grid', gap: 8 }}>
            <div
              className={styles.swatch}
              style={{ background: vars.color.tone[tone].subtle, color: vars.color.tone[tone].text }}
            >
              <strong>{tone} subtle</strong>
              <span>
                light {ratio(lightColors.tone[tone].text, lightColors.tone[tone].subtle)} / dark{' '}
                {ratio(darkColors.tone[tone].text, darkColors.tone[tone].subtle)}
              </span>
            </div>
            <div
              className={styles.swatch}
              style={{ background: vars.color.tone[tone].solid, color: vars.color.text.onSolid }}
            >
              <strong>{tone} solid</strong>
              <span>
                light {ratio(lightColors.text.onSolid, lightColors.tone[tone].solid)} / dark{' '}
                {ratio(darkColors.text.onSolid, darkColors.tone[tone].solid)}
              </span>
            </div>
          </div>
        ))}
      </div>
      <h2 className={styles.sectionTitle}>Surfaces and text</h2>
      <div className={styles.grid}>
        {(['canvas', 'surface', 'raised', 'sunken'] as const).map((bg) => (
          <div key={bg} className={styles.swatch} style={{ background: vars.color.bg[bg] }}>
            <strong>{bg}</strong>
            <span>Primary text</span>
            <span style={{ color: vars.color.text.secondary }}>Secondary text</span>
            <span style={{ color: vars.color.text.link }}>Link text</span>
          </div>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('danger solid')).toBeVisible();
  },
};

export const Typography: Story = {
  render: () => (
    <div>
      {(Object.keys(fontSize) as Array<keyof typeof fontSize>).map((size) => (
        <div key={size} className={styles.row}>
          <span className={styles.label}>
            {size} · {fontSize[size]}
          </span>
          <span style={{ fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight[size] }}>
            Ask James about annual leave
          </span>
        </div>
      ))}
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <div>
      {(Object.keys(space) as Array<keyof typeof space>).map((step) => (
        <div key={step} className={styles.row}>
          <span className={styles.label}>
            space {step} · {space[step]}
          </span>
          <span className={styles.spaceBar} style={{ width: vars.space[step] }} />
        </div>
      ))}
    </div>
  ),
};

export const RadiiAndElevation: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div className={styles.row}>
        {(Object.keys(radii) as Array<keyof typeof radii>).map((radius) => (
          <div key={radius} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
            <div className={styles.box} style={{ borderRadius: vars.radius[radius] }} />
            <span className={styles.label} style={{ width: 'auto' }}>
              radius {radius}
            </span>
          </div>
        ))}
      </div>
      <div className={styles.row}>
        {(['sm', 'md', 'lg', 'overlay'] as const).map((shadow) => (
          <div key={shadow} style={{ display: 'grid', gap: 4, justifyItems: 'center', padding: 12 }}>
            <div
              className={styles.box}
              style={{ boxShadow: vars.shadow[shadow], borderRadius: vars.radius.lg }}
            />
            <span className={styles.label} style={{ width: 'auto' }}>
              shadow {shadow}
            </span>
          </div>
        ))}
      </div>
    </div>
  ),
};
