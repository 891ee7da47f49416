/**
 * The pages as the pre-render writes them: each page's own content, its
 * heading, its French typography, the header's menu, and what of her data
 * reaches the browser.
 */
import { describe, expect, it } from 'vitest'
import { practiceInBrowser } from '../../src/content/schema.ts'
import { navRoutes, notFoundRoute, routes } from '../../src/routes.ts'
import { h1sOf, mainOf, renderPath, textOf } from '../helpers/render.tsx'

describe('server rendering of every page of the manifest', () => {
  it.each(routes.map((route) => route.path ?? '/'))(
    '%s renders its page content with exactly one h1, typographic apostrophes, and every figure on one line with its unit',
    async (path) => {
      const html = await renderPath(path)
      const main = mainOf(html)
      const headings = h1sOf(main)
      expect(headings).toHaveLength(1)
      expect(headings[0]).not.toBe('')
      // The page itself, not only the layout: text beyond its heading.
      expect(textOf(main).length).toBeGreaterThan((headings[0] ?? '').length + 20)
      // In French, never a straight apostrophe in prose.
      expect(textOf(main)).not.toMatch(/\p{L}'\p{L}/u)
      // 30 km, 24 h, 70 €, 100 %: never split across lines, header and footer included.
      const text = textOf(html)
      const broken = [...text.matchAll(/\d+ (km|h|min|€|%|heures)(?![\p{L}])/gu)].map((match) => text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10))
      expect(broken).toEqual([])
    },
  )

  it('renders the not-found page, with its one heading and a way home, for /services and unknown paths', async () => {
    const pages = await Promise.all(['/services', '/une-page-qui-n-existe-pas'].map(async (path) => mainOf(await renderPath(path))))
    for (const main of pages) {
      expect(h1sOf(main)).toHaveLength(1)
      expect(main).toMatch(/<a\b[^>]*href="\/"/)
    }
    expect(pages[0]).toBe(pages[1])
    expect(routes.some((route) => route.file === notFoundRoute.file)).toBe(false)
  })

  it('marks the current page in the header menu, and only that one', async () => {
    const route = navRoutes.at(-1)
    const html = await renderPath(route?.path ?? '/')
    const header = /<header\b[\s\S]*<\/header>/.exec(html)?.[0] ?? ''
    const current = [...header.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].filter((match) => (match[1] ?? '').includes('aria-current="page"'))
    expect(current.map((match) => textOf(match[2] ?? ''))).toEqual([route?.nav])
  })

  it('sets the menu labels like the page text, with no-break spaces before « ? » and « : »', async () => {
    const html = await renderPath('/')
    const header = /<header\b[\s\S]*<\/header>/.exec(html)?.[0] ?? ''
    const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
    for (const route of navRoutes) {
      expect(textOf(header)).toContain(route.nav)
      expect(textOf(footer)).toContain(route.nav)
    }
    expect(textOf(header)).not.toMatch(/\p{L} [?!;:]/u)
  })
})

describe('what of practice.yaml reaches the browser', () => {
  it('only the fields the pages’ code reads: her legal facts and conditions are in the HTML, not in every page’s JavaScript', async () => {
    const { practice } = await import('virtual:content/practice')
    expect(Object.keys(practice).sort()).toEqual([...practiceInBrowser].sort())
    // The pre-rendered pages still quote those facts (the law test reads them on /conditions).
    const { practice: whole } = await import('virtual:content/practice-all')
    expect(Object.keys(whole).length).toBeGreaterThan(practiceInBrowser.length)
  })
})
