/*
 * Plain TypeScript, not a .css.ts file: the build reads it too (her mark as
 * the favicon, src/lib/monogram.ts), where vanilla-extract does not run.
 */
/**
 * A soft, warm palette: cream paper, terracotta accents, sage for calm.
 * The text/background pairs the components draw are checked for WCAG AA
 * contrast by tests/unit/contrast.test.ts.
 */
export const palette = {
  page: '#fbf7f2',
  surface: '#ffffff',
  surfaceWarm: '#f6e9e1',
  surfaceCalm: '#e8efe9',
  text: '#2f2a27',
  textMuted: '#5c5450',
  heading: '#3b2a25',
  accent: '#9a4634',
  accentStrong: '#7c3324',
  onAccent: '#ffffff',
  calm: '#3f6150',
  border: '#e3d6cc',
  focus: '#1f5fae',
  star: '#a0620a',
  success: '#2c5e3f',
  successSurface: '#e5f1e8',
  danger: '#a1232b',
  dangerSurface: '#fbe9ea',
} as const
