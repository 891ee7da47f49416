import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLogger, createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailSink, sinkErrors } from '../../scripts/tools/mail-sink.ts'
import { startStaticServer } from '../../scripts/tools/static-server.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** What the EmailJS client posts, markup and emoji in a name. */
const message = {
  lib_version: '4.4.1', user_id: 'local-sink', service_id: 'local-sink', template_id: 'contact',
  template_params: { from_name: 'Léa <b>Martin</b> 👶', from_email: 'lea@example.fr', phone: '', service: 'allaitement', message: 'Bonjour,\nj’ai une question.', to_name: 'Prénom Nom' },
}

const post = (url: string, body: unknown) =>
  fetch(`${url}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('the dev server’s mail sink', () => {
  let server: ViteDevServer
  let url: string
  let outbox: string
  const lines: string[] = []

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'outbox-'))
    process.env.MAIL_SINK_OUTBOX = outbox
    server = await createServer({
      configFile: join(root, 'vite.config.ts'),
      server: { port: 0, host: '127.0.0.1', strictPort: false, ws: false },
      logLevel: 'silent',
      customLogger: { ...createLogger('silent'), info: (line: string) => void lines.push(line) },
    })
    await server.listen()
    url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
  })

  afterAll(async () => {
    await server?.close()
    delete process.env.MAIL_SINK_OUTBOX
    await rm(outbox, { recursive: true, force: true })
  })

  it('answers 200 « OK » like EmailJS and writes the message as JSON in the outbox', async () => {
    const response = await post(url, message)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    const files = await readdir(outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/-contact-[0-9a-f]{6}\.json$/)
    const stored = JSON.parse(await readFile(join(outbox, files[0] ?? ''), 'utf8'))
    expect(stored).toEqual({ received_at: expect.any(String), ...message })
    expect(lines.some((line) => line.includes('mail-sink: contact de Léa <b>Martin</b> 👶 lea@example.fr'))).toBe(true)
  })

  it('answers 400 with EmailJS’s own words for a missing id or bad params, and stores nothing', async () => {
    const before = (await readdir(outbox)).length
    const cases: Array<[unknown, string]> = [
      [{ ...message, user_id: '' }, sinkErrors.publicKey],
      [{ ...message, service_id: undefined }, sinkErrors.serviceId],
      [{ ...message, template_id: '' }, sinkErrors.templateId],
      [{ ...message, template_params: 'texte' }, sinkErrors.templateParams],
      [{ ...message, template_params: ['a'] }, sinkErrors.templateParams],
      ['{pas du json', sinkErrors.json],
    ]
    for (const [body, text] of cases) {
      const response = await post(url, body)
      expect(response.status).toBe(400)
      expect(await response.text()).toBe(text)
    }
    expect(await readdir(outbox)).toHaveLength(before)
  })
})

it('the preview server (scripts/tools/serve.ts) puts its sink before the static files: POST gets no 404', async () => {
  const outbox = await mkdtemp(join(tmpdir(), 'outbox-'))
  const { server, url } = await startStaticServer({
    root: outbox,
    middleware: [createMailSink({ outbox, log: () => {} })],
  })
  try {
    const response = await post(url, { ...message, template_id: 'booking' })
    expect(response.status).toBe(200)
    expect(await readdir(outbox)).toEqual([expect.stringMatching(/-booking-/)])
    // A fake EmailJS on another local port must pass the browser's CORS preflight.
    const preflight = await fetch(`${url}/api/v1.0/email/send`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
  } finally {
    server.close()
    await rm(outbox, { recursive: true, force: true })
  }
})
