/**
 * What a first visit to each pre-rendered page downloads, in gzip bytes,
 * measured on the build output (dist/) so that the numbers are the same on
 * every machine. Read by the byte-budget test (tests/e2e/quality-budget.spec.ts)
 * and by `npm run bench`.
 */
import type { Manifest } from 'vite'
import { chunkClosure } from '../build/chunk-closure.ts'
import { htmlFileOf } from '../build/html-files.ts'
import { moduleName } from '../build/island-chunks.ts'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { siteContent } from '../build/content/load.ts'
import { pathOfRole } from '../../src/content/roles.ts'
import { startingAtOnce } from '../../src/page/islands.ts'
import { unknownPath } from './static-server.ts'

/** The visitors' byte budgets, in KiB of gzip. */
export const budgetsKiB = {
  /** One route's HTML, its inlined CSS included: the first round trip carries the whole text and its styles. */
  html: 14,
  /** All the CSS of a route (inlined in its HTML, see scripts/build/inline-css.ts). */
  css: 12,
  /**
   * The JavaScript a route loads on a first visit: static pages and their one small script (src/entry-page.ts),
   * their contact form not touched (a folded one not opened)…
   */
  js: 10,
  /**
   * …except the pages whose island hydrates at once (React, its code): the booking page (the form; its
   * calendar comes at the parent's first intent) and her own off-site tool (no visitor's page).
   */
  jsAtOnce: 100,
  /** Her portrait on the home page of a phone: the small round one (images are sent as they are, not gzipped). */
  phonePortrait: 10,
} as const

/** A route of the build and the file that holds its HTML. */
export interface BuiltRoute {
  /** The address visited; the 404 page is visited at an unknown address. */
  path: string
  /** The path of its HTML file, relative to dist/. */
  htmlFile: string
  /** How the bench's tables and the budget test name the page: its address, or « 404 (its file) ». */
  label: string
}

const { pages, notFound } = siteContent(join(import.meta.dirname, '..', '..', 'content')).pages

/** The booking page, held to the larger JavaScript budget. */
const bookingPath = pathOfRole(pages, 'booking')

/**
 * The pages held to the booking page's JavaScript budget: it, and her own pages
 * (pages.yaml's `kind: private`, her off-site tool on her phone), which no
 * visitor opens and which load the date and message composers at once.
 * Chosen by the page's role, not by the islands its HTML holds: a form that
 * starts at once placed on a reading page must fail the budget, not raise it.
 */
export const largerJsPaths: readonly string[] = [bookingPath, ...pages.flatMap((page) => (page.kind === 'private' ? [page.path] : []))]

export const builtRoutes: readonly BuiltRoute[] = [
  ...pages.map((page) => ({
    path: page.path,
    htmlFile: htmlFileOf(page.path),
    label: page.path,
  })),
  { path: unknownPath, htmlFile: htmlFileOf(null), label: `404 (${notFound.file})` },
]

export interface RouteBytes {
  route: BuiltRoute
  /** gzip bytes of the HTML file, its inlined CSS included. */
  html: number
  /** gzip bytes of the page's inline `<style>` (under that name), and of any stylesheet seen loading, by file name relative to dist/. */
  css: Map<string, number>
  /** gzip bytes of every script, by file name relative to dist/. */
  js: Map<string, number>
}

const sum = (sizes: ReadonlyMap<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0)

export const totalCss = (bytes: RouteBytes) => sum(bytes.css)
export const totalJs = (bytes: RouteBytes) => sum(bytes.js)

/** The gzip size the static server sends (zlib's default level, as most hosts). */
const gzipSize = (content: Buffer) => gzipSync(content).length

/** `href`/`src` values of the tags of an HTML text that match a pattern. */
function attributes(html: string, tag: RegExp, attribute: 'href' | 'src'): string[] {
  return [...html.matchAll(tag)].flatMap((match) => {
    const value = new RegExp(`\\b${attribute}="([^"]+)"`).exec(match[0])?.[1]
    return value ? [value] : []
  })
}

