/**
 * The CSS of each pre-rendered page goes inside its HTML, in one <style>.
 *
 * Why: a linked stylesheet blocks the first paint until it arrives, and on a
 * phone's first visit each of a page's 5 to 13 small CSS files costs a round
 * trip on a new connection. Inline, the first response carries the text and
 * its styles (the HTML budget, 14 KiB of gzip, counts both).
 *
 * The Content-Security-Policy allows that exact <style> by its SHA-256
 * hash (no 'unsafe-inline'): the build writes the hashes into dist/_headers.
 * The islands' code loads without its CSS (scripts/build/vite-inline-css-deps.ts):
 * it is in this <style> already.
 */
import { createHash } from 'node:crypto'

/** The `'sha256-…'` source of the CSP that allows exactly this inline <style> or <script> content. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export interface InlinedStyles {
  /** The tags for the <head>: the <style>. */
  tags: string[]
  /** The CSP source that allows the <style>. */
  hash: string
}

/**
 * One <style> with the files' CSS in the order given (the order links would
 * have).
 */
export function inlineStyles(files: readonly { href: string; css: string }[]): InlinedStyles {
  const css = files.map((file) => file.css.trim()).join('\n')
  if (/<\/style/i.test(css)) throw new Error('A stylesheet contains « </style »: it cannot be inlined.')
  return {
    tags: [`<style>${css}</style>`],
    hash: inlineHash(css),
  }
}

/**
 * The `_headers` text with the hashes added to one directive (`style-src`
 * for the inlined styles, `script-src` for the boot script) of the pages'
 * Content-Security-Policy, the one of the `/*` rule (the web editor's rule,
 * /keystatic/*, keeps its own). Fails if there is no such directive, since
 * the pages' styles or script would then be blocked or the policy left loose.
 */
export function addHashes(headers: string, directive: 'style-src' | 'script-src', hashes: readonly string[]): string {
  let found = false
  let path = ''
  const sources = [...new Set(hashes)].join(' ')
  const pattern = new RegExp(`^(\\s+Content-Security-Policy:.*?\\b${directive}\\s+)([^;\\n]*)`)
  const updated = headers
    .split('\n')
    .map((line) => {
      if (/^\S/.test(line) && !line.startsWith('#')) path = line.trim()
      if (path !== '/*') return line
      return line.replace(pattern, (_, start: string, current: string) => {
        found = true
        if (/'unsafe-inline'/.test(current)) throw new Error(`_headers: ${directive} allows 'unsafe-inline'; what the pages hold inline is allowed by hash instead.`)
        return `${start}${current.trim()} ${sources}`
      })
    })
    .join('\n')
  if (!found) throw new Error(`_headers has no Content-Security-Policy with a ${directive} directive to add the hashes to.`)
  return updated
}
