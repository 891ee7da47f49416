/**
 * The `_headers` and `_redirects` formats as scripts/tools/static-server.ts
 * reads them, `_headers` with Netlify's own parser (@netlify/headers-parser):
 * the browser tests rely on it to serve the build with its real security
 * headers. The site's own headers: tests/unit/headers.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { headersFor, parseRedirectsFile, rewriteFor } from '../../scripts/tools/static-server.ts'
import { headerRulesOf } from '../helpers/header-rules.ts'
import { readRepoFile } from '../helpers/minimal-content.ts'

describe('the _headers format, as Netlify reads it', () => {
  it('applies every matching rule, a later rule’s value of a header winning; ignores « ! » lines', async () => {
    const rules = await headerRulesOf('# comment\n/*\n  X-Test: one\n  Vary: a\n/assets/*\n  x-test: two\n  ! Vary\n/blog/:slug\n  X-Post: yes\n')
    expect(headersFor(rules, '/assets/app.js')).toEqual({ 'x-test': 'two', Vary: 'a' })
    expect(headersFor(rules, '/')).toEqual({ 'X-Test': 'one', Vary: 'a' })
    expect(headersFor(rules, '/blog/premier')['X-Post']).toBe('yes')
    expect(headersFor(rules, '/blog/premier/suite')['X-Post']).toBeUndefined()
  })

  it('refuses a header line with no path above it or with no value', async () => {
    await expect(headerRulesOf('  X-Test: one\n')).rejects.toThrow(/Path should come before header/)
    await expect(headerRulesOf('/*\n  X-Test:\n')).rejects.toThrow(/line 2/)
  })
})

describe('the _redirects format, as our static server follows it', () => {
  it('reads rewrites, and refuses a redirect it would not serve, naming the line', () => {
    expect(parseRedirectsFile('# comment\n/keystatic/*  /keystatic/index.html  200\n')).toEqual([{ from: '/keystatic/*', to: '/keystatic/index.html' }])
    expect(() => parseRedirectsFile('/ancienne /nouvelle 301\n')).toThrow(/line 1/)
    expect(() => parseRedirectsFile('\n/blog/:slug /articles/:slug 200\n')).toThrow(/line 2/)
  })

  it('sends every address under /keystatic to the editor’s one page', () => {
    const rewrites = parseRedirectsFile(readRepoFile('public/_redirects'))
    for (const path of ['/keystatic', '/keystatic/', '/keystatic/branch/main/singleton/offers']) expect(rewriteFor(rewrites, path), path).toBe('/keystatic/index.html')
    for (const path of ['/a-propos', '/keystatic-ou-pas']) expect(rewriteFor(rewrites, path), path).toBeUndefined()
  })
})
