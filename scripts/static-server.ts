/**
 * Serves dist/ as a static host does: /a-propos and /a-propos/ answer
 * dist/a-propos/index.html, assets are cached for a year, text is gzipped,
 * and any unknown path answers dist/404.html with status 404.
 * Used by `npm run preview`, the browser tests and the benchmark.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
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
  /** Extra headers for every answer (the browser tests add the site's security headers). */
  headers?: (path: string) => Record<string, string>
  middleware?: readonly Middleware[]
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
      const found = await resolveFile(root, pathname)
      const file = found ?? join(root, '404.html')
      const type = types[extname(file)] ?? 'application/octet-stream'
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...options.headers?.(pathname),
      }
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
