/**
 * The site's response headers, declared once as data, and the `_headers` file
 * written from them: the format Netlify and Cloudflare Pages read at the root
 * of the published folder. scripts/build/prerender.ts writes dist/_headers
 * whole with `renderHeaders(siteHeaderRules(…))`, given what only the build
 * knows: her private pages, and whether the build is a preview.
 *
 * A page's Content-Security-Policy travels in its own HTML, a <meta> before
 * anything it allows (`pagePolicy`, with that page's hashes), not in a rule of
 * `_headers`: where two rules match, a host may send both values (the browser
 * then enforces both) or keep the later one, and every host serves the
 * page's <meta> alike, one without `_headers` too. The header on every
 * address keeps only `frame-ancestors 'none'`, which a <meta> cannot carry;
 * under /keystatic the editor's policy is a second rule, which forbids
 * framing too, so a host that sends both enforces nothing more than the
 * editor's own.
 * scripts/tools/static-server.ts applies that file with Netlify's own parser,
 * so the browser tests and the benchmark see the site exactly as served. For
 * other hosts, see docs/hosting.md.
 *
 * Why data rather than a text file the build edits: adding a hash is adding a
 * source to a directive's list, adding a rule is adding an entry, and the text
 * is written in one place, the same way every time.
 */

/** A Content-Security-Policy: each directive and its sources, in the order they are written. */
export type Policy = Readonly<Record<string, readonly string[]>>

/** One rule of `_headers`: the headers sent with every address its path matches. */
export interface HeaderRule {
  /** An address; a final `*` matches anything after it (`/assets/*`). */
  readonly path: string
  /** Each header's value; a Content-Security-Policy as its directives. */
  readonly headers: Readonly<Record<string, string | Policy>>
}

/** What the build knows only once the pages are written. */
export interface BuildFacts {
  /** Her own pages' addresses (pages.yaml's `kind: private`), without the final slash. */
  readonly privatePaths: readonly string[]
  /** A preview build (SITE_ENV=preview), never to be indexed. */
  readonly preview: boolean
}

/** What one page holds inline, as CSP sources (`'sha256-…'`): its <style>, and its Speculation Rules. */
export interface PageHashes {
  readonly styleHashes: readonly string[]
  readonly scriptHashes: readonly string[]
}

/**
 * The pages' policy: the site itself and, for the two forms, the EmailJS
 * API. Each pre-rendered page holds its CSS in one <style> and its
 * Speculation Rules (the next page fetched on intent) in one <script>: the
 * build allows exactly those by their SHA-256 hashes, added to style-src and
 * script-src (`pagePolicy`), never by 'unsafe-inline'. A browser test
 * checks every page for CSP violations.
 */
export const pagesPolicy: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://api.emailjs.com'],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
}

/** What the header says of every address: no page of the site in another's frame (a <meta> policy cannot say it). */
const framingPolicy: Policy = { 'frame-ancestors': ["'none'"] }

/**
 * The web editor's own, looser policy, sent under /keystatic, whose page carries none of its own: the pages'
 * policy (a directive added there reaches the editor too) with five directives replaced, since Keystatic's
 * interface writes its styles inline, shows GitHub's pictures, and talks to GitHub (sign-in, commits) or to
 * Keystatic Cloud rather than to EmailJS. Still no 'unsafe-eval' (src/admin/jitless.ts keeps zod from needing it).
 */
const editorPolicy: Policy = {
  ...pagesPolicy,
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'],
  'connect-src': ["'self'", 'https://api.github.com', 'https://raw.githubusercontent.com', 'https://api.keystatic.cloud', 'wss://live.keystatic.cloud'],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'", 'https://github.com'],
  ...framingPolicy,
}

/** What every answer carries besides its policy: HTTPS only, no sniffing, no framing, a short referrer, no device access. */
const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** The editor is never indexed, at /keystatic nor below it. */
const editorHeaders = { 'Content-Security-Policy': editorPolicy, 'X-Robots-Tag': 'noindex, nofollow' }

/**
 * The policy with the sources added, once each, to one directive. Fails if
 * the policy has no such directive: the hashed content would then fall back
 * to default-src and be blocked, or the policy be left looser than meant.
 */
