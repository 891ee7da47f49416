/**
 * `npm run dev`'s own endpoints, on one dev server of a copy of the project
 * listening on every address (`vite --host`), as on a shared network: the
 * forms' mail sink answers as EmailJS does and writes to the outbox; the web
 * editor's local mode writes files with no sign-in, so its API answers this
 * machine only. And the preview server's mail sink. Both servers read the
 * host's variables from `.env`, as the build does. A change of her
 * conditions page reaches the texts around an appointment without a restart.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMailSink, sinkErrors } from '../../scripts/tools/mail-sink.ts'
import { copyProject, type ProjectCopy } from '../../scripts/tools/project-copy.ts'
import { startStaticServer } from '../../scripts/tools/static-server.ts'
import { termsWithdrawalAnchor } from '../../src/content/roles.ts'

/** An address of this machine that another machine on the network would use. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address

let copy: ProjectCopy
let cache: string
let outbox: string
let server: ViteDevServer
let port: number
const lines: string[] = []

beforeAll(async () => {
  copy = copyProject('dev-server-')
  cache = mkdtempSync(join(tmpdir(), 'dev-server-cache-'))
  outbox = mkdtempSync(join(tmpdir(), 'outbox-'))
  process.env.MAIL_SINK_OUTBOX = outbox
  writeFileSync(join(cache, '.env'), calendarEnv)
  server = await createServer({
    configFile: join(copy.root, 'vite.config.ts'),
    cacheDir: cache,
    envDir: cache,
    customLogger: { ...createLogger('error'), info: (line: string) => void lines.push(line) },
    server: { host: '0.0.0.0', port: 5193, strictPort: false, allowedHosts: true },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  await server.listen()
  port = (server.httpServer?.address() as { port: number }).port
}, 60_000)

afterAll(async () => {
  await server?.close()
  delete process.env.MAIL_SINK_OUTBOX
  copy?.remove()
  for (const dir of [cache, outbox]) rmSync(dir, { recursive: true, force: true })
})

/** Her calendar's address in `.env`: a port where nothing answers, so the reading says « unreachable », not « unset ». */
const calendarEnv = 'CALENDAR_ICS_URL=http://127.0.0.1:9/agenda.ics\n'
const unreadOf = async (origin: string) => ((await (await fetch(`${origin}/api/availability`)).json()) as { unread?: string }).unread

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

describe('the forms’ mail sink', () => {
  it('answers 200 « OK » like EmailJS and writes the message as JSON in the outbox', async () => {
    const response = await post(`http://127.0.0.1:${port}`, message)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
    const files = readdirSync(outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/-contact-[0-9a-f]{6}\.json$/)
    const stored = JSON.parse(readFileSync(join(outbox, files[0] ?? ''), 'utf8'))
    expect(stored).toEqual({ received_at: expect.any(String), ...message })
    expect(lines.some((line) => line.includes('mail-sink: contact de Léa <b>Martin</b> 👶 lea@example.fr'))).toBe(true)
    // The auto-reply the host function sends goes to the parent.
    const autoReply = { ...message, template_id: 'accuse', template_params: { to_name: 'Léa Martin', to_email: 'lea@example.fr', subject: 'Votre demande', auto_reply: 'Bonjour' } }
    expect((await post(`http://127.0.0.1:${port}`, autoReply)).status).toBe(200)
    expect(lines.some((line) => line.includes('mail-sink: accuse à Léa Martin lea@example.fr'))).toBe(true)
  })

  it('answers 400 with EmailJS’s own words for a missing id or bad params, and stores nothing', async () => {
    const before = readdirSync(outbox).length
    const cases: Array<[unknown, string]> = [
      [{ ...message, user_id: '' }, sinkErrors.publicKey],
      [{ ...message, service_id: undefined }, sinkErrors.serviceId],
      [{ ...message, template_id: '' }, sinkErrors.templateId],
      [{ ...message, template_params: 'texte' }, sinkErrors.templateParams],
      [{ ...message, template_params: ['a'] }, sinkErrors.templateParams],
      ['{pas du json', sinkErrors.json],
      ['[1, 2]', sinkErrors.json],
    ]
    for (const [body, text] of cases) {
      const response = await post(`http://127.0.0.1:${port}`, body)
      expect(response.status).toBe(400)
      expect(await response.text()).toBe(text)
    }
    expect(readdirSync(outbox)).toHaveLength(before)
  })

  it('answers as a middleware of the static server, as scripts/tools/serve.ts mounts it, before its static files: a POST written to its outbox, and the browser’s CORS preflight, as a fake EmailJS on another local port must', async () => {
    const previewOutbox = mkdtempSync(join(tmpdir(), 'outbox-'))
    const sink = createMailSink({ outbox: previewOutbox, log: () => {} })
    const preview = await startStaticServer({ root: previewOutbox, middleware: [sink] })
    try {
      const preflight = await fetch(`${preview.url}/api/v1.0/email/send`, { method: 'OPTIONS' })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
      expect((await post(preview.url, message)).status).toBe(200)
      expect(readdirSync(previewOutbox)).toHaveLength(1)
    } finally {
      preview.server.close()
      rmSync(previewOutbox, { recursive: true, force: true })
    }
  })
})

