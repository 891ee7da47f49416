/**
 * The web editor's local mode writes files with no sign-in: `npm run dev`
 * answers its API on this machine only, even when the dev server listens
 * on every address (`vite --host`), as on a shared network.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createLogger, createServer, type ViteDevServer } from 'vite'
import { copyProject, type ProjectCopy } from '../../scripts/tools/project-copy.ts'

/** An address of this machine that another machine on the network would use. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address

let copy: ProjectCopy
let cache: string
let server: ViteDevServer
let port: number

beforeAll(async () => {
  copy = copyProject('editor-local-')
  cache = mkdtempSync(join(tmpdir(), 'editor-local-cache-'))
  const logger = createLogger('error')
  server = await createServer({
    configFile: join(copy.root, 'vite.config.ts'),
    cacheDir: cache,
    envDir: cache,
    customLogger: logger,
    server: { host: '0.0.0.0', port: 5193, strictPort: false, allowedHosts: true },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  await server.listen()
  port = (server.httpServer?.address() as { port: number }).port
}, 60_000)

afterAll(async () => {
  await server?.close()
  copy?.remove()
  rmSync(cache, { recursive: true, force: true })
})

const update = (host: string) =>
  fetch(`http://${host}:${port}/api/keystatic/update`, {
    method: 'POST',
    headers: { 'no-cors': '1', 'content-type': 'application/json' },
    body: JSON.stringify({
      additions: [{ path: 'content/data/testimonials.yaml', contents: Buffer.from('testimonials: []\n').toString('base64url') }],
      deletions: [],
    }),
  })

test('from this machine, the editor reads the files', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/api/keystatic/tree`, { headers: { 'no-cors': '1' } })
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('content/data/testimonials.yaml')
})

test.skipIf(!networkAddress)('from the network, its API answers 403 in French and writes nothing', async () => {
  const before = readFileSync(join(copy.root, 'content/data/testimonials.yaml'), 'utf8')
  for (const response of [await update(networkAddress!), await fetch(`http://${networkAddress}:${port}/api/keystatic/tree`, { headers: { 'no-cors': '1' } })]) {
    expect(response.status).toBe(403)
    expect(await response.text()).toContain('L’éditeur local n’enregistre que depuis cet ordinateur')
  }
  expect(readFileSync(join(copy.root, 'content/data/testimonials.yaml'), 'utf8')).toBe(before)
})
