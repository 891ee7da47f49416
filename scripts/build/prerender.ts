/**
 * Writes one static HTML file per route of the manifest, plus dist/404.html,
 * from the client build (dist/: the pages' script and islands), the styles
 * build (each page's CSS, dist/.vite/styles-manifest.json) and the server
 * build (dist-ssr/), then
 * dist/sitemap.xml, dist/robots.txt and dist/_headers, written whole from the
 * site's declared headers (scripts/build/headers.ts). Her own pages (pages.yaml's
 * `kind: private`) are written too, but marked noindex in their head and in
 * _headers, and left out of the sitemap.
 * A preview build (SITE_ENV=preview) is kept out of search engines instead:
 * `noindex, nofollow` on every page, `X-Robots-Tag: noindex` in _headers, a
 * robots.txt that disallows everything, and no sitemap.
 * Each file gets its page's Content-Security-Policy (a <meta> first in its
 * head, allowing its own inline style and Speculation Rules by their hashes),
 * title, description, canonical address, sharing tags (and, where it
 * belongs, the practice's JSON-LD) and its CSS, so the page is complete and
 * styled before any JavaScript runs. Its one script
 * (src/entry-page.ts) loads React only where the page has an island.
 * Then it removes what only fed it: the server build, and the styles build's
 * scripts and stylesheets (no page loads them). Last, the content the
 * host's functions around an appointment read when they run (functions-data/,
 * shipped with the functions: see scripts/build/content/functions-data.ts).
 * Logs each file; exits non-zero on any failure.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Manifest } from 'vite'
import { previewRobotsTxt } from '../../src/lib/seo.ts'
import { pagePolicy, renderHeaders, siteHeaderRules } from './headers.ts'
import { inlineHash, inlineStyles, type InlinedStyles } from './inline-css.ts'
import { siteEnvOf } from './launch-problems.ts'
import { chunkClosure } from './chunk-closure.ts'
import { htmlFileOf } from './html-files.ts'
import { writeAppointmentContent } from './content/functions-data.ts'
import { reportToolFailure } from './tool-failure.ts'

/** The server build's exports (src/entry-server.tsx): the site, its content and its head tags. */
type ServerEntry = typeof import('../../src/entry-server.tsx')
type ServerRoute = ServerEntry['notFoundRoute']

const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = join(root, 'dist')
const serverEntry = join(root, 'dist-ssr', 'entry-server.js')
const preview = siteEnvOf(process.env) === 'preview'

/**
 * The next page, fetched when the visitor shows the intent to open it (a
 * pointer resting on a link, a finger on it): Speculation Rules, read by the
 * browsers that have them; src/page/prefetch.ts does the same with
 * `<link rel=prefetch>` elsewhere. Prefetch, not prerender: a prerendered page
 * would run its script (the offline queue's sending) before it is shown.
 */
const speculationRules = JSON.stringify({
  prefetch: [{ source: 'document', where: { href_matches: '/*' }, eagerness: 'moderate' }],
})
/** Its CSP source, the same on every page. */
const speculationRulesHash = inlineHash(speculationRules)

/** A page's CSS files in the styles build, its script's files in the client build. */
function assetsFor(manifests: { styles: Manifest; client: Manifest }, pageFile: string, entryKey: string, scriptKey: string) {
  const manifest = manifests.styles
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(`content/${pageFile}.mdx`))
  if (!pageKey) throw new Error(`The build manifest has no chunk for content/${pageFile}.mdx.`)
  const entryChunks = chunkClosure(manifest, entryKey)
  const entryFiles = new Set(entryChunks.map((chunk) => chunk.file))
  const pageChunks = chunkClosure(manifest, pageKey)
  // The parts the page loads later (the folded contact form, the calendar) show at once or from the
  // first tap: their CSS is in the HTML too, so the server's form is styled without JavaScript.
  const seen = new Set(Object.keys(manifest).filter((key) => entryFiles.has(manifest[key]?.file ?? '')))
  const lazyChunks = pageChunks
    .filter((chunk) => !entryFiles.has(chunk.file))
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .flatMap((key) => chunkClosure(manifest, key, seen))
  return {
    // The entry's own CSS is inlined first on every page (entryStyles).
    css: [...new Set([...pageChunks, ...lazyChunks].flatMap((chunk) => chunk.css ?? []))].filter(
      (file) => !entryChunks.some((chunk) => chunk.css?.includes(file)),
    ),
    // The page's one script (src/entry-page.ts) and what it imports: no page module, no React.
    js: chunkClosure(manifests.client, scriptKey).map((chunk) => chunk.file),
  }
}

