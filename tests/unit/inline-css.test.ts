/**
 * The inlining of each page's CSS (scripts/build/inline-css.ts): one <style> in the
 * links' order, markers that keep Vite from loading the files again, and the
 * Content-Security-Policy hash that allows exactly that <style>.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { addHashes, inlineHash, inlineStyles } from '../../scripts/build/inline-css.ts'

const headers = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8')

describe('inlineStyles', () => {
  const styles = inlineStyles([
    { href: '/assets/theme-a1.css', css: ':root{--c:#333}\n' },
    { href: '/assets/page-b2.css', css: '.x{color:var(--c)}\n' },
  ])

  test('puts the files in one <style>, in order, and nothing else; refuses CSS ending it', () => {
    expect(styles.tags).toEqual([
      '<style>:root{--c:#333}\n.x{color:var(--c)}</style>',
    ])
    expect(() => inlineStyles([{ href: '/a.css', css: '.x::after{content:"</style><script>"}' }])).toThrow(/<\/style/)
  })

  test('gives the SHA-256 of the exact text of the <style>, as browsers compute it for CSP', () => {
    const text = ':root{--c:#333}\n.x{color:var(--c)}'
    expect(styles.hash).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
    expect(inlineHash('é')).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='")
  })
})

describe('addHashes', () => {
  test('adds the hashes, once each, to the pages\' style-src or script-src of the real _headers and changes nothing else', () => {
    const updated = addHashes(headers, 'style-src', ["'sha256-AAA='", "'sha256-BBB='", "'sha256-AAA='"])
    expect(updated).toContain("style-src 'self' 'sha256-AAA=' 'sha256-BBB=';")
    expect(updated.replace(" 'sha256-AAA=' 'sha256-BBB='", '')).toBe(headers)
    const scripts = addHashes(headers, 'script-src', ["'sha256-CCC='"])
    expect(scripts).toContain("script-src 'self' 'sha256-CCC=';")
    // The web editor's policy keeps its own script-src.
    expect(scripts.match(/'sha256-CCC='/g)).toHaveLength(1)
    expect(scripts.replace(" 'sha256-CCC='", '')).toBe(headers)
  })

  test('fails without the directive to add them to, or if it allows everything inline', () => {
    expect(() => addHashes('/*\n  X-Frame-Options: DENY\n', 'style-src', ["'sha256-A='"])).toThrow(/style-src/)
    expect(() => addHashes("/*\n  Content-Security-Policy: style-src 'self' 'unsafe-inline'\n", 'style-src', ["'sha256-A='"])).toThrow(/unsafe-inline/)
    expect(() => addHashes("/*\n  Content-Security-Policy: script-src 'self' 'unsafe-inline'\n", 'script-src', ["'sha256-A='"])).toThrow(/unsafe-inline/)
  })
})
