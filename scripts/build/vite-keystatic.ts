/**
 * The web editor in `npm run dev`: http://localhost:5173/keystatic.
 *
 * - /keystatic and its sub-pages answer with src/keystatic.html, the
 *   editor's own entry (Keystatic routes on the client).
 * - /api/keystatic/* goes to Keystatic's own handler in local mode, which
 *   reads and writes this checkout's content/. That endpoint has no sign-in:
 *   it answers this machine only, whatever address the dev server listens
 *   on (`vite --host` included), and no build contains it.
 * - What a save writes is what the editor sends, byte for byte, as on the
 *   live site where the browser commits it to GitHub: the data files are
 *   stored in the editor's own YAML (scripts/build/content/keystatic-yaml.ts), so
 *   nothing here needs to rewrite them.
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import { createRequest } from '@remix-run/node-fetch-server'
import type { Config } from '@keystatic/core'
import { readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'

/** This machine's addresses: the editor's local write endpoint answers nothing else. */
const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

type Answer = Awaited<ReturnType<ReturnType<typeof makeGenericAPIRouteHandler>>>

async function send(res: ServerResponse, answer: Answer) {
  res.statusCode = answer.status ?? 200
  const headers = Array.isArray(answer.headers) ? answer.headers : Object.entries(answer.headers ?? {})
  for (const [name, value] of headers) res.appendHeader(name, value)
  // The files change under the editor: never answer from the browser's cache.
  res.setHeader('cache-control', 'no-store')
  if (answer.body === null || answer.body === undefined) return res.end()
  res.end(typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body))
}

export function keystaticPlugin({ projectRoot }: { projectRoot: string }): Plugin {
  return {
    name: 'keystatic-editor',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]!
        try {
          if (path.startsWith('/api/keystatic')) {
            if (!loopback.has(req.socket.remoteAddress ?? '')) {
              res.statusCode = 403
              res.setHeader('content-type', 'text/plain; charset=utf-8')
              return res.end(`L’éditeur local n’enregistre que depuis cet ordinateur\u00a0: ouvrez ${server.resolvedUrls?.local[0] ?? 'http://localhost:5173/'}keystatic sur la machine qui lance «\u00a0npm run dev\u00a0».`)
            }
            const { default: config } = (await server.ssrLoadModule('/admin/keystatic.config.tsx')) as { default: Config }
            const handler = makeGenericAPIRouteHandler({ config, localBaseDirectory: projectRoot })
            return await send(res, await handler(createRequest(req, res)))
          }
          if (path === '/keystatic' || path.startsWith('/keystatic/')) {
            const html = readFileSync(join(server.config.root, 'keystatic.html'), 'utf8')
            res.setHeader('content-type', 'text/html; charset=utf-8')
            return res.end(await server.transformIndexHtml(req.url ?? path, html))
          }
        } catch (error) {
          return next(error)
        }
        next()
      })
    },
  }
}
