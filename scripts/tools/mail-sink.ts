/**
 * The local mail sink: what the forms send to when no EmailJS key is set
 * (src/lib/email-config.ts), so a fresh clone's forms work end to end.
 *
 * It answers `POST /api/v1.0/email/send` as EmailJS does: 400 with EmailJS's
 * own messages when the public key, service id or template id is missing or
 * `template_params` is not an object, 200 « OK » otherwise; and in its own
 * words 400 for a body that is not a JSON object, 413 for one over 1 MB, 405 for
 * another method. Each accepted message is written as one JSON file in
 * outbox/ (git-ignored; another folder with MAIL_SINK_OUTBOX) and announced
 * by one line in the terminal.
 *
 * Served by `npm run dev` (the Vite plugin below) and by `npm run preview`
 * and the browser tests (scripts/tools/serve.ts).
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'

const sendPath = '/api/v1.0/email/send'

/**
 * The first four are EmailJS's own words (from @emailjs/browser's checks), so the sink fails like the
 * real service; the last two are the sink's.
 */
export const sinkErrors = {
  publicKey: 'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
  serviceId: 'The service ID is required. Visit https://dashboard.emailjs.com/admin',
  templateId: 'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates',
  templateParams: 'The template params have to be the object. Visit https://www.emailjs.com/docs/sdk/send/',
  json: 'The request body is not a JSON object.',
  tooLarge: 'Payload Too Large',
} as const

/** Far above a 10 000-character message in every field, far below what could fill a disk. */
const maxBodyBytes = 1_000_000

export interface MailSinkOptions {
  /** Where the JSON files go. */
  outbox: string
  /** One line per message; `console.log` unless told otherwise. */
  log?: (line: string) => void
}

/** outbox/ at the project root, unless MAIL_SINK_OUTBOX names another folder. */
export function defaultOutbox(): string {
  return process.env.MAIL_SINK_OUTBOX ?? join(import.meta.dirname, '..', '..', 'outbox')
}

const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== ''
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Checks a request body as EmailJS does; returns the message to store or the error to answer. */
function checkSendBody(text: string) {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return sinkErrors.json
  }
  if (!isPlainObject(body)) return sinkErrors.json
  const { lib_version, user_id, service_id, template_id, template_params } = body
  if (!isFilled(user_id)) return sinkErrors.publicKey
  if (!isFilled(service_id)) return sinkErrors.serviceId
  if (!isFilled(template_id)) return sinkErrors.templateId
  if (!isPlainObject(template_params)) return sinkErrors.templateParams
  return { lib_version, user_id, service_id, template_id, template_params }
}

/** The body as text, or null past maxBodyBytes: a loop of its own, as node:stream/consumers reads without a limit. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > maxBodyBytes) return null
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Answers in plain text; true, as the sink has handled the request. */
function answer(res: ServerResponse, status: number, text: string): true {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    // Same origin in practice; a page on another local port may use it too.
    'Access-Control-Allow-Origin': '*',
  })
  res.end(text)
  return true
}

/** Handles EmailJS's send path; returns false for every other request. */
export function createMailSink(options: MailSinkOptions) {
  const log = options.log ?? ((line: string) => console.log(line))
  return async function mailSink(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (pathname !== sendPath) return false
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'content-type',
      }).end()
      return true
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST, OPTIONS' }).end()
      return true
    }
    const raw = await readBody(req)
    if (raw === null) return answer(res, 413, sinkErrors.tooLarge)
    const checked = checkSendBody(raw)
    if (typeof checked === 'string') return answer(res, 400, checked)
    const message = { received_at: new Date().toISOString(), ...checked }
    const safeTemplate = checked.template_id.replace(/[^\w-]/g, '_').slice(0, 40)
    const name = `${message.received_at.replace(/[:.]/g, '-')}-${safeTemplate}-${randomBytes(3).toString('hex')}.json`
    await mkdir(options.outbox, { recursive: true })
    const file = join(options.outbox, name)
    await writeFile(file, `${JSON.stringify(message, null, 2)}\n`)
    // A request is from the parent (« de »); the auto-reply of the host function is to the parent (« à »).
    const params = checked.template_params
    const from = [params.from_name, params.from_email].filter(isFilled).join(' ')
    const to = [params.to_name, params.to_email].filter(isFilled).join(' ')
    log(`✉  mail-sink: ${checked.template_id} ${from ? `de ${from}` : `à ${to || '?'}`} → ${relative(process.cwd(), file)}`)
    return answer(res, 200, 'OK')
  }
}

/** `npm run dev`: serves the sink on the dev server (what the build says of the keys: scripts/build/launch-check.ts). */
export function mailSinkPlugin(): Plugin {
  return {
    name: 'mail-sink',
    apply: 'serve',
    configureServer(server) {
      const sink = createMailSink({ outbox: defaultOutbox(), log: (line) => server.config.logger.info(line) })
      server.middlewares.use((req, res, next) => {
        sink(req, res).then((handled) => handled || next(), next)
      })
    },
  }
}