describe('the host’s variables in .env', () => {
  it('reach the dev server’s functions: her calendar is read at the address .env gives', async () => {
    expect(await unreadOf(`http://127.0.0.1:${port}`)).toBe('unreachable')
  })

  // A server process of its own, started by tsx: 4 s here alone, more beside the tier's other files (5 s once in CI).
  it('reach the preview server’s functions (scripts/tools/serve.ts) too', { timeout: 20_000 }, async () => {
    writeFileSync(join(copy.root, '.env'), calendarEnv)
    const { CALENDAR_ICS_URL: _unset, ...env } = process.env
    const preview = spawn(join(copy.root, 'node_modules', '.bin', 'tsx'), ['scripts/tools/serve.ts'], { cwd: copy.root, env: { ...env, PORT: '0' } })
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        preview.stdout.on('data', (chunk: Buffer) => {
          const found = /http:\/\/[\d.]+:\d+/.exec(String(chunk))
          if (found) resolve(found[0])
        })
        preview.on('exit', () => reject(new Error('The preview server stopped.')))
      })
      expect(await unreadOf(origin)).toBe('unreachable')
    } finally {
      preview.kill()
    }
  })
})

it('takes a change of her conditions page into the texts around an appointment (its withdrawal form), without a restart', { timeout: 15_000 }, async () => {
  const module = 'virtual:content/confirmation'
  const content = join(copy.root, 'content')
  const file = readdirSync(content).map((name) => join(content, name)).find((path) => path.endsWith('.mdx') && readFileSync(path, 'utf8').includes(`<Section id="${termsWithdrawalAnchor}">`))!
  expect((await server.transformRequest(module))?.code).not.toContain('Ligne ajoutée au formulaire')
  const page = readFileSync(file, 'utf8')
  // A line of the quote added first in the section, whatever her text says.
  const changed = page.replace(new RegExp(`(<Section id="${termsWithdrawalAnchor}">[\\s\\S]*?\\n)(\\s*>)`), '$1  > Ligne ajoutée au formulaire.\n  >\n$2')
  expect(changed).not.toBe(page)
  writeFileSync(file, changed)
  await vi.waitFor(async () => expect((await server.transformRequest(module))?.code).toContain('Ligne ajoutée au formulaire'), { timeout: 10_000, interval: 200 })
})

it('makes a web address written alone in a page a link, as the web editor shows it', async () => {
  // A page of her copy, whichever: the address is added at its end.
  const file = join(copy.root, 'content', readdirSync(join(copy.root, 'content')).find((name) => name.endsWith('.mdx'))!)
  writeFileSync(file, `${readFileSync(file, 'utf8')}\nPlus d’informations sur www.lllfrance.org.\n`)
  expect((await server.transformRequest(`/@fs${file}`))?.code).toMatch(/href: "https:\/\/www\.lllfrance\.org",\s*children: "www\.lllfrance\.org"/)
})

describe('the web editor’s local mode', () => {
  const update = (host: string) =>
    fetch(`http://${host}:${port}/api/keystatic/update`, {
      method: 'POST',
      headers: { 'no-cors': '1', 'content-type': 'application/json' },
      body: JSON.stringify({
        additions: [{ path: 'content/data/testimonials.yaml', contents: Buffer.from('testimonials: []\n').toString('base64url') }],
        deletions: [],
      }),
    })

  it('from this machine, the editor reads the files', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/keystatic/tree`, { headers: { 'no-cors': '1' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('content/data/testimonials.yaml')
  })

  it.skipIf(!networkAddress)('from the network, its API answers 403 in French and writes nothing', async () => {
    const before = readFileSync(join(copy.root, 'content/data/testimonials.yaml'), 'utf8')
    for (const response of [await update(networkAddress!), await fetch(`http://${networkAddress}:${port}/api/keystatic/tree`, { headers: { 'no-cors': '1' } })]) {
      expect(response.status).toBe(403)
      expect(await response.text()).toContain('L’éditeur local n’enregistre que depuis cet ordinateur')
    }
    expect(readFileSync(join(copy.root, 'content/data/testimonials.yaml'), 'utf8')).toBe(before)
  })
})