/**
 * The entry's stylesheets, as Vite would link them from an HTML entry: each
 * imported chunk's first (depth first), then the chunk's own, each once (a Set
 * at each level keeps each file's first place, as one for the whole walk would).
 * The order is the cascade's.
 */
function entryStyles(manifest: Manifest, key: string, visited = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`)
  const imports = visited.has(key) ? [] : (chunk.imports ?? [])
  visited.add(key)
  return [...new Set([...imports.flatMap((child) => entryStyles(manifest, child, visited)), ...(chunk.css ?? [])])]
}

function head(entry: ServerEntry, route: ServerRoute, assets: { js: string[] }, styles: InlinedStyles): string {
  const { practice, headTags, jsonLdPaths, jsonLdScript, practiceJsonLd, escapeHtml } = entry
  const siteName = `${practice.name} · ${practice.profession}`
  const tags = headTags(
    { siteUrl: practice.siteUrl, siteName, imageAlt: entry.ui.page.shareImageAlt, preview },
    { path: route.path, title: route.title, description: route.description, indexed: !entry.isPrivate(route) },
  )
  const jsonLd = route.path !== null && jsonLdPaths.includes(route.path) ? [jsonLdScript(practiceJsonLd(practice.siteUrl, route.description))] : []
  const [script, ...imports] = assets.js
  // The policy first: a <meta> policy covers only what follows it. Then the styles: the first paint needs
  // nothing else (see scripts/build/inline-css.ts). The script is a
  // module, so it runs after the HTML is parsed, and weighs a few KiB (tests/e2e/quality-budget.spec.ts).
  // Fetched at low priority, it and its imports: a module script is fetched « High », like a script that
  // blocks the page, and took a slow phone's bandwidth from the text and the hero's photo (docs/performance.md).
  const policy = pagePolicy({ styleHashes: [styles.hash], scriptHashes: [speculationRulesHash] })
  return [
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}" />`,
    styles.tag,
    `<script type="module" src="/${escapeHtml(script ?? '')}" fetchpriority="low"></script>`,
    ...imports.map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}" fetchpriority="low" />`),
    `<script type="speculationrules">${speculationRules}</script>`,
    ...tags,
    ...jsonLd,
  ].join('\n    ')
}

