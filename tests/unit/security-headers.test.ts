/**
 * The `_headers` file of the site (public/_headers) as scripts/tools/static-server.ts
 * reads it, the way Netlify and Cloudflare Pages do: the browser tests rely on
 * it to serve the build with its real security headers.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseAllHeaders } from '@netlify/headers-parser'
import { describe, expect, it } from 'vitest'
import { headersFor, matchesPattern, parseHeadersFile, parseRedirectsFile } from '../../scripts/tools/static-server.ts'

const headersUrl = new URL('../../public/_headers', import.meta.url)
const file = readFileSync(headersUrl, 'utf8')

describe('the _headers format', () => {
  it('matches splats and placeholders like the hosts', () => {
    expect(matchesPattern('/*', '/')).toBe(true)
    expect(matchesPattern('/*', '/a-propos')).toBe(true)
    expect(matchesPattern('/assets/*', '/assets/index-abc.js')).toBe(true)
    expect(matchesPattern('/assets/*', '/a-propos')).toBe(false)
    expect(matchesPattern('/blog/:slug', '/blog/premier')).toBe(true)
    expect(matchesPattern('/blog/:slug', '/blog/premier/suite')).toBe(false)
    expect(matchesPattern('/a.b', '/aXb')).toBe(false)
  })

  it('joins the values of a header given by several matching rules, and detaches with « ! »', () => {
    const rules = parseHeadersFile('# comment\n/*\n  X-Test: one\n  Vary: a\n/assets/*\n  x-test: two\n  ! Vary\n')
    expect(headersFor(rules, '/assets/app.js')).toEqual({ 'X-Test': 'one, two' })
    expect(headersFor(rules, '/')).toEqual({ 'X-Test': 'one', Vary: 'a' })
  })

  it('refuses a header line with no path above it or no colon, naming the line', () => {
    expect(() => parseHeadersFile('  X-Test: one\n')).toThrow(/line 1/)
    expect(() => parseHeadersFile('/*\n  X-Test one\n')).toThrow(/line 2/)
  })
})

describe('the site’s headers', () => {
  const rules = parseHeadersFile(file)
  const page = headersFor(rules, '/rendez-vous')
  const csp = new Map(
    (page['Content-Security-Policy'] ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

  it('allow scripts, styles and connections from the site itself, plus the EmailJS API for the forms', () => {
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('style-src')).toEqual(["'self'"])
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com'])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(page['Content-Security-Policy']).not.toContain('unsafe-')
  })

  it('send HSTS, nosniff, a referrer policy and a permissions policy with every page', () => {
    expect(page['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/)
    expect(page['X-Content-Type-Options']).toBe('nosniff')
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(page['Permissions-Policy']).toContain('camera=()')
  })

  it('cache the content-hashed assets for good, and nothing else', () => {
    expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toContain('immutable')
    expect(page['Cache-Control']).toBeUndefined()
  })
})

describe('the web editor, /keystatic', () => {
  const rules = parseHeadersFile(file)
  const policy = (path: string) => headersFor(rules, path)['Content-Security-Policy'] ?? ''

  it('has its own policy in place of the pages’ one: inline styles, GitHub and Keystatic Cloud', () => {
    for (const path of ['/keystatic', '/keystatic/', '/keystatic/singleton/offers', '/keystatic/assets/index-abc.js']) {
      expect(policy(path), path).toContain("style-src 'self' 'unsafe-inline'")
      expect(policy(path), path).toContain('https://api.github.com')
      expect(policy(path), path).not.toContain(', ')
      expect(headersFor(rules, path)['X-Robots-Tag'], path).toBe('noindex, nofollow')
    }
  })

  it('leaves the pages’ policy as strict as it was', () => {
    for (const path of ['/', '/a-propos', '/keystatic-ou-pas']) {
      expect(policy(path), path).not.toContain('unsafe-inline')
      expect(policy(path), path).not.toContain('api.github.com')
    }
  })
})

describe('as Netlify reads it, with its own parser (@netlify/headers-parser)', () => {
  const rules = parseHeadersFile(file)

  it('reads the file with no error, and gives /keystatic the editor’s policy and every page the pages’ one, as our static server does', async () => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: [fileURLToPath(headersUrl)], configHeaders: undefined, minimal: false })
    expect(errors).toEqual([])
    // netlify-cli applies every rule whose path matches, in file order, a later rule's value of a header winning.
    const netlify = (path: string) =>
      Object.assign({}, ...headers.filter((rule) => 'forRegExp' in rule && rule.forRegExp.test(path)).map((rule) => rule.values)) as Record<string, string>
    const pagesPolicy = headersFor(rules, '/')['Content-Security-Policy']
    const editorPolicy = headersFor(rules, '/keystatic')['Content-Security-Policy']
    expect(editorPolicy).not.toBe(pagesPolicy)
    // Netlify's « /keystatic/* » also matches « /keystatic-… »: no page may take such an address (the schema refuses it).
    for (const path of ['/', '/rendez-vous', '/a-propos']) expect(netlify(path)['Content-Security-Policy'], path).toBe(pagesPolicy)
    for (const path of ['/keystatic', '/keystatic/branch/main/singleton/offers']) expect(netlify(path)['Content-Security-Policy'], path).toBe(editorPolicy)
  })
})

describe('the _redirects format, as our static server follows it', () => {
  it('reads rewrites, and refuses a redirect it would not serve, naming the line', () => {
    expect(parseRedirectsFile('# comment\n/keystatic/*  /keystatic/index.html  200\n')).toEqual([{ from: '/keystatic/*', to: '/keystatic/index.html' }])
    expect(() => parseRedirectsFile('/ancienne /nouvelle 301\n')).toThrow(/line 1/)
  })

  it('sends every address under /keystatic to the editor’s one page', () => {
    const rewrites = parseRedirectsFile(readFileSync(new URL('../../public/_redirects', import.meta.url), 'utf8'))
    for (const path of ['/keystatic', '/keystatic/branch/main/singleton/offers']) {
      expect(rewrites.find((rewrite) => matchesPattern(rewrite.from, path))?.to, path).toBe('/keystatic/index.html')
    }
    expect(rewrites.find((rewrite) => matchesPattern(rewrite.from, '/a-propos'))).toBeUndefined()
  })
})
