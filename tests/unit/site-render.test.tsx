import { describe, expect, it } from 'vitest'
import { notFoundRoute, routes } from '../../src/routes.ts'
import { h1sOf, mainOf, renderPath, textOf } from '../helpers/render.tsx'

describe('server rendering of every page of the manifest', () => {
  it.each(routes.map((route) => [route.path ?? '', route] as const))(
    '%s renders its page content with exactly one h1',
    async (path) => {
      const html = await renderPath(path)
      const main = mainOf(html)
      const headings = h1sOf(main)
      expect(headings).toHaveLength(1)
      expect(headings[0]).not.toBe('')
      // The page itself, not only the layout: its text runs well past the heading.
      expect(textOf(main).length).toBeGreaterThan(200)
    },
  )

  it('renders the not-found page, titled as the specification says, for /services and unknown paths', async () => {
    for (const path of ['/services', '/une-page-qui-n-existe-pas']) {
      const html = await renderPath(path)
      expect(h1sOf(mainOf(html))).toEqual(['Oops! Page not found'])
      expect(mainOf(html)).toMatch(/<a\b[^>]*href="\/"/)
    }
    expect(notFoundRoute.file).toBe('404')
  })

  it('marks the current page in the header menu, and only that one', async () => {
    const html = await renderPath('/temoignages')
    const header = /<header\b[\s\S]*<\/header>/.exec(html)?.[0] ?? ''
    const current = [...header.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].filter((match) =>
      (match[1] ?? '').includes('aria-current="page"'),
    )
    expect(current.map((match) => textOf(match[2] ?? ''))).toEqual(['Témoignages'])
  })

  it('sets the menu labels like the page text: « Pourquoi consulter ? » with a narrow no-break space', async () => {
    const html = await renderPath('/')
    const header = /<header\b[\s\S]*<\/header>/.exec(html)?.[0] ?? ''
    const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
    expect(textOf(header)).toContain('Pourquoi consulter\u202f?')
    expect(textOf(footer)).toContain('Pourquoi consulter\u202f?')
  })

  it('writes the page in French with typographic apostrophes, never a straight one in prose', async () => {
    const html = await renderPath('/a-propos')
    const text = textOf(mainOf(html))
    expect(text).toContain('J’ai choisi ce métier')
    expect(text).not.toMatch(/\p{L}'\p{L}/u)
  })
})

describe('figures and their units', () => {
  it.each(routes.map((route) => [route.path ?? '', route] as const))(
    '%s keeps every figure on one line with its unit (30 km, 24 h, 70 €, 100 %)',
    async (path) => {
      const text = textOf(await renderPath(path))
      const broken = [...text.matchAll(/\d+ (km|h|min|€|%|heures)(?![\p{L}])/gu)].map(
        (match) => text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10),
      )
      expect(broken).toEqual([])
    },
  )
})