async function main() {
  // The source template: no build takes src/index.html as its entry, so Vite adds no tag to it.
  const template = await readFile(join(root, 'src', 'index.html'), 'utf8')
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('src/index.html has lost its <!--app-head--> or <!--app-html--> marker.')
  }
  const readManifest = async (name: string) => JSON.parse(await readFile(join(dist, '.vite', name), 'utf8')) as Manifest
  const manifests = { styles: await readManifest('styles-manifest.json'), client: await readManifest('manifest.json') }
  // entry-client.tsx is the whole app (`npm run dev`'s entry): its chunks give each page's CSS. No built page loads it.
  const entryKey = 'entry-client.tsx'
  const scriptKey = 'entry-page.ts'
  if (!manifests.styles[entryKey]?.isEntry) throw new Error(`The styles build's manifest has no entry « ${entryKey} ».`)
  if (!manifests.client[scriptKey]?.isEntry) throw new Error(`The client build's manifest has no entry « ${scriptKey} ».`)
  const templateStyles = entryStyles(manifests.styles, entryKey)
  // The notice of a request that waits for the network may open on any page (src/page/queue.ts), whose
  // chunks load no stylesheet (vite-inline-css-deps.ts): its CSS is in every page, after the page's own.
  const queuedNoticeStyles = entryStyles(manifests.styles, 'page/queued-notice.tsx')
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry

  const cssCache = new Map<string, Promise<string>>()
  const readCss = (file: string) => {
    let css = cssCache.get(file)
    if (!css) cssCache.set(file, (css = readFile(join(dist, file), 'utf8')))
    return css
  }

  for (const route of [...entry.routes, entry.notFoundRoute]) {
    const url = route.path ?? '/404'
    const appHtml = await entry.render(url)
    const assets = assetsFor(manifests, route.file, entryKey, scriptKey)
    const styles = inlineStyles(
      await Promise.all([...new Set([...templateStyles, ...assets.css, ...queuedNoticeStyles])].map(readCss)),
    )
    // Replacer functions: a « $& » or « $' » in a text must not be read as a pattern.
    const html = template
      .replace(/<title>.*?<\/title>/, () => `<title>${entry.escapeHtml(entry.documentTitle(route))}</title>`)
      .replace('<!--app-head-->', () => head(entry, route, assets, styles))
      .replace('<!--app-html-->', () => appHtml)
    const file = join(dist, htmlFileOf(route.path))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, html)
    console.log(`prerender: ${url.padEnd(22)} → ${file.slice(root.length)}`)
  }

  const privatePaths = entry.routes.flatMap((route) => (route.path !== null && entry.isPrivate(route) ? [route.path] : []))
  await writeFile(join(dist, '_headers'), renderHeaders(siteHeaderRules({ privatePaths, preview })))
  console.log(`prerender: _headers               → dist/_headers${preview ? ' (noindex)' : ''}`)

  if (preview) {
    await writeFile(join(dist, 'robots.txt'), previewRobotsTxt())
    console.log('prerender: robots.txt             → dist/robots.txt (aperçu : tout est interdit, pas de sitemap)')
  } else {
    // Her own pages (kind: private) stay out: the sitemap lists what search engines may show.
    const indexable = entry.routes.flatMap((route) => (route.path === null || entry.isPrivate(route) ? [] : [route.path]))
    await writeFile(join(dist, 'sitemap.xml'), entry.sitemapXml(entry.practice.siteUrl, indexable))
    console.log(`prerender: sitemap.xml            → dist/sitemap.xml (${indexable.length} pages)`)
    await writeFile(join(dist, 'robots.txt'), entry.robotsTxt(entry.practice.siteUrl))
    console.log('prerender: robots.txt             → dist/robots.txt')
  }

  // The server build only fed this script.
  await rm(join(root, 'dist-ssr'), { recursive: true, force: true })
  // So did the styles build's scripts and stylesheets, its CSS now in the pages: no page loads them, so they
  // do not ship. Its photos stay, and so does a file the client build wrote too (same code, same name).
  const clientFiles = new Set(Object.values(manifests.client).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))
  const leftovers = new Set(Object.values(manifests.styles).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]).filter((file) => /\.(js|css)$/.test(file) && !clientFiles.has(file)))
  await Promise.all([...leftovers].map((file) => rm(join(dist, file))))
  console.log(`prerender: build des styles       → ${leftovers.size} fichiers retirés de dist/assets (leur CSS est dans les pages)`)

  const appointment = writeAppointmentContent(root, join(root, 'content'))
  console.log(`prerender: rendez-vous            → ${appointment.slice(root.length)} (lu par les fonctions de l’hébergeur)`)
}

main().catch((error: unknown) => {
  reportToolFailure('La construction des pages', error)
  process.exit(2)
})
