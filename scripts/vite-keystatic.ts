/**
 * The web editor in `npm run dev`: http://localhost:5173/keystatic.
 *
 * - /keystatic and its sub-pages answer with src/keystatic.html, the
 *   editor's own entry (Keystatic routes on the client).
 * - /api/keystatic/* goes to Keystatic's own handler in local mode, which
 *   reads and writes this checkout's content/. That endpoint has no sign-in:
 *   it answers this machine only, whatever address the dev server listens
 *   on (`vite --host` included), and no build contains it.
 * - Keystatic writes YAML with its own serializer, which knows no comments.
 *   Before a save reaches the disk, each data file is rewritten from the
 *   file as it was: an unchanged file keeps every byte, a changed one keeps
 *   its French comments, its order and its quotes, and changes only where
 *   she changed it (yaml-diff-patch). Fields she left empty stay out of the
 *   file, as when she edits it by hand.
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import type { Config } from '@keystatic/core'
import { readFileSync, existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { keepYamlLayout } from './content/keep-yaml-layout.ts'

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** Whether a request comes from this machine (the editor's local write endpoint answers nothing else). */
export function isFromThisMachine(req: IncomingMessage): boolean {
  return loopback.has(req.socket.remoteAddress ?? '')
}

const base64Url = {
  decode: (text: string) => Buffer.from(text, 'base64url'),
  encode: (bytes: Buffer) => bytes.toString('base64url'),
}

interface Update {
  additions: { path: string; contents: string }[]
  deletions: { path: string }[]
}

/** Keeps the layout and comments of each YAML file a save rewrites (see the top of this file). */
export function keepLayoutOfUpdate(body: Update, projectRoot: string): Update {
  return {
    ...body,
    additions: body.additions.map((addition) => {
      const file = join(projectRoot, addition.path)
      if (!addition.path.endsWith('.yaml') || !existsSync(file)) return addition
      const saved = base64Url.decode(addition.contents).toString('utf8')
      const kept = keepYamlLayout(readFileSync(file, 'utf8'), saved)
      return { ...addition, contents: base64Url.encode(Buffer.from(kept, 'utf8')) }
    }),
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function toRequest(req: IncomingMessage, projectRoot: string): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) value.forEach((each) => headers.append(name, each))
  }
  if (req.method === 'GET' || req.method === 'HEAD') return new Request(url, { method: req.method, headers })
  let body = await readBody(req)
  if (url.pathname === '/api/keystatic/update' && headers.get('content-type') === 'application/json') {
    try {
      body = Buffer.from(JSON.stringify(keepLayoutOfUpdate(JSON.parse(body.toString('utf8')) as Update, projectRoot)))
    } catch {
      // Not the shape Keystatic sends: its own handler answers « Bad data ».
    }
  }
  headers.delete('content-length')
  return new Request(url, { method: req.method, headers, body: new Uint8Array(body) })
}

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
        if (path.startsWith('/api/keystatic')) {
          if (!isFromThisMachine(req)) {
            res.statusCode = 403
            res.setHeader('content-type', 'text/plain; charset=utf-8')
            return res.end('L’éditeur local n’enregistre que depuis cet ordinateur : ouvrez http://localhost:5173/keystatic sur la machine qui lance « npm run dev ».')
          }
          try {
            const { default: config } = (await server.ssrLoadModule('/admin/keystatic.config.tsx')) as { default: Config }
            const handler = makeGenericAPIRouteHandler({ config, localBaseDirectory: projectRoot })
            return await send(res, await handler(await toRequest(req, projectRoot)))
          } catch (error) {
            return next(error)
          }
        }
        if (path === '/keystatic' || path.startsWith('/keystatic/')) {
          try {
            const html = readFileSync(join(server.config.root, 'keystatic.html'), 'utf8')
            res.setHeader('content-type', 'text/html; charset=utf-8')
            return res.end(await server.transformIndexHtml(req.url ?? path, html))
          } catch (error) {
            return next(error)
          }
        }
        next()
      })
    },
  }
}
