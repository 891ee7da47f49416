/**
 * The site's own links (src/components/Link, src/components/NavLink) as the
 * server renders them. What they do on a click is tested in a browser
 * (tests/e2e/site-navigation.spec.ts).
 */
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Link } from '../../src/components/Link/Link.tsx'
import { NavLink } from '../../src/components/NavLink/NavLink.tsx'

const at = (location: string, element: ReactNode) =>
  renderToString(<StaticRouter location={location}>{element}</StaticRouter>)

describe('Link', () => {
  it('is a real link to the page, with the attributes it is given', () => {
    const html = at('/', <Link to="/a-propos" className="prose-link" title="Qui suis-je">À propos</Link>)
    expect(html).toBe('<a class="prose-link" title="Qui suis-je" href="/a-propos">À propos</a>')
  })

  it('keeps the section of a link to another page', () => {
    expect(at('/cartes-cadeaux', <Link to="/#contact">Me contacter</Link>)).toContain('href="/#contact"')
  })
})

describe('NavLink', () => {
  const menuLink = (location: string, to: string) => at(location, <NavLink to={to}>Page</NavLink>)

  it('marks the link to the page shown as the current page, with or without a trailing slash', () => {
    expect(menuLink('/a-propos', '/a-propos')).toContain('aria-current="page"')
    expect(menuLink('/a-propos/', '/a-propos')).toContain('aria-current="page"')
    expect(menuLink('/', '/')).toContain('aria-current="page"')
  })

  it('marks no other link, not even the home page or a parent path', () => {
    expect(menuLink('/a-propos', '/')).not.toContain('aria-current')
    expect(menuLink('/a-propos', '/consultations')).not.toContain('aria-current')
    expect(menuLink('/a-propos/suite', '/a-propos')).not.toContain('aria-current')
  })
})
