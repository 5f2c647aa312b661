/**
 * Semantic colours of both themes as plain values. They live outside the `.css.ts` files so that
 * the contrast test can read them: every text/background pairing below is checked against WCAG AA.
 */

export type ToneColors = {
  /** Filled background (solid badges, danger buttons); `onSolid` text sits on it. */
  solid: string;
  solidHover: string;
  /** Quiet background for soft badges and notices. */
  subtle: string;
  /** Text and icons of this tone on `subtle` and on surfaces. */
  text: string;
  border: string;
};

export const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type Tone = (typeof tones)[number];

export type SemanticColors = {
  bg: {
    canvas: string;
    surface: string;
    raised: string;
    sunken: string;
    hover: string;
    pressed: string;
    selected: string;
    backdrop: string;
  };
  text: {
    primary: string;
    secondary: string;
    disabled: string;
    link: string;
    onSolid: string;
    inverse: string;
  };
  border: { subtle: string; strong: string; focus: string };
  accent: { solid: string; solidHover: string; solidPressed: string; subtle: string; text: string };
  tone: Record<Tone, ToneColors>;
};

export const lightColors: SemanticColors = {
  bg: {
    canvas: '#f5f6f8',
    surface: '#ffffff',
    raised: '#ffffff',
    sunken: '#eceef2',
    hover: '#e8ebf0',
    pressed: '#dce0e7',
    selected: '#e3ecfb',
    backdrop: 'rgba(15, 18, 22, 0.45)',
  },
  text: {
    primary: '#15181d',
    secondary: '#4a5261',
    disabled: '#8a919d',
    link: '#1a55b8',
    onSolid: '#ffffff',
    inverse: '#ffffff',
  },
  border: { subtle: '#d5dae2', strong: '#767f8e', focus: '#1a5fd6' },
  accent: {
    solid: '#1d5fcf',
    solidHover: '#184fae',
    solidPressed: '#13408f',
    subtle: '#e3ecfb',
    text: '#1a4fa8',
  },
  tone: {
    neutral: {
      solid: '#4a5261',
      solidHover: '#3a414d',
      subtle: '#eceef2',
      text: '#3a414d',
      border: '#b9bfca',
    },
    info: { solid: '#1d5fcf', solidHover: '#184fae', subtle: '#e3ecfb', text: '#1a4fa8', border: '#9bb8ee' },
    success: {
      solid: '#1a7a3d',
      solidHover: '#156531',
      subtle: '#e2f3e8',
      text: '#166332',
      border: '#95d1aa',
    },
    warning: {
      solid: '#b0500a',
      solidHover: '#924208',
      subtle: '#fdeedd',
      text: '#8c3f07',
      border: '#f0bb85',
    },
    danger: {
      solid: '#c22a2a',
      solidHover: '#a22121',
      subtle: '#fbe7e7',
      text: '#a11f1f',
      border: '#eeaaaa',
    },
  },
};

export const darkColors: SemanticColors = {
  bg: {
    canvas: '#0e1115',
    surface: '#161a20',
    raised: '#1d222a',
    sunken: '#0a0c0f',
    hover: '#252b34',
    pressed: '#2f3641',
    selected: '#1b2a45',
    backdrop: 'rgba(0, 0, 0, 0.6)',
  },
  text: {
    primary: '#e9ecf1',
    secondary: '#a7b0bd',
    disabled: '#687180',
    link: '#8ab4ff',
    onSolid: '#ffffff',
    inverse: '#0e1115',
  },
  border: { subtle: '#2c323c', strong: '#737d8c', focus: '#7aa7ff' },
  accent: {
    solid: '#2a64cc',
    solidHover: '#3571dc',
    solidPressed: '#1f54b0',
    subtle: '#1b2a45',
    text: '#9cc0ff',
  },
  tone: {
    neutral: {
      solid: '#545d6c',
      solidHover: '#606a7a',
      subtle: '#252b34',
      text: '#c3cad5',
      border: '#444c58',
    },
    info: { solid: '#2a64cc', solidHover: '#3571dc', subtle: '#172843', text: '#9cc0ff', border: '#2f4f85' },
    success: {
      solid: '#1c7a40',
      solidHover: '#186b38',
      subtle: '#12301f',
      text: '#7fd6a0',
      border: '#245c39',
    },
    warning: {
      solid: '#a84e0c',
      solidHover: '#b85a14',
      subtle: '#36220f',
      text: '#f5b36f',
      border: '#6b431c',
    },
    danger: {
      solid: '#c23232',
      solidHover: '#d03d3d',
      subtle: '#3a1819',
      text: '#ff9e9e',
      border: '#6e2e2f',
    },
  },
};
