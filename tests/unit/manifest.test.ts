/**
 * Her page list (content/pages.yaml) as the app reads it. What the check
 * refuses in it (a page without its file or a file without its page, an empty
 * or too long title or description, two pages at one address, no home page, a
 * role held by no page or by two) is proven on her content by site-check.test.ts (« the
 * consultant’s content passes with no error ») and rule by rule by check-files.test.ts and check-data.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { notFoundPage, pages } from '../helpers/content.ts'
import { matchRoute, navRoutes, notFoundRoute, routes } from '../../src/routes.ts'
import { normalizePath } from '../../src/lib/page-paths.ts'
import { unknownPath } from '../../scripts/tools/static-server.ts'

describe('the page manifest (content/pages.yaml)', () => {
  it('gives paths as the app matches them (no trailing slash), a home page', () => {
    for (const { path } of pages) expect(normalizePath(path)).toBe(path)
    expect(pages.map((page) => page.path)).toContain('/')
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
    expect(matchRoute(unknownPath)).toBe(notFoundRoute)
    expect(matchRoute(`${path}/autre`)).toBe(notFoundRoute)
  })
})
