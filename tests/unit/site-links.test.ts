import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { matchRoute, normalizePath, notFoundRoute, routes } from '../../src/routes.ts'
import { fixtureContent } from '../helpers/content-copy.ts'
import { hrefsOf, idsOf, renderPath } from '../helpers/render.tsx'

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url))

function mdxFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? mdxFilesUnder(join(dir, entry.name)) : entry.name.endsWith('.mdx') ? [join(dir, entry.name)] : [],
  )
}

interface ContentLink {
  file: string
  href: string
}

/** Internal links as the consultant writes them: [texte](/page), to="/page", href="/page". */
function linksIn(file: string): ContentLink[] {
  const source = readFileSync(file, 'utf8')
  const patterns = [/\]\((\/[^)\s]*)\)/g, /\bto="(\/[^"]*)"/g, /\bhref="(\/[^"]*)"/g, /\bto='(\/[^']*)'/g, /\bhref='(\/[^']*)'/g]
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => ({ file: relative(contentDir, file), href: match[1] ?? '' })),
  )
}

/** In-page scroll targets: <ScrollButton target="services">. */
function scrollTargetsIn(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/<ScrollButton\b[^>]*\btarget="([^"]+)"/g)].map((match) => match[1] ?? '')
}

/** The MDX files that make up a page: its own, plus the blocks it imports. */
function filesOfPage(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const imports = [...source.matchAll(/^import\s+\w+\s+from\s+['"](\.[^'"]+\.mdx)['"]/gm)].map((match) =>
    join(file, '..', match[1] ?? ''),
  )
  return [file, ...imports.flatMap(filesOfPage)]
}

const pageFiles = [...routes, notFoundRoute].map((route) => ({ route, file: join(contentDir, `${route.file}.mdx`) }))
/** The ids present in each page's rendered HTML, by path. */
const anchors = new Map<string, Set<string>>()
/** Every internal href of each rendered page (header, footer and components included). */
const renderedLinks = new Map<string, string[]>()

beforeAll(async () => {
  for (const route of routes) {
    const path = route.path ?? '/'
    const html = await renderPath(path)
    anchors.set(path, idsOf(html))
    renderedLinks.set(path, hrefsOf(html).filter((href) => href.startsWith('/')))
  }
})

function checkInternal(href: string, where: string) {
  const url = new URL(href, 'http://localhost')
  const route = matchRoute(url.pathname)
  expect(route, `${where}: ${href} leads to the 404 page`).not.toBe(notFoundRoute)
  if (url.hash) {
    const id = decodeURIComponent(url.hash.slice(1))
    const ids = anchors.get(normalizePath(url.pathname))
    expect(ids?.has(id), `${where}: ${href} — the page has no element with id « ${id} »`).toBe(true)
  }
}

describe('links written in content/', () => {
  const links = mdxFilesUnder(contentDir).flatMap(linksIn)

  it('finds the links it checks (the pattern still matches how pages are written, on the tests’ own content)', () => {
    const fixtureLinks = mdxFilesUnder(fixtureContent).flatMap(linksIn)
    expect(fixtureLinks.length).toBeGreaterThan(10)
    expect(fixtureLinks.map((link) => link.href)).toContain('/rendez-vous')
  })

  it('sends every internal link to a page of the manifest, and every #anchor to an element of that page', () => {
    for (const link of links) checkInternal(link.href, `content/${link.file}`)
  })

  it('points every in-page scroll button to a section of its own page', () => {
    for (const { route, file } of pageFiles) {
      if (route.path === null) continue
      const targets = filesOfPage(file).flatMap(scrollTargetsIn)
      for (const target of targets) {
        expect(anchors.get(route.path)?.has(target), `${route.file}.mdx: no section with id « ${target} »`).toBe(true)
      }
    }
  })

  it('has the two scroll buttons the specification asks for', () => {
    expect(filesOfPage(join(contentDir, 'accueil.mdx')).flatMap(scrollTargetsIn)).toContain('services')
    expect(filesOfPage(join(contentDir, 'location-tire-lait.mdx')).flatMap(scrollTargetsIn)).toContain('contact')
  })
})

describe('links of the rendered pages', () => {
  it('never link to a path that would answer 404, header and footer included', () => {
    for (const [path, hrefs] of renderedLinks) {
      expect(hrefs.length, path).toBeGreaterThan(0)
      for (const href of hrefs) {
        // Assets such as /images/portrait.webp are files, not routes.
        if (/\.\w+$/.test(new URL(href, 'http://localhost').pathname)) continue
        checkInternal(href, `rendered ${path}`)
      }
    }
  })

  it('link the gift card page to the consultations, never to /services', () => {
    const hrefs = renderedLinks.get('/cartes-cadeaux') ?? []
    expect(hrefs).toContain('/consultations')
    expect(hrefs).not.toContain('/services')
  })
})