export function withSources(policy: Policy, directive: string, sources: readonly string[]): Policy {
  const current = policy[directive]
  if (!current) throw new Error(`The pages' Content-Security-Policy has no ${directive} to add the hashes to.`)
  return { ...policy, [directive]: [...new Set([...current, ...sources])] }
}

/**
 * Refuses a pages' policy that allows any inline script or style: what the
 * pages hold inline is allowed by its hash instead, so an injected <script>
 * or style attribute stays blocked.
 */
export function checkPagesPolicy(policy: Policy): void {
  for (const directive of ['script-src', 'style-src']) {
    if (policy[directive]?.includes("'unsafe-inline'")) {
      throw new Error(`The pages' ${directive} allows 'unsafe-inline'; what the pages hold inline is allowed by hash instead.`)
    }
  }
}

/** The policy of one page, as its <meta> says it: the pages' policy with that page's hashes. */
export function pagePolicy(hashes: PageHashes): string {
  const policy = withSources(withSources(pagesPolicy, 'style-src', hashes.styleHashes), 'script-src', hashes.scriptHashes)
  checkPagesPolicy(policy)
  return policyText(policy)
}

/**
 * Every rule of the site, in the order written. Where two match one address, a host may keep
 * the later rule's value of a header (Netlify's parser, netlify-cli and our static server) or
 * send both (Cloudflare Pages). Two headers are set by two rules, and either way says the
 * same: the policy (the framing one everywhere, the editor's under /keystatic, which forbids
 * framing too) and, in a preview, `X-Robots-Tag` (`noindex` on every address, `noindex,
 * nofollow` on the editor's and her private pages).
 */
export function siteHeaderRules(facts: BuildFacts): HeaderRule[] {
  return [
    { path: '/*', headers: { 'Content-Security-Policy': framingPolicy, ...securityHeaders } },
    // File names under /assets/ change with their content: cache them for good.
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // A preview: `noindex` on every answer, which also covers what has no <head> (images, robots.txt itself).
    // Before the editor's and her private pages' rules, so a host keeping the later value keeps theirs.
    ...(facts.preview ? [{ path: '/*', headers: { 'X-Robots-Tag': 'noindex' } }] : []),
    // The web editor (built only when the host is set up for it: see « L’éditeur du site » in
    // content/LANCEMENT.md), never indexed; /keystatic itself is revalidated on each visit (no-cache).
    { path: '/keystatic', headers: { ...editorHeaders, 'Cache-Control': 'no-cache' } },
    { path: '/keystatic/*', headers: editorHeaders },
    // Her own pages, at both spellings of each address (a static host serves them alike): the
    // meta tag covers the HTML, the header covers a crawler that reads headers only. Not a
    // `Disallow` in robots.txt, which would print the address for anyone to read and stop
    // crawlers from seeing the `noindex`.
    ...facts.privatePaths.flatMap((path) => [path, `${path}/`].map((spelling) => ({ path: spelling, headers: { 'X-Robots-Tag': 'noindex, nofollow' } }))),
  ]
}

/** A policy as one header value: `directive source source; directive …`. */
function policyText(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => {
      for (const source of sources) {
        // A space, « ; » or « , » inside one source would change what the policy says.
        if (!/^[^\s;,]+$/.test(source)) throw new Error(`Content-Security-Policy ${directive}: « ${source} » is not one source.`)
      }
      return [directive, ...sources].join(' ')
    })
    .join('; ')
}

/**
 * The `_headers` text of the rules: each path, then its headers indented by
 * two spaces, a blank line between rules. Refuses a value on more than one
 * line, which the file cannot hold.
 */
export function renderHeaders(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => {
    const lines = [rule.path]
    for (const [name, value] of Object.entries(rule.headers)) {
      const text = typeof value === 'string' ? value : policyText(value)
      if (/[\r\n]/.test(text)) throw new Error(`_headers, ${rule.path}: the value of ${name} must be one line.`)
      lines.push(`  ${name}: ${text}`)
    }
    return lines.join('\n')
  })
  return ['# Written by the build from scripts/build/headers.ts: change the headers there.', ...blocks].join('\n\n') + '\n'
}
