/**
 * Writes one static HTML file per route of the manifest, plus dist/404.html,
 * from the client build (dist/) and the server build (dist-ssr/).
 * Each file gets its page's title, description, CSS and JS chunk, so the page
 * is complete and styled before any JavaScript runs.
 * Logs each file; exits non-zero on any failure.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

interface ServerRoute {
  path: string | null
  file: string
  title: string
  description: string
}

interface ServerEntry {
  render: (url: string) => Promise<string>
  routes: readonly ServerRoute[]
  notFoundRoute: ServerRoute
  documentTitle: (route: ServerRoute) => string
  pendingPlaceholders: () => ReadonlyMap<string, string>
  practice: { siteUrl: string }
}

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')
const serverEntry = join(root, 'dist-ssr', 'entry-server.js')

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every chunk a chunk statically imports, itself first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  if (seen.has(key)) return []
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`)
  return [chunk, ...(chunk.imports ?? []).flatMap((child) => closure(manifest, child, seen))]
}

function assetsFor(manifest: Manifest, pageFile: string, entryKey: string) {
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(`content/${pageFile}.mdx`))
  if (!pageKey) throw new Error(`The build manifest has no chunk for content/${pageFile}.mdx.`)
  const entryChunks = new Set(closure(manifest, entryKey).map((chunk) => chunk.file))
  const pageChunks = closure(manifest, pageKey)
  return {
    // The entry's own CSS is already linked by the template.
    css: [...new Set(pageChunks.flatMap((chunk) => chunk.css ?? []))],
    js: pageChunks.map((chunk) => chunk.file).filter((file) => !entryChunks.has(file)),
  }
}

function head(entry: ServerEntry, route: ServerRoute, assets: { css: string[]; js: string[] }): string {
  const canonical = route.path === null ? null : `${entry.practice.siteUrl}${route.path === '/' ? '/' : route.path}`
  return [
    `<meta name="description" content="${escapeHtml(route.description)}" />`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '<meta name="robots" content="noindex" />',
    ...assets.css.map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...assets.js.map((file) => `<link rel="modulepreload" href="/${file}" />`),
  ].join('\n    ')
}

function outputPath(route: ServerRoute): string {
  if (route.path === null) return join(dist, '404.html')
  return join(dist, route.path, 'index.html')
}

async function main() {
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('The build manifest has no entry chunk.')
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry

  for (const route of [...entry.routes, entry.notFoundRoute]) {
    const url = route.path ?? '/404'
    const appHtml = await entry.render(url)
    const html = template
      .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(entry.documentTitle(route))}</title>`)
      .replace('<!--app-head-->', head(entry, route, assetsFor(manifest, route.file, entryKey)))
      .replace('<!--app-html-->', appHtml)
    const file = outputPath(route)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, html)
    console.log(`prerender: ${url.padEnd(22)} → ${file.slice(root.length)}`)
  }

  // The bare template would be served at / otherwise; it was replaced above.
  await rm(join(root, 'dist-ssr'), { recursive: true, force: true })

  const pending = entry.pendingPlaceholders()
  if (pending.size > 0) {
    console.warn(`\n⚠ Informations encore à compléter (exemples en attendant, voir content/data/) :`)
    for (const [what, value] of pending) console.warn(`  - ${what} : « ${value} »`)
  }
}

main().catch((error: unknown) => {
  console.error('prerender failed:', error)
  process.exit(1)
})
