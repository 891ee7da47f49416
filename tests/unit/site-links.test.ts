/**
 * Every internal link of the server-rendered pages (header, footer and the
 * text she writes in content/, the page of unknown addresses too) leads to a
 * page of the manifest, and every #anchor and scroll button to an element of
 * that page, as rendered.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { matchRoute, normalizePath, notFoundRoute, routes } from '../../src/routes.ts'
import { hrefsOf, idsOf, renderPath } from '../helpers/render.tsx'

/** In-page scroll targets of a page's file: <ScrollButton target="services">. */
const scrollTargetsIn = (file: string) =>
  [...readFileSync(fileURLToPath(new URL(`../../content/${file}.mdx`, import.meta.url)), 'utf8').matchAll(/<ScrollButton\b[^>]*\btarget="([^"]+)"/g)].map((match) => match[1] ?? '')

/** The ids present in each page's rendered HTML, by path. */
const anchors = new Map<string, Set<string>>()
/** Every internal href of each rendered page. */
const renderedLinks = new Map<string, string[]>()

beforeAll(async () => {
  for (const path of [...routes.map((route) => route.path ?? '/'), '/une-page-qui-n-existe-pas']) {
    const html = await renderPath(path)
    anchors.set(path, idsOf(html))
    renderedLinks.set(path, hrefsOf(html).filter((href) => href.startsWith('/')))
  }
})

describe('links of the rendered pages', () => {
  it('never link to a path that would answer 404, nor to an #anchor the page lacks', () => {
    for (const [path, hrefs] of renderedLinks) {
      expect(hrefs.length, path).toBeGreaterThan(0)
      for (const href of hrefs) {
        const url = new URL(href, 'http://localhost')
        // Assets such as /images/portrait.webp are files, not routes.
        if (/\.\w+$/.test(url.pathname)) continue
        expect(matchRoute(url.pathname), `${path}: ${href} leads to the 404 page`).not.toBe(notFoundRoute)
        const id = decodeURIComponent(url.hash.slice(1))
        if (id) expect(anchors.get(normalizePath(url.pathname))?.has(id), `${path}: ${href} — the page has no element with id « ${id} »`).toBe(true)
      }
    }
  })

  it('point every in-page scroll button to a section of its own page', () => {
    for (const route of routes) {
      for (const target of scrollTargetsIn(route.file)) {
        expect(anchors.get(route.path ?? '/')?.has(target), `${route.file}.mdx: no section with id « ${target} »`).toBe(true)
      }
    }
  })

  it('have the two scroll buttons the specification asks for', () => {
    expect(scrollTargetsIn('accueil')).toContain('services')
    expect(scrollTargetsIn('location-tire-lait')).toContain('contact')
  })

  it('link the gift card page to the consultations, never to /services', () => {
    const hrefs = renderedLinks.get('/cartes-cadeaux') ?? []
    expect(hrefs).toContain('/consultations')
    expect(hrefs).not.toContain('/services')
  })
})
