/**
 * Writes one static HTML file per route of the manifest, plus dist/404.html,
 * from the client build (dist/) and the server build (dist-ssr/), then
 * dist/sitemap.xml and dist/robots.txt. Her own pages (pages.yaml's
 * `kind: private`) are written too, but marked noindex in their head and in
 * _headers, and left out of the sitemap.
 * A preview build (SITE_ENV=preview) is kept out of search engines instead:
 * `noindex, nofollow` on every page, `X-Robots-Tag: noindex` in _headers, a
 * robots.txt that disallows everything, and no sitemap.
 * Each file gets its page's title, description, canonical address, sharing
 * tags (and, where it belongs, the practice's JSON-LD) and its CSS, so the
 * page is complete and styled before any JavaScript runs. Its scripts start
 * only after the first paint (see `bootScript`).
 * Logs each file; exits non-zero on any failure.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Manifest, ManifestChunk } from 'vite'
import { previewHeaders, previewRobotsTxt, privateHeaders } from '../../src/lib/seo.ts'
import { addHashes, inlineHash, inlineStyles, type InlinedStyles } from './inline-css.ts'
import { siteEnvOf } from './launch-problems.ts'

/** The server build's exports (src/entry-server.tsx): the site, its content and its head tags. */
type ServerEntry = typeof import('../../src/entry-server.tsx')
type ServerRoute = ServerEntry['notFoundRoute']

const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = join(root, 'dist')
const serverEntry = join(root, 'dist-ssr', 'entry-server.js')
const preview = siteEnvOf(process.env) === 'preview'

/**
 * A tiny classic script, inline in each page's <head>, that starts the
 * site's modules once the page has painted. Module scripts are deferred, but
 * the browser still fetches them at once, and on a slow phone connection
 * ~90 KiB of JavaScript competing with the first paint delays it
 * (Lighthouse's mobile simulation put it at 1.8 s instead of ~1 s). The text
 * needs no script to show: links are real links, so the page is usable while
 * React loads and hydrates. Inline rather than a file: a request started
 * before the first paint is one more that Lighthouse's simulation counts
 * before the largest one. The Content-Security-Policy allows it by its hash
 * (the same on every page), with no 'unsafe-inline'.
 * It waits for the whole HTML (as `defer` did) and for the browser to
 * report the first paint as shown (the paint timing entry, which comes
 * after the frame is on screen: a requestAnimationFrame callback runs before
 * it, and scripts requested there still counted, in Lighthouse's simulation,
 * before the largest paint of /rendez-vous: 1.6 × its LCP without scripts).
 * It lists the entry first, then the chunks to preload in parallel. A
 * background tab paints nothing, and a browser without paint timing reports
 * none: it starts at once in the first, after a second in the other.
 */
const bootScript = `{
  const [entry, ...preloads] = document.currentScript.dataset.modules.split(' ')
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    import(entry)
  }
  let started = false
  const once = () => {
    if (!started) start()
    started = true
  }
  const afterPaint = () => {
    if (document.visibilityState !== 'visible') return once()
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return
        observer.disconnect()
        setTimeout(once, 0)
      }).observe({ type: 'paint', buffered: true })
    } catch {}
    setTimeout(once, 1000)
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true })
  else afterPaint()
}`

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
  const entryChunks = closure(manifest, entryKey)
  const entryFiles = new Set(entryChunks.map((chunk) => chunk.file))
  const pageChunks = closure(manifest, pageKey)
  // The parts the page loads later (the folded contact form, the calendar) show at once or from the
  // first tap: their CSS is in the HTML too, so the server's form is styled without JavaScript.
  const seen = new Set(Object.keys(manifest).filter((key) => entryFiles.has(manifest[key]?.file ?? '')))
  const lazyChunks = pageChunks
    .filter((chunk) => !entryFiles.has(chunk.file))
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .flatMap((key) => closure(manifest, key, seen))
  return {
    // The entry's own CSS is inlined first on every page (entryStyles).
    css: [...new Set([...pageChunks, ...lazyChunks].flatMap((chunk) => chunk.css ?? []))].filter(
      (file) => !entryChunks.some((chunk) => chunk.css?.includes(file)),
    ),
    // The entry first: the boot script imports it and preloads the rest.
    js: [...entryChunks.map((chunk) => chunk.file), ...pageChunks.map((chunk) => chunk.file).filter((file) => !entryFiles.has(file))],
  }
}

/**
 * The entry's stylesheets, as Vite would link them from an HTML entry: each
 * imported chunk's first (depth first), then the chunk's own, each once. The
 * order is the cascade's.
 */
