/**
 * Serves dist/ as a static host does: /a-propos and /a-propos/ answer
 * dist/a-propos/index.html, assets are cached for a year, text is gzipped,
 * any unknown path answers dist/404.html with status 404, the headers
 * of dist/_headers (copied from public/_headers) are applied as Netlify and
 * Cloudflare Pages apply them, and the rewrites (status 200) of
 * dist/_redirects are followed as they follow them.
 * Used by `npm run preview`, the browser tests and the benchmark.
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { createGzip } from 'node:zlib'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}

const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

/** Handles a request before the files do; returns true when it answered. */
export type Middleware = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>

export interface StaticServerOptions {
  /** The folder to serve, usually dist/. */
  root: string
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** Extra headers for every answer, applied after those of the `_headers` file. */
  headers?: (path: string) => Record<string, string>
  /**
   * A `_headers` file (Netlify / Cloudflare Pages format) whose headers are
   * applied to matching paths. Defaults to `<root>/_headers`, which the build
   * copies from public/_headers, so the site is served with its real security
   * headers; `false` serves without them. A missing file applies nothing.
   */
  headersFile?: string | false
  middleware?: readonly Middleware[]
}

/** One block of a `_headers` file: a path pattern and the headers for it. */
export interface HeaderRule {
  /** « /* », « /assets/* », « /a-propos », « /blog/:slug »… */
  pattern: string
  headers: ReadonlyArray<readonly [name: string, value: string]>
  /** Headers that this rule removes (Cloudflare's « ! Name » lines). */
  detach: readonly string[]
}

/**
 * Parses the `_headers` format: a line starting at column 0 is a path
 * pattern, the indented lines under it are `Name: value` headers, `#` starts
 * a comment. Throws on a header line that has no pattern above it or no
 * colon, with its line number, so a typo fails the tests instead of silently
 * dropping a security header.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: [string, string][]; detach: string[] }[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '')
    if (line.trim() === '' || line.trim().startsWith('#')) return
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [], detach: [] })
      return
    }
    const rule = rules.at(-1)
    if (!rule) throw new Error(`_headers, line ${index + 1}: a header comes before any path.`)
    const content = line.trim()
    if (content.startsWith('!')) {
      rule.detach.push(content.slice(1).trim().toLowerCase())
      return
    }
    const colon = content.indexOf(':')
    if (colon <= 0) throw new Error(`_headers, line ${index + 1}: expected « Name: value », got « ${content} ».`)
    rule.headers.push([content.slice(0, colon).trim(), content.slice(colon + 1).trim()])
  })
  return rules
}

/** Whether a `_headers` pattern (« * » matches anything, « :name » one segment) matches a path. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('*')
    .map((part) =>
      part
        .split(/(:[A-Za-z]\w*)/)
        .map((piece) => (piece.startsWith(':') ? '[^/]+' : piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join(''),
    )
    .join('.*')
  return new RegExp(`^${source}$`).test(pathname)
}

/**
 * The headers every matching rule gives a path, in file order. As on both
 * hosts, a header named by several matching rules gets their values joined
 * with « , » and a later rule's « ! Name » removes it.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const found = new Map<string, { name: string; values: string[] }>()
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, pathname)) continue
    for (const name of rule.detach) found.delete(name)
    for (const [name, value] of rule.headers) {
      const entry = found.get(name.toLowerCase())
      if (entry) entry.values.push(value)
      else found.set(name.toLowerCase(), { name, values: [value] })
    }
  }
  return Object.fromEntries([...found.values()].map(({ name, values }) => [name, values.join(', ')]))
}

/** Later sets win; names compare without case, as HTTP's do. */
function mergeHeaders(...sets: Record<string, string>[]): Record<string, string> {
  const merged = new Map<string, [string, string]>()
  for (const set of sets) {
    for (const [name, value] of Object.entries(set)) merged.set(name.toLowerCase(), [name, value])
  }
  return Object.fromEntries(merged.values())
}

async function loadHeaderRules(file: string): Promise<HeaderRule[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return []
  }
  return parseHeadersFile(text)
}

/** One rewrite of a `_redirects` file: a path answered with another file, the address unchanged. */
export interface Rewrite {
  /** « /keystatic/* » */
  from: string
  to: string
}

/**
 * Parses the `_redirects` format (Netlify, Cloudflare Pages): `from to
 * status` per line, `#` starts a comment. Only rewrites (status 200) are
 * served here; any other line throws with its line number, so a redirect
 * the site comes to need is not silently missing from the tests.
 */
export function parseRedirectsFile(text: string): Rewrite[] {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) return []
    const [from, to, status, ...rest] = line.split(/\s+/)
    if (!from || !to || status !== '200' || rest.length > 0) {
      throw new Error(`_redirects, line ${index + 1}: only « from to 200 » rewrites are served here, got « ${line} ».`)
    }
    return [{ from, to }]
  })
}

async function loadRewrites(file: string): Promise<Rewrite[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return []
  }
  return parseRedirectsFile(text)
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const decoded = decodeURIComponent(pathname)
  const target = normalize(join(root, decoded))
  if (target !== root && !target.startsWith(root + sep)) return null
  for (const candidate of [target, join(target, 'index.html'), `${target}.html`]) {
    if (await isFile(candidate)) return candidate
  }
  return null
}

export async function startStaticServer(options: StaticServerOptions): Promise<{ server: Server; url: string }> {
  const root = normalize(options.root)
  const rules = options.headersFile === false ? [] : await loadHeaderRules(options.headersFile ?? join(root, '_headers'))
  const rewrites = await loadRewrites(join(root, '_redirects'))
  const server = createServer(async (req, res) => {
    try {
      for (const handle of options.middleware ?? []) {
        if (await handle(req, res)) return
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end()
        return
      }
      const { pathname } = new URL(req.url ?? '/', 'http://localhost')
      // Like the hosts, the rules files themselves are never served; a file that exists wins over a rewrite.
      const rewrite = rewrites.find((candidate) => matchesPattern(candidate.from, pathname))
      const found =
        pathname === '/_headers' || pathname === '/_redirects'
          ? null
          : ((await resolveFile(root, pathname)) ?? (rewrite ? await resolveFile(root, rewrite.to) : null))
      const file = found ?? join(root, '404.html')
      const type = types[extname(file)] ?? 'application/octet-stream'
      const headers = mergeHeaders(
        {
          'Content-Type': type,
          'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
        headersFor(rules, pathname),
        options.headers?.(pathname) ?? {},
      )
      const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
      if (gzip) {
        headers['Content-Encoding'] = 'gzip'
        headers.Vary = 'Accept-Encoding'
      }
      res.writeHead(found ? 200 : 404, headers)
      if (req.method === 'HEAD') {
        res.end()
        return
      }
      const stream = createReadStream(file)
      ;(gzip ? stream.pipe(createGzip()) : stream).pipe(res)
    } catch (error) {
      console.error(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, url: `http://${options.host ?? '127.0.0.1'}:${port}` }
}
