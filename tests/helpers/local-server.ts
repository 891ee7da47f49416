/**
 * The tests' own servers on 127.0.0.1 (her calendar, a fake EmailJS, a slow
 * network, `npm run dev` of a project or its copy) and the outbox the mail sink writes. Free of Playwright, so the
 * integration tests share them with the browser tests.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer as createViteServer, type InlineConfig, type ViteDevServer } from 'vite'
import { createMailSink } from '../../scripts/tools/mail-sink.ts'

/** A server on 127.0.0.1, on a port the system picks; `close()` ends every connection, even those left hanging. */
export async function serveLocal(handler: RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handler)
  // Kept-alive connections never time out here: a client reusing one just as the server drops it
  // would fail with « other side closed », a race of this machine's load, not of the code under test.
  server.keepAliveTimeout = 0
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** An e-mail as the mail sink (scripts/tools/mail-sink.ts) keeps it: what EmailJS would have received. */
export interface SinkEmail {
  received_at: string
  lib_version?: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, string>
}

/** The e-mails the mail sink wrote in that folder, in the order they came. */
export async function readOutbox(outbox: string): Promise<SinkEmail[]> {
  const files = (await readdir(outbox)).sort()
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(join(outbox, file), 'utf8')) as SinkEmail))
}

/** The auto-reply function's settings at her host, sending through EmailJS's REST shape to `url` (a mail sink on 127.0.0.1). */
export const receiptEnvAt = (url: string) => ({
  EMAILJS_API_URL: url, EMAILJS_PRIVATE_KEY: 'private', EMAILJS_AUTOREPLY_TEMPLATE_ID: 'auto-reply', VITE_EMAILJS_PUBLIC_KEY: 'public', VITE_EMAILJS_SERVICE_ID: 'service',
})

/**
 * A fake EmailJS on 127.0.0.1 (the local mail sink) for the auto-reply the host function sends: its address,
 * the folder where each e-mail lands as a JSON file, and how to stop it. `first` may answer a request before
 * the sink does (it returns true then): her calendar beside it, or EmailJS refusing.
 */
export async function startEmailJsSink(
  first?: (req: IncomingMessage, res: ServerResponse) => boolean,
): Promise<{ url: string; outbox: string; stop: () => Promise<void> }> {
  const outbox = await mkdtemp(join(tmpdir(), 'outbox-auto-reply-'))
  const sink = createMailSink({ outbox, log: () => {} })
  const server = await serveLocal((req, res) => {
    if (first?.(req, res)) return
    void sink(req, res).then((handled) => handled || res.writeHead(404).end())
  })
  return {
    url: server.url,
    outbox,
    stop: async () => {
      await server.close()
      await rm(outbox, { recursive: true, force: true })
    },
  }
}

/**
 * `npm run dev`: Vite's dev server with the vite.config.ts of `root` (the
 * project, or a copy of it) and `config` (its dependency cache, the folder
 * whose .env it reads, its logger), on 127.0.0.1 from `port` on (the next
 * free one if taken); the server and its address.
 */
export async function startDevServer(root: string, port: number, config: InlineConfig): Promise<{ server: ViteDevServer; url: string }> {
  const server = await createViteServer({ configFile: join(root, 'vite.config.ts'), ...config, server: { host: '127.0.0.1', port, strictPort: false } })
  await server.listen()
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!url) throw new Error('the dev server gave no address')
  return { server, url }
}
