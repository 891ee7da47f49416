import { palette } from '../styles/palette.ts'
import { initialsOf } from './initials.ts'

/**
 * Her mark, drawn once for every size it is shown at: the header's 32 px and
 * the browser tab's 16 px favicon. Made for small sizes: a full disc of the
 * accent colour and her initials in heavy white letters, nothing thinner
 * than a letter's stroke (a fine ring or a dotted one turns to noise at
 * 16 px). The header's <Monogram> and the favicon the build writes
 * (scripts/build/vite-favicon.ts) both draw this geometry.
 */
export const monogram = {
  viewBox: '0 0 32 32',
  disc: { cx: 16, cy: 16, r: 16 },
  text: {
    x: 16,
    y: 16,
    // Centres capitals on the disc: dominant-baseline is unevenly supported in SVG images.
    dy: '0.36em',
    fontSize: 15,
    fontWeight: 700,
    letterSpacing: '-0.02em',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
} as const

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Her mark as a standalone SVG file, in the site's colours: the favicon. */
export function monogramSvg(name: string): string {
  const { viewBox, disc, text } = monogram
  const initials = escapeXml(initialsOf(name))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">`,
    `<circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}" fill="${palette.accent}"/>`,
    `<text x="${text.x}" y="${text.y}" dy="${text.dy}" text-anchor="middle" fill="${palette.onAccent}" font-family='${text.fontFamily}' font-size="${text.fontSize}" font-weight="${text.fontWeight}" letter-spacing="${text.letterSpacing}">${initials}</text>`,
    '</svg>',
    '',
  ].join('\n')
}
