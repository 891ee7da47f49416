/**
 * Serves dist/ as a static host does: /a-propos and /a-propos/ answer
 * dist/a-propos/index.html, text is gzipped,
 * any unknown path answers dist/404.html with status 404, the headers
 * of dist/_headers (written by the build: scripts/build/headers.ts) are applied as Netlify
 * applies them, read by its own parser, and the rewrites (status 200) of
 * dist/_redirects are followed as it follows them.
 * Used by `npm run preview`, the browser tests and the benchmark.
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { createGzip } from 'node:zlib'
import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { contentType } from 'mime-types'

const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

/** An address no page of hers can have (her check refuses two dashes in a row): the host answers it with 404.html. */
export const unknownPath = '/page--inconnue'

/** Handles a request before the files do; returns true when it answered. */
export type Middleware = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>

export interface StaticServerOptions {
  /** The folder to serve, usually dist/. */
  root: string
  /** 0 picks a free port. */
  port?: number
  middleware?: readonly Middleware[]
}

/**
 * The rules of a `_headers` file as Netlify reads them, with its own parser:
 * a line starting with « / » is a path, the lines under it `Name: value`
 * headers; a line with no colon is ignored (so are Cloudflare's « ! Name »).
 * Throws the parser's errors (a header above any path, a header with no
 * value), so a typo fails the tests instead of silently dropping a security
 * header. A missing file gives no rules.
 */
export async function readHeaderRules(file: string): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: undefined, minimal: false })
  if (errors.length > 0) throw new Error(`${file}:\n${errors.map((error) => error.message).join('\n')}`)
  return headers as Header[] // minimal: false gives every rule its forRegExp
}

/** Later sets win; names compare without case, as HTTP's do. */
function mergeHeaders(...sets: Record<string, string>[]): Record<string, string> {
  const merged = new Map<string, [string, string]>()
  for (const set of sets) {
    for (const [name, value] of Object.entries(set)) merged.set(name.toLowerCase(), [name, value])
  }
  return Object.fromEntries(merged.values())
}

/**
 * The headers of a path as netlify-cli gives them: every rule whose path
 * matches (Netlify's own `forRegExp`), in file order, a later rule's value of
 * a header winning — so /keystatic's own policy replaces the framing-only
 * one every address gets (the pages' own policy is in each page's <meta>).
 */
export function headersFor(rules: readonly Header[], pathname: string): Record<string, string> {
  return mergeHeaders(...rules.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values))
}

/** One rewrite of a `_redirects` file: `from` (« /keystatic », « /keystatic/* ») answered with `to`, the address kept. */
type Rewrite = { from: string; to: string }

/**
 * The rewrites of a `_redirects` file: `from to 200` per line, `#` starts a
 * comment. Home-made: Netlify's @netlify/redirect-parser reads files only and
 * returns the rules it accepts without their line, redirects and placeholders
 * included, so this refusal would stay beside it. Only rewrites of a path or
 * of a path's « /* » are served here; any other line (a redirect, a
 * placeholder) throws with its line number, so a rule the site comes to need
 * is not silently missing from the tests.
 */
export function parseRedirectsFile(text: string): Rewrite[] {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) return []
    const [from = '', to, status, ...rest] = line.split(/\s+/)
    if (!/^\/[^*:]*$/.test(from.replace(/\/\*$/, '/')) || !to || status !== '200' || rest.length > 0) {
      throw new Error(`_redirects, line ${index + 1}: only « /path[/*] to 200 » rewrites are served here, got « ${line} ».`)
    }
    return [{ from, to }]
  })
}

/** Where the first rewrite that takes a path sends it: « /x/* » takes /x/ and below, « /x » takes /x and /x/. */
export function rewriteFor(rewrites: readonly Rewrite[], pathname: string): string | undefined {
  const bare = (path: string) => path.replace(/(.)\/$/, '$1')
  return rewrites.find(({ from }) => (from.endsWith('/*') ? pathname.startsWith(from.slice(0, -1)) : bare(pathname) === bare(from)))?.to
}

async function resolveFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // « /%E0 » names no file: an unknown path, as a host answers it.
    return null
  }
  const target = normalize(join(root, decoded))
  if (target !== root && !target.startsWith(root + sep)) return null
  for (const candidate of [target, join(target, 'index.html'), `${target}.html`]) {
    if ((await stat(candidate).catch(() => null))?.isFile()) return candidate
  }
  return null
}

export async function startStaticServer(options: StaticServerOptions): Promise<{ server: Server; url: string }> {
  const root = normalize(options.root)
  // The build writes dist/_headers: the site is served with its real security headers.
  const rules = await readHeaderRules(join(root, '_headers'))
  const rewrites = parseRedirectsFile(await readFile(join(root, '_redirects'), 'utf8').catch(() => ''))
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
      // Like the hosts, the rules files themselves are never served, nor (as Netlify) a dot-folder but
      // .well-known (the build's .vite/ manifests); a file that exists wins over a rewrite.
      const rewrite = rewriteFor(rewrites, pathname)
      const found =
        pathname === '/_headers' || pathname === '/_redirects' || /\/\.(?!well-known\/)/.test(pathname)
          ? null
          : ((await resolveFile(root, pathname)) ?? (rewrite ? await resolveFile(root, rewrite) : null))
      const file = found ?? join(root, '404.html')
      // The type a host sends, from mime-db as mime-types reads it (« text/html; charset=utf-8 »; an .xml file's
      // without a charset: the sitemap says its own encoding).
      const type = contentType(extname(file)) || 'application/octet-stream'
      // The caching `_headers` asks for (a year under /assets/), else what Netlify sends for a file no rule names.
      const headers = mergeHeaders({ 'Content-Type': type, 'Cache-Control': 'public, max-age=0, must-revalidate' }, headersFor(rules, pathname))
      const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
      if (gzip) Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' })
      res.writeHead(found ? 200 : 404, headers)
      if (req.method === 'HEAD') res.end()
      else (gzip ? createReadStream(file).pipe(createGzip()) : createReadStream(file)).pipe(res)
    } catch (error) {
      console.error(error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
