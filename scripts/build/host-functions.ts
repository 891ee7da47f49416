/**
 * The host's functions (src/functions/, Netlify Functions API v2: a Web
 * `Request` in, a `Response` out) served by our own Node servers, as the
 * host serves them: `npm run dev` (`devHostFunctionsPlugin`) and `npm run preview`
 * (scripts/tools/serve.ts): her calendar's busy times, the parent's .ics
 * file and the parent's auto-reply. A Node request becomes the Web `Request`
 * a function receives, and its `Response` the Node answer, through Remix's
 * node-fetch-server (`createRequest`, `sendResponse`); the editor's local
 * handler (scripts/build/vite-keystatic.ts) gets its requests the same way.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequest, sendResponse } from '@remix-run/node-fetch-server'
import { loadEnv, type Plugin } from 'vite'
import { handleAvailabilityRequest, config as availabilityRoute } from '../../src/functions/availability.ts'
import { handleIcsRequest, config as icsRoute } from '../../src/functions/appointment-ics.ts'
import { handleReceiptRequest, config as receiptRoute, receiptEnv, type ReceiptEnv } from '../../src/functions/accuse-reception.ts'
import { readEmailConfig, sinkIds } from '../../src/lib/email-config.ts'
import { readAppointmentContent } from './content/functions-data.ts'

/**
 * The host's variables on this machine, for `npm run dev` and `npm run preview`: her calendar's
 * address and the EmailJS settings from the `.env` files of `mode` (Vite's own reading), the
 * process's environment over them, as the host's settings would be. Read on the server only.
 */
export function localHostEnv(mode: string, dir: string): Record<string, string | undefined> {
  return { ...loadEnv(mode, dir, ['CALENDAR_', 'EMAILJS_', 'VITE_EMAILJS_']), ...process.env }
}

/** For a request to `path` (with one of `methods`, when given): sends `answer`'s response to its Web `Request` and returns true; false otherwise. */
function served(path: string, answer: (request: Request) => Promise<Response>, methods?: readonly string[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if ((req.url ?? '/').split('?')[0] !== path || (methods && !methods.includes(req.method ?? ''))) return false
    await sendResponse(res, await answer(createRequest(req, res)))
    return true
  }
}

/** The availability function at its path, for GET and HEAD, reading CALENDAR_ICS_URL from `env` (the process's, or the dev server's .env). */
export function availabilityMiddleware(env: () => { CALENDAR_ICS_URL?: string }) {
  // Each cause once: a page visit per line would bury the server's other messages.
  const said = new Set<string>()
  const log = (line: string) => {
    if (!said.has(line)) console.warn(line)
    said.add(line)
  }
  return served(availabilityRoute.path, (request) => handleAvailabilityRequest(request, env(), { log }), ['GET', 'HEAD'])
}

/** The parent's .ics file at its path, from the data files of `contentDir` as they are now. */
const appointmentIcsMiddleware = (contentDir: string) =>
  served(icsRoute.path, (request) => handleIcsRequest(request, { content: () => readAppointmentContent(contentDir) }))

/** The template id the local sink receives the auto-reply under, so its outbox file says what it is. */
const sinkAutoReplyTemplate = 'auto-reply'

/**
 * The auto-reply's settings on this machine: with no EmailJS setting at all (the forms send to the
 * local sink), the auto-reply goes to the same sink, on the server's own origin; otherwise the
 * settings as they are, so a missing one answers as it would online.
 */
function localReceiptEnv(env: ReceiptEnv, origin: string): ReceiptEnv {
  const none = readEmailConfig(env).kind === 'sink' && !env[receiptEnv.privateKey]?.trim() && !env[receiptEnv.templateId]?.trim()
  if (!none) return env
  return {
    [receiptEnv.publicKey]: sinkIds.publicKey,
    [receiptEnv.serviceId]: sinkIds.serviceId,
    [receiptEnv.templateId]: sinkAutoReplyTemplate,
    [receiptEnv.privateKey]: 'local-sink',
    [receiptEnv.apiUrl]: env[receiptEnv.apiUrl] ?? origin,
  }
}

/**
 * The parent's auto-reply at its path, composed from the data files of `contentDir` as they are now
 * (her edits count at once).
 */
function autoReplyMiddleware(contentDir: string, env: () => ReceiptEnv) {
  return served(receiptRoute.path, (request) =>
    handleReceiptRequest(request, localReceiptEnv(env(), new URL(request.url).origin), { content: () => readAppointmentContent(contentDir) }),
  )
}

/**
 * The three functions above, as `npm run dev` and `npm run preview` both serve them: answers and
 * returns true for any of their paths, returns false for any other.
 */
export function hostFunctions(contentDir: string, env: () => Record<string, string | undefined>) {
  const functions = [availabilityMiddleware(env), appointmentIcsMiddleware(contentDir), autoReplyMiddleware(contentDir, env)]
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    for (const answer of functions) if (await answer(req, res)) return true
    return false
  }
}

/**
 * The functions on the dev server (`npm run dev`), as the host serves them: CALENDAR_ICS_URL and
 * EMAILJS_PRIVATE_KEY from the environment or .env, read here on the server only (never a VITE_
 * variable, never in the browser).
 */
export function devHostFunctionsPlugin(root: string, contentDir: string): Plugin {
  return {
    name: 'site-host-functions',
    apply: 'serve',
    configureServer(server) {
      const env = localHostEnv(server.config.mode, server.config.envDir || root)
      const functions = hostFunctions(contentDir, () => env)
      server.middlewares.use((req, res, next) => {
        functions(req, res)
          .then((answered) => answered || next())
          .catch(next)
      })
    },
  }
}
