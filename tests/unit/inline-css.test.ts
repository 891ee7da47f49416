/**
 * The inlining of each page's CSS (scripts/inline-css.ts): one <style> in the
 * links' order, markers that keep Vite from loading the files again, and the
 * Content-Security-Policy hash that allows exactly that <style>.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { addStyleHashes, inlineStyles, styleHash } from '../../scripts/inline-css.ts'

const headers = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8')

describe('inlineStyles', () => {
  const styles = inlineStyles([
    { href: '/assets/theme-a1.css', css: ':root{--c:#333}\n' },
    { href: '/assets/page-b2.css', css: '.x{color:var(--c)}\n' },
  ])

  test('puts the files in one <style>, in order, after a marker per file that browsers do not fetch', () => {
    expect(styles.tags).toEqual([
      '<link rel="stylesheet" type="text/plain" href="/assets/theme-a1.css" />',
      '<link rel="stylesheet" type="text/plain" href="/assets/page-b2.css" />',
      '<style>:root{--c:#333}\n.x{color:var(--c)}</style>',
    ])
  })

  test('gives the SHA-256 of the exact text of the <style>, as browsers compute it for CSP', () => {
    const text = ':root{--c:#333}\n.x{color:var(--c)}'
    expect(styles.hash).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
    expect(styleHash('é')).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='")
  })

  test('refuses CSS that would close the <style> early', () => {
    expect(() => inlineStyles([{ href: '/a.css', css: '.x::after{content:"</style><script>"}' }])).toThrow(/<\/style/)
  })
})

describe('addStyleHashes', () => {
  test('adds the hashes, once each, to style-src of the real _headers and changes nothing else', () => {
    const updated = addStyleHashes(headers, ["'sha256-AAA='", "'sha256-BBB='", "'sha256-AAA='"])
    expect(updated).toContain("style-src 'self' 'sha256-AAA=' 'sha256-BBB=';")
    expect(updated.replace(" 'sha256-AAA=' 'sha256-BBB='", '')).toBe(headers)
  })

  test('fails without a style-src to add them to, or if it allows every inline style', () => {
    expect(() => addStyleHashes('/*\n  X-Frame-Options: DENY\n', ["'sha256-A='"])).toThrow(/style-src/)
    expect(() => addStyleHashes("/*\n  Content-Security-Policy: style-src 'self' 'unsafe-inline'\n", ["'sha256-A='"])).toThrow(/unsafe-inline/)
  })
})
