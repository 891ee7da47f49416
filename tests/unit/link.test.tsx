/**
 * The site's own links (src/components/Link, src/components/NavLink) as the
 * server renders them. What they do on a click is tested in a browser
 * (tests/e2e/site-navigation.spec.ts).
 */
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { expect, it } from 'vitest'
import { Link } from '../../src/components/Link/Link.tsx'
import { NavLink } from '../../src/components/NavLink/NavLink.tsx'

const at = (location: string, element: ReactNode) =>
  renderToString(<StaticRouter location={location}>{element}</StaticRouter>)

it('Link is a real link to the page, with the attributes it is given, keeping the section of another page', () => {
  const html = at('/', <Link to="/a-propos" className="prose-link" title="Qui suis-je">À propos</Link>)
  expect(html).toBe('<a class="prose-link" title="Qui suis-je" href="/a-propos">À propos</a>')
  expect(at('/cartes-cadeaux', <Link to="/#contact">Me contacter</Link>)).toContain('href="/#contact"')
})

/** The aria-current of the menu's link to `to` at `location`, for each [location, to]. */
const current = (...pairs: [string, string][]) => pairs.map(([location, to]) => /aria-current="([^"]*)"/.exec(at(location, <NavLink to={to}>Page</NavLink>))?.[1] ?? null)

it('NavLink marks the page shown as current, trailing slash or not; no other, not even home or a parent', () => {
  expect(current(['/a-propos', '/a-propos'], ['/a-propos/', '/a-propos'], ['/', '/'])).toEqual(['page', 'page', 'page'])
  expect(current(['/a-propos', '/'], ['/a-propos', '/consultations'], ['/a-propos/suite', '/a-propos'])).toEqual([null, null, null])
})
