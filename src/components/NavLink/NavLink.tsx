import { useLocation } from 'react-router-dom'
import { normalizePath, pagePath } from '../../lib/page-paths.ts'
import { Link, type LinkProps } from '../Link/Link.tsx'

export type NavLinkProps = LinkProps

/**
 * A menu link that tells assistive technologies, and the styles, which page is
 * shown: `aria-current="page"` when the address is its page, with or without a
 * trailing slash. Only the page itself counts, not the pages under it.
 */
export function NavLink({ to, ...props }: NavLinkProps) {
  const { pathname } = useLocation()
  const current = normalizePath(pathname) === normalizePath(pagePath(to))
  return <Link {...props} to={to} aria-current={current ? 'page' : undefined} />
}
