import type { ComponentProps } from 'react'

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A path of the site, such as « /a-propos » or « /#contact ». */
  to: string
}

/**
 * A link to a page of the site: a plain `<a href>`. The browser loads the
 * page, restores scroll and focus on back and forward, and opens a new tab on
 * a modifier click; the next page is fetched on intent beforehand (the
 * Speculation Rules of each page, or src/page/prefetch.ts).
 */
export function Link({ to, ...props }: LinkProps) {
  return <a {...props} href={to} />
}
