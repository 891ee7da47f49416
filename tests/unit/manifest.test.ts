import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { notFoundPage, pages } from '../helpers/content.ts'
import { matchRoute, navRoutes, normalizePath, notFoundRoute, routes } from '../../src/routes.ts'
import { pageRoles } from '../../src/content/schema.ts'

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url))
/** The top-level MDX files: one per page (blocks shared by pages live in content/blocs/). */
const mdxFiles = readdirSync(contentDir)
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => name.replace(/\.mdx$/, ''))

const allEntries = [...pages, notFoundPage]

describe('the page manifest (content/pages.yaml)', () => {
  it('names an existing MDX file for every page', () => {
    for (const entry of allEntries) {
      expect(mdxFiles, `content/${entry.file}.mdx`).toContain(entry.file)
    }
  })

  it('lists every top-level MDX file of content/, with 404.mdx as the not-found page', () => {
    expect(notFoundPage.file).toBe('404')
    const listed = new Set<string>(allEntries.map((entry) => entry.file))
    for (const file of mdxFiles) {
      expect(listed.has(file), `content/${file}.mdx has no entry in content/pages.yaml`).toBe(true)
    }
  })

  it('uses each MDX file for one page only', () => {
    const files = allEntries.map((entry) => entry.file)
    expect(new Set(files).size).toBe(files.length)
  })

  it('gives every page a non-empty title and description, each unique', () => {
    for (const entry of allEntries) {
      expect(entry.title.trim(), entry.file).not.toBe('')
      expect(entry.description.trim(), entry.file).not.toBe('')
    }
    const titles = allEntries.map((entry) => entry.title)
    const descriptions = allEntries.map((entry) => entry.description)
    expect(new Set(titles).size, 'duplicate titles').toBe(titles.length)
    expect(new Set(descriptions).size, 'duplicate descriptions').toBe(descriptions.length)
  })

  it('keeps every meta description within 160 characters, as search engines show them', () => {
    for (const entry of allEntries) {
      expect(entry.description.length, `${entry.file}: « ${entry.description} »`).toBeLessThanOrEqual(160)
    }
  })

  it('gives unique, well-formed paths: a leading slash, lowercase slug, no trailing slash', () => {
    const paths = pages.map((page) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) {
      expect(path).toMatch(/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/)
      expect(normalizePath(path)).toBe(path)
    }
  })

  it('holds the pages the code links to: the home page, one booking page and one offers page (by their role), and no /services', () => {
    const paths = pages.map((page) => page.path)
    expect(paths).toContain('/')
    for (const role of pageRoles) expect(pages.filter((page) => page.role === role), role).toHaveLength(1)
    expect(paths).not.toContain('/services')
  })
})

describe('the route list the app reads (src/routes.ts)', () => {
  it('has one route per manifest page, in the same order', () => {
    expect(routes.map((route) => route.path)).toEqual(pages.map((page) => page.path))
    expect(notFoundRoute.path).toBeNull()
    expect(notFoundRoute.file).toBe(notFoundPage.file)
  })

  it('puts in the header menu the pages that have a menu label, in the order of pages.yaml', () => {
    const expected = pages.flatMap((page) => (page.nav ? [[page.path, page.nav]] : []))
    expect(navRoutes.map((route) => [route.path, route.nav])).toEqual(expected)
  })

  it('matches a path with or without its trailing slash, and anything else to the 404 page', () => {
    const path = pages.find((page) => page.path !== '/')?.path ?? ''
    expect(matchRoute(`${path}/`).path).toBe(path)
    expect(matchRoute(path).path).toBe(path)
    expect(matchRoute('/').path).toBe('/')
    expect(matchRoute('/services')).toBe(notFoundRoute)
    expect(matchRoute(`${path}/autre`)).toBe(notFoundRoute)
  })

  it('loads each page module on demand', async () => {
    for (const route of [...routes, notFoundRoute]) {
      const module = await route.load()
      expect(typeof module.default, route.file).toBe('function')
    }
  })
})
