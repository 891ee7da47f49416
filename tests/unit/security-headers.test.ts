/**
 * The `_headers` file of the site (public/_headers) as scripts/tools/static-server.ts
 * reads it, with Netlify's own parser (@netlify/headers-parser): the browser
 * tests rely on it to serve the build with its real security headers.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { headersFor, parseRedirectsFile, readHeaderRules, rewriteFor } from '../../scripts/tools/static-server.ts'

// Read with Netlify's own parser, which also refuses a file with an error.
const rules = await readHeaderRules(fileURLToPath(new URL('../../public/_headers', import.meta.url)))

/** The rules of a `_headers` text, written to a file for Netlify's parser, which reads files. */
function rulesOf(text: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'headers-')), '_headers')
  writeFileSync(file, text)
  return readHeaderRules(file)
}

describe('the _headers format, as Netlify reads it', () => {
  it('applies every matching rule, a later rule’s value of a header winning; ignores « ! » lines', async () => {
    const rules = await rulesOf('# comment\n/*\n  X-Test: one\n  Vary: a\n/assets/*\n  x-test: two\n  ! Vary\n/blog/:slug\n  X-Post: yes\n')
    expect(headersFor(rules, '/assets/app.js')).toEqual({ 'x-test': 'two', Vary: 'a' })
    expect(headersFor(rules, '/')).toEqual({ 'X-Test': 'one', Vary: 'a' })
    expect(headersFor(rules, '/blog/premier')['X-Post']).toBe('yes')
    expect(headersFor(rules, '/blog/premier/suite')['X-Post']).toBeUndefined()
  })

  it('refuses a header line with no path above it or with no value', async () => {
    await expect(rulesOf('  X-Test: one\n')).rejects.toThrow(/Path should come before header/)
    await expect(rulesOf('/*\n  X-Test:\n')).rejects.toThrow(/line 2/)
  })
})

describe('the site’s headers', () => {
  const page = headersFor(rules, '/rendez-vous')
  const csp = new Map(
    (page['Content-Security-Policy'] ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

  it('allow scripts, styles and connections from the site itself, plus the EmailJS API for the forms', () => {
    expect(Object.fromEntries(csp)).toMatchObject({
      'default-src': ["'self'"], 'script-src': ["'self'"], 'style-src': ["'self'"],
      'connect-src': ["'self'", 'https://api.emailjs.com'], 'object-src': ["'none'"], 'frame-ancestors': ["'none'"],
    })
    expect(page['Content-Security-Policy']).not.toContain('unsafe-')
  })

  it('send HSTS, nosniff, a referrer and a permissions policy with a page; cache hashed assets only, for good', () => {
    expect(page['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/)
    expect(page['X-Content-Type-Options']).toBe('nosniff')
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(page['Permissions-Policy']).toContain('camera=()')
    expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toContain('immutable')
    expect(page['Cache-Control']).toBeUndefined()
  })
})

describe('the web editor, /keystatic', () => {
  const policy = (path: string) => headersFor(rules, path)['Content-Security-Policy'] ?? ''

  it('has its own policy (inline styles, GitHub, Keystatic Cloud); the pages’ one stays as strict as it was', () => {
    for (const path of ['/keystatic', '/keystatic/', '/keystatic/singleton/offers', '/keystatic/assets/index-abc.js']) {
      expect(policy(path), path).toContain("style-src 'self' 'unsafe-inline'")
      expect(policy(path), path).toContain('https://api.github.com')
      expect(policy(path), path).not.toContain(', ')
      expect(headersFor(rules, path)['X-Robots-Tag'], path).toBe('noindex, nofollow')
    }
    for (const path of ['/', '/a-propos']) {
      expect(policy(path), path).not.toContain('unsafe-inline')
      expect(policy(path), path).not.toContain('api.github.com')
    }
    // Netlify's « /keystatic/* » also matches « /keystatic-… »: no page may take such an address (the schema refuses it).
    expect(policy('/keystatic-ou-pas')).toBe(policy('/keystatic'))
  })
})

describe('the _redirects format, as our static server follows it', () => {
  it('reads rewrites, and refuses a redirect it would not serve, naming the line', () => {
    expect(parseRedirectsFile('# comment\n/keystatic/*  /keystatic/index.html  200\n')).toEqual([{ from: '/keystatic/*', to: '/keystatic/index.html' }])
    expect(() => parseRedirectsFile('/ancienne /nouvelle 301\n')).toThrow(/line 1/)
    expect(() => parseRedirectsFile('\n/blog/:slug /articles/:slug 200\n')).toThrow(/line 2/)
  })

  it('sends every address under /keystatic to the editor’s one page', () => {
    const rewrites = parseRedirectsFile(readFileSync(new URL('../../public/_redirects', import.meta.url), 'utf8'))
    for (const path of ['/keystatic', '/keystatic/', '/keystatic/branch/main/singleton/offers']) expect(rewriteFor(rewrites, path), path).toBe('/keystatic/index.html')
    for (const path of ['/a-propos', '/keystatic-ou-pas']) expect(rewriteFor(rewrites, path), path).toBeUndefined()
  })
})
