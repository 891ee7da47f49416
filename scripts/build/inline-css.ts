/**
 * The CSS of each pre-rendered page goes inside its HTML, in one <style>.
 *
 * Why: a linked stylesheet blocks the first paint until it arrives, and on a
 * phone's first visit each of a page's 5 to 13 small CSS files costs a round
 * trip on a new connection. Inline, the first response carries the text and
 * its styles (the HTML budget, 14 KiB of gzip, counts both).
 *
 * The Content-Security-Policy allows that exact <style> by its SHA-256
 * hash (no 'unsafe-inline'): the page's policy (`pagePolicy`, scripts/build/headers.ts) adds it to its style-src.
 * The islands' code loads without its CSS (scripts/build/vite-inline-css-deps.ts):
 * it is in this <style> already.
 */
import { createHash } from 'node:crypto'

/** The `'sha256-…'` source of the CSP that allows exactly this inline <style> or <script> content. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export interface InlinedStyles {
  /** The <style> for the <head>. */
  tag: string
  /** The CSP source that allows the <style>. */
  hash: string
}

/**
 * One <style> with the stylesheets' CSS in the order given (the order links would
 * have).
 */
export function inlineStyles(stylesheets: readonly string[]): InlinedStyles {
  const css = stylesheets.map((text) => text.trim()).join('\n')
  if (/<\/style/i.test(css)) throw new Error('A stylesheet contains « </style »: it cannot be inlined.')
  return {
    tag: `<style>${css}</style>`,
    hash: inlineHash(css),
  }
}
