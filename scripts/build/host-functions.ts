/**
 * The host's functions (src/functions/, Netlify Functions API v2: a Web
 * `Request` in, a `Response` out) served by our own Node servers, as the
 * host serves them: `npm run dev` (vite.config.ts) and `npm run preview`
 * (scripts/tools/serve.ts). Only the availability function runs here; the
 * editor's has its local handler (scripts/build/vite-keystatic.ts), which builds
 * its requests with the same `webRequest`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { handleAvailabilityRequest, config as availabilityRoute } from '../../src/functions/availability.ts'
import { handleIcsRequest, config as icsRoute } from '../../src/functions/appointment-ics.ts'

/** A Node request as the Web `Request` a function receives, with its body when it has one (the editor's saves). */
export function webRequest(req: IncomingMessage, body?: Uint8Array<ArrayBuffer>): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) value.forEach((each) => headers.append(name, each))
  }
  if (body !== undefined) headers.delete('content-length')
  return new Request(url, { method: req.method, headers, body })
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * The availability function at its path, reading CALENDAR_ICS_URL from
 * `env` (the process's, or the dev server's .env): answers and returns true
 * for its path, returns false for any other.
 */
export function availabilityMiddleware(env: () => { CALENDAR_ICS_URL?: string }) {
  // Each cause once: a page visit per line would bury the server's other messages.
  const said = new Set<string>()
  const log = (line: string) => {
    if (!said.has(line)) console.warn(line)
    said.add(line)
  }
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = (req.url ?? '/').split('?')[0]
    if (path !== availabilityRoute.path || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    await send(res, await handleAvailabilityRequest(webRequest(req), env(), { log }))
    return true
  }
}

/** The parent's .ics file at its path, from the data files of `contentDir`: answers and returns true for its path, returns false for any other. */
export function appointmentIcsMiddleware(contentDir: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = (req.url ?? '/').split('?')[0]
    if (path !== icsRoute.path) return false
    await send(res, await handleIcsRequest(webRequest(req), { contentDir }))
    return true
  }
}