/** Only the site's own files count; another origin is a failure elsewhere. */
function localFile(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? url.slice(1).split(/[?#]/)[0] ?? null : null
}

/**
 * The modules of the islands the page's script hydrates at once (src/page/islands.ts): the contact forms wait
 * for a first touch (a folded one for its opening), so their code is not a first visit's.
 */
const islandModules: Readonly<Record<string, string>> = Object.fromEntries(startingAtOnce().map((name) => [name, `components/${name}/${name}.tsx`]))

/**
 * The script files of a page's first visit: the page's script and the
 * modules it starts (each island's code and React's, src/page/hydrate.tsx),
 * and every chunk those import statically (from the build manifest, so a
 * chunk the HTML forgot to preload still counts). Its CSS is inline: see
 * `inlineStyles` (scripts/build/inline-css.ts).
 */
export async function firstVisitScripts(dist: string, html: string): Promise<string[]> {
  const manifestText = await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')
  const manifest = JSON.parse(manifestText) as Manifest
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))

  const js = new Set<string>()
  // Each chunk walked once for the whole page.
  const walked = new Set<string>()
  const visit = (file: string) => {
    js.add(file)
    const key = keyOf.get(file)
    for (const chunk of key === undefined ? [] : chunkClosure(manifest, key, walked)) js.add(chunk.file)
  }
  // Scripts and modulepreloads, then the code of the islands hydrated at once.
  const scripts = [
    ...attributes(html, /<script\b[^>]*>/g, 'src'),
    ...attributes(html, /<link\b[^>]*\brel="modulepreload"[^>]*>/g, 'href'),
  ]
  for (const file of scripts.map(localFile)) if (file) visit(file)
  const islands = [...html.matchAll(/\bdata-island="(\w+)"/g)].flatMap((match) => islandModules[match[1] ?? ''] ?? [])
  for (const key of islands.length > 0 ? ['page/hydrate.tsx', ...islands] : []) {
    // An island's module is in the file named after it (scripts/build/island-chunks.ts).
    const chunk = manifest[key] ?? Object.entries(manifest).find(([file, each]) => file.startsWith('_') && each.name === moduleName(key))?.[1]
    if (!chunk) throw new Error(`The build manifest has no chunk « ${key} ».`)
    visit(chunk.file)
  }
  return [...js]
}

/**
 * The gzip bytes of a route's first visit. `alsoLoaded` adds files seen
 * loading in a browser (a chunk imported after hydration, say) to those the
 * HTML names.
 */
export async function measureRoute(dist: string, route: BuiltRoute, alsoLoaded: readonly string[] = []): Promise<RouteBytes> {
  const html = await readFile(join(dist, route.htmlFile))
  const scripts = await firstVisitScripts(dist, html.toString('utf8'))
  const sizes = async (names: Iterable<string>) =>
    new Map(await Promise.all([...new Set(names)].map(async (name) => [name, gzipSize(await readFile(join(dist, name)))] as const)))
  const inline = /<style>([\s\S]*?)<\/style>/.exec(html.toString('utf8'))?.[1] ?? ''
  return {
    route,
    html: gzipSize(html),
    // The page's one <style>, under one name: its files are no longer named in the page.
    css: new Map([['<style>', gzipSize(Buffer.from(inline))], ...(await sizes(alsoLoaded.filter((name) => name.endsWith('.css'))))]),
    js: await sizes([...scripts, ...alsoLoaded.filter((name) => name.endsWith('.js'))]),
  }
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1)

/** A Markdown table of the bytes of every route, with the budgets. */
export function byteTable(rows: readonly RouteBytes[]): string {
  const lines = [
    `| Route | HTML with its CSS (≤ ${budgetsKiB.html}) | of which CSS (≤ ${budgetsKiB.css}) | JS first visit (≤ ${budgetsKiB.js}, ${largerJsPaths.join(', ')} ≤ ${budgetsKiB.jsAtOnce}) | JS files |`,
    '|---|---:|---:|---:|---|',
    ...rows.map(
      (row) =>
        `| ${row.route.label} | ${kib(row.html)} | ${kib(totalCss(row))} | ${kib(totalJs(row))} | ${[...row.js]
          .sort((a, b) => b[1] - a[1])
          .map(([file, size]) => `${file.replace(/^assets\//, '')} ${kib(size)}`)
          .join(', ')} |`,
    ),
  ]
  return `KiB, gzip\n\n${lines.join('\n')}`
}
