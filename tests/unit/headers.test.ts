/**
 * The site's response headers (scripts/build/headers.ts), written to `_headers`
 * and read back with Netlify's own parser, as scripts/tools/static-server.ts
 * reads dist/_headers: what a host would send with each address; and the
 * policy each page carries in its <meta>.
 */
import { describe, expect, it } from 'vitest'
import { checkPagesPolicy, pagePolicy, pagesPolicy, renderHeaders, siteHeaderRules, withSources, type BuildFacts } from '../../scripts/build/headers.ts'
import { headersFor, unknownPath } from '../../scripts/tools/static-server.ts'
import { headerRulesOf } from '../helpers/header-rules.ts'

/** What a build gives: one private page. */
const facts: BuildFacts = { privatePaths: ['/outil-test'], preview: false }

/** The rules of the rendered `_headers`, as Netlify's parser reads them. */
const rulesOf = (overrides: Partial<BuildFacts> = {}) => headerRulesOf(renderHeaders(siteHeaderRules({ ...facts, ...overrides })))

/** A Content-Security-Policy header as its directives, each with its sources. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const rules = await rulesOf()
const page = headersFor(rules, '/rendez-vous')
/** A page's own policy, as its <meta> carries it: its style, the Speculation Rules (the same style twice counts once). */
const csp = directives(pagePolicy({ styleHashes: ["'sha256-AAA='", "'sha256-AAA='"], scriptHashes: ["'sha256-CCC='"] }))

describe('the pages’ policy, in each page', () => {
  it('allows scripts, styles and connections from the site itself, plus the EmailJS API for the forms', () => {
    expect(csp).toMatchObject({ 'default-src': ["'self'"], 'connect-src': ["'self'", 'https://api.emailjs.com'], 'object-src': ["'none'"] })
    expect(Object.values(csp).flat().join(' ')).not.toContain('unsafe-')
  })

  it('allows the page’s inline style and Speculation Rules by their hashes, each once, and nothing else inline', () => {
    expect(csp['style-src']).toEqual(["'self'", "'sha256-AAA='"])
    expect(csp['script-src']).toEqual(["'self'", "'sha256-CCC='"])
  })
})

describe('the pages’ headers', () => {
  it('forbid framing every address, the one thing a <meta> policy cannot say: the only policy two rules give one address', () => {
    for (const path of ['/', '/a-propos', unknownPath, '/images/portrait.avif']) {
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toBe("frame-ancestors 'none'")
    }
  })

  it('send HSTS, nosniff, a referrer and a permissions policy with a page; cache hashed assets only, for good', () => {
    expect(page['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/)
    expect(page['X-Content-Type-Options']).toBe('nosniff')
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(page['Permissions-Policy']).toContain('camera=()')
    expect(page['X-Frame-Options']).toBe('DENY')
    expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toContain('immutable')
    expect(page['Cache-Control']).toBeUndefined()
  })

  it('leave the pages indexed, but not her own page (kind: private), at both spellings of its address', () => {
    for (const path of ['/', '/a-propos', unknownPath, '/outil-test-2']) expect(headersFor(rules, path)['X-Robots-Tag'], path).toBeUndefined()
    for (const path of ['/outil-test', '/outil-test/']) {
      expect(headersFor(rules, path)['X-Robots-Tag'], path).toBe('noindex, nofollow')
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toBe(page['Content-Security-Policy'])
    }
  })
})

describe('the web editor, /keystatic', () => {
  const policy = (path: string) => headersFor(rules, path)['Content-Security-Policy'] ?? ''

  it('has its own policy (inline styles, GitHub, Keystatic Cloud), which forbids framing too: a host that sends both it and the pages’ framing rule says the same', () => {
    for (const path of ['/keystatic', '/keystatic/', '/keystatic/singleton/offers', '/keystatic/assets/index-abc.js']) {
      expect(directives(policy(path))['style-src'], path).toEqual(["'self'", "'unsafe-inline'"])
      expect(directives(policy(path))['script-src'], path).toEqual(["'self'"])
      expect(directives(policy(path))['frame-ancestors'], path).toEqual(["'none'"])
      expect(policy(path), path).toContain('https://api.github.com')
      expect(policy(path), path).not.toContain('unsafe-eval')
      expect(headersFor(rules, path)['X-Robots-Tag'], path).toBe('noindex, nofollow')
    }
    // Netlify's « /keystatic/* » also matches « /keystatic-… »: no page may take such an address (the schema refuses it).
    expect(policy('/keystatic-ou-pas')).toBe(policy('/keystatic'))
  })
})

describe('a preview build', () => {
  it('adds X-Robots-Tag: noindex to every answer, keeping every other header', async () => {
    const preview = await rulesOf({ preview: true })
    for (const path of ['/', '/a-propos', '/images/portrait.avif', '/robots.txt']) {
      expect(headersFor(preview, path), path).toEqual({ ...headersFor(rules, path), 'X-Robots-Tag': 'noindex' })
    }
    // The editor keeps its stricter value on a host that keeps a header's later rule, as on one that sends both.
    expect(headersFor(preview, '/keystatic/')['X-Robots-Tag']).toBe('noindex, nofollow')
  })
})

describe('the declaration’s own checks', () => {
  it('adds the hashes to a directive the policy has, and refuses one it lacks', () => {
    expect(withSources({ 'style-src': ["'self'"] }, 'style-src', ["'sha256-A='", "'sha256-A='"])).toEqual({ 'style-src': ["'self'", "'sha256-A='"] })
    expect(() => withSources({ 'default-src': ["'self'"] }, 'style-src', ["'sha256-A='"])).toThrow(/no style-src/)
  })

  it('refuses a pages’ policy that allows inline scripts or styles', () => {
    expect(() => checkPagesPolicy(pagesPolicy)).not.toThrow()
    expect(() => checkPagesPolicy({ ...pagesPolicy, 'style-src': ["'self'", "'unsafe-inline'"] })).toThrow(/style-src allows 'unsafe-inline'/)
    expect(() => checkPagesPolicy({ ...pagesPolicy, 'script-src': ["'self'", "'unsafe-inline'"] })).toThrow(/script-src allows 'unsafe-inline'/)
    expect(() => pagePolicy({ styleHashes: [], scriptHashes: ["'unsafe-inline'"] })).toThrow(/unsafe-inline/)
  })

  it('refuses a source that would change what the policy says, and a value on two lines', () => {
    expect(() => pagePolicy({ styleHashes: ["'sha256-A='; script-src *"], scriptHashes: [] })).toThrow(/is not one source/)
    expect(() => renderHeaders([{ path: '/*', headers: { 'X-Test': 'one\n/evil\n  X-Test: two' } }])).toThrow(/one line/)
  })
})
