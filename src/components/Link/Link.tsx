import type { ComponentProps } from 'react'
import { useHref, useLinkClickHandler } from 'react-router-dom'
import { loadPage, matchRoute, pagePath } from '../../routes.ts'

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A path of the site, such as « /a-propos » or « /#contact ». */
  to: string
}

/**
 * A link to a page of the site: a real `<a href>` that the router follows
 * without reloading the page. A click with a modifier key, with another button
 * than the first, or on a link with a `target` is left to the browser (new tab,
 * new window, download).
 *
 * The page it leads to starts loading when a pointer rests on the link, a
 * finger touches it or the keyboard reaches it: by the click, its module is
 * often there (the build preloads no page's scripts ahead of a navigation:
 * see `modulePreload` in vite.config.ts).
 *
 * Not react-router's `Link`: that one carries framework-mode prefetching and
 * route discovery the site does not use: about 4 KiB of gzip on every page.
 */
export function Link({ to, onClick, target, ...props }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target })
  // A failed early load costs nothing more than a failed click would: the page then loads in full (routes.ts).
  const prefetch = () => void loadPage(matchRoute(pagePath(to))).catch(() => {})
  return (
    <a
      onPointerEnter={prefetch}
      onTouchStart={prefetch}
      onFocus={prefetch}
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        // The caller's handler first: it may cancel the navigation.
        onClick?.(event)
        if (!event.defaultPrevented) navigate(event)
      }}
    />
  )
}