function entryStyles(manifest: Manifest, key: string, seen = new Set<string>(), visited = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`)
  const styles: string[] = []
  if (!visited.has(key)) {
    visited.add(key)
    for (const child of chunk.imports ?? []) styles.push(...entryStyles(manifest, child, seen, visited))
  }
  for (const file of chunk.css ?? []) {
    if (!seen.has(file)) {
      seen.add(file)
      styles.push(file)
    }
  }
  return styles
}

function head(entry: ServerEntry, route: ServerRoute, assets: { js: string[] }, styles: InlinedStyles): string {
  const { practice, headTags, jsonLdPaths, jsonLdScript, practiceJsonLd, escapeHtml } = entry
  const siteName = `${practice.name} · ${practice.profession}`
  const tags = headTags(
    { siteUrl: practice.siteUrl, siteName, imageAlt: entry.ui.page.shareImageAlt, preview },
    { path: route.path, title: route.title, description: route.description, indexed: !entry.isPrivate(route) },
  )
  const jsonLd = route.path !== null && jsonLdPaths.includes(route.path) ? [jsonLdScript(practiceJsonLd(practice.siteUrl, route.description))] : []
  const modules = assets.js.map((file) => `/${file}`).join(' ')
  // The styles first: the first paint needs nothing else (see scripts/build/inline-css.ts).
  return [
    ...styles.tags,
    `<script data-modules="${escapeHtml(modules)}">${bootScript}</script>`,
    ...tags,
    ...jsonLd,
  ].join('\n    ')
}

async function main() {
  // The source template: the client build's entry is src/entry-client.tsx, so Vite adds no tag to it.
  const template = await readFile(join(root, 'src', 'index.html'), 'utf8')
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('src/index.html has lost its <!--app-head--> or <!--app-html--> marker.')
  }
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('The build manifest has no entry chunk.')
  const templateStyles = entryStyles(manifest, entryKey)
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry

  const cssCache = new Map<string, Promise<string>>()
  const readCss = (file: string) => {
    if (!cssCache.has(file)) cssCache.set(file, readFile(join(dist, file), 'utf8'))
    return cssCache.get(file) as Promise<string>
  }
  const styleHashes: string[] = []

  for (const route of [...entry.routes, entry.notFoundRoute]) {
    const url = route.path ?? '/404'
    const appHtml = await entry.render(url)
    const assets = assetsFor(manifest, route.file, entryKey)
    const styles = inlineStyles(
      await Promise.all([...templateStyles, ...assets.css].map(async (file) => ({ href: `/${file}`, css: await readCss(file) }))),
    )
    styleHashes.push(styles.hash)
    // Replacer functions: a « $& » or « $' » in a text must not be read as a pattern.
    const html = template
      .replace(/<title>.*?<\/title>/, () => `<title>${entry.escapeHtml(entry.documentTitle(route))}</title>`)
      .replace('<!--app-head-->', () => head(entry, route, assets, styles))
      .replace('<!--app-html-->', () => appHtml)
    const file = route.path === null ? join(dist, '404.html') : join(dist, route.path, 'index.html')
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, html)
    console.log(`prerender: ${url.padEnd(22)} → ${file.slice(root.length)}`)
  }

  // The Content-Security-Policy allows each page's <style> and the boot script by their hashes.
  const headersFile = join(dist, '_headers')
  const privatePaths = entry.routes.flatMap((route) => (route.path !== null && entry.isPrivate(route) ? [route.path] : []))
  const headers = privateHeaders(
    addHashes(addHashes(await readFile(headersFile, 'utf8'), 'style-src', styleHashes), 'script-src', [inlineHash(bootScript)]),
    privatePaths,
  )
  await writeFile(headersFile, preview ? previewHeaders(headers) : headers)
  console.log(`prerender: _headers               → /dist/_headers (${new Set(styleHashes).size} style hashes, 1 script hash${preview ? ', noindex' : ''})`)

  if (preview) {
    await writeFile(join(dist, 'robots.txt'), previewRobotsTxt())
    console.log('prerender: robots.txt             → /dist/robots.txt (aperçu : tout est interdit, pas de sitemap)')
  } else {
    // Her own pages (kind: private) stay out: the sitemap lists what search engines may show.
    const indexable = entry.routes.flatMap((route) => (route.path === null || entry.isPrivate(route) ? [] : [route.path]))
    await writeFile(join(dist, 'sitemap.xml'), entry.sitemapXml(entry.practice.siteUrl, indexable))
    console.log(`prerender: sitemap.xml            → /dist/sitemap.xml (${indexable.length} pages)`)
    await writeFile(join(dist, 'robots.txt'), entry.robotsTxt(entry.practice.siteUrl))
    console.log('prerender: robots.txt             → /dist/robots.txt')
  }

  // The server build only fed this script.
  await rm(join(root, 'dist-ssr'), { recursive: true, force: true })
}

main().catch((error: unknown) => {
  console.error('prerender failed:', error)
  process.exit(1)
})
