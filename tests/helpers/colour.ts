/**
 * Colours as WCAG 2.2 weighs them: the palette's pairs (tests/unit/contrast.test.ts) and a
 * tapped button's text on what is behind it (tests/e2e/touch.spec.ts), by the same formula.
 */

/** The red, green and blue of « #rrggbb », or of a computed colour « rgb(r, g, b) » (« rgba(…) » gives its alpha fourth). */
function channels(colour: string): number[] {
  if (!colour.startsWith('#')) return (colour.match(/[\d.]+/g) ?? []).map(Number)
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour)
  if (!match) throw new Error(`Not a #rrggbb colour: ${colour}`)
  return match.slice(1).map((part) => Number.parseInt(part, 16))
}

/** A palette colour as the browser reports it: « rgb(r, g, b) ». */
export const computedColour = (hex: string) => `rgb(${channels(hex).join(', ')})`

/** Relative luminance (WCAG 2.2 definition). */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
    const channel = value / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
