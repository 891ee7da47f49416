/**
 * WCAG 2.2 contrast of the text/background pairs the style files draw
 * (the .css.ts files of src/components/ and src/styles/): a style that sets a
 * new pair adds it here. Body text needs 4.5:1 (1.4.3), the focus ring and the stars —
 * graphics, not text — need 3:1 against what surrounds them (1.4.11). A
 * failing pair names both tokens and the ratio found.
 */
import { expect, it } from 'vitest'
import { palette } from '../../src/styles/theme.css.ts'
import { contrastRatio } from '../helpers/colour.ts'

type Token = keyof typeof palette

const backgrounds = ['page', 'surface', 'surfaceWarm', 'surfaceCalm'] as const satisfies readonly Token[]
/** A notice's own surfaces (Notice.css.ts): its text, and the links of its way out. */
const noticeSurfaces = ['dangerSurface', 'successSurface'] as const satisfies readonly Token[]

/** [foreground, background, minimum ratio, why] */
const pairs: [Token, Token, number, string][] = [
  ...(['text', 'textMuted', 'heading', 'accent', 'accentStrong'] as const).flatMap((text) =>
    backgrounds.map((background): [Token, Token, number, string] => [text, background, 4.5, 'text and links']),
  ),
  ...(['text', 'accentStrong'] as const).flatMap((text) =>
    noticeSurfaces.map((background): [Token, Token, number, string] => [text, background, 4.5, 'notice text and links']),
  ),
  ['onAccent', 'accent', 4.5, 'button text'],
  ['onAccent', 'accentStrong', 4.5, 'button text, hovered'],
  ...backgrounds.map((background): [Token, Token, number, string] => ['calm', background, 4.5, 'calm notes, card kickers']),
  ['star', 'surface', 3, 'rating stars on a card'],
  ['star', 'page', 3, 'rating stars on the page'],
  ['danger', 'dangerSurface', 4.5, 'error notice'],
  ['danger', 'page', 4.5, 'field error'],
  ['danger', 'surface', 4.5, 'field error in a form card'],
  ['success', 'successSurface', 4.5, 'success notice'],
  // The ring is drawn 2 px outside the element (global.css.ts), so it always
  // sits on one of the backgrounds, never on a button's own colour.
  ...[...backgrounds, ...noticeSurfaces].map((background): [Token, Token, number, string] => ['focus', background, 3, 'focus ring']),
]

it.each(pairs)('%s on %s reaches %d:1 (%s)', (foreground, background, minimum) => {
  const ratio = contrastRatio(palette[foreground], palette[background])
  expect(ratio, `${foreground} ${palette[foreground]} on ${background} ${palette[background]}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(minimum)
})

it('computes the reference ratios of WCAG (black on white is 21:1, a colour on itself 1:1)', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  expect(contrastRatio('#9a4634', '#9a4634')).toBe(1)
})
