/**
 * THE route manifest: the page list of content/pages.yaml joined with the MDX
 * modules it names. The App (which matches an address to its page), the
 * header, the footer, the pre-render and the tests all read this one list.
 */
import type { MDXContent } from 'mdx/types'
import { notFound, pages } from 'virtual:content/pages'
import { practice } from 'virtual:content/practice'
import { normalizePath } from './lib/page-paths.ts'
import { titleText } from './lib/seo.ts'
import type { PageEntry } from './content/schema.ts'

interface PageModule {
  default: MDXContent
}

const modules = import.meta.glob<PageModule>('../content/*.mdx')

export interface AppRoute extends Omit<PageEntry, 'path'> {
  /** `null` for the page shown at unknown addresses. */
  path: PageEntry['path'] | null
  /** Fetches the page's own chunk. */
  load: () => Promise<PageModule>
}

function moduleFor(file: string): () => Promise<PageModule> {
  const load = modules[`../content/${file}.mdx`]
  if (!load) {
    throw new Error(`content/pages.yaml names the page "${file}", but content/${file}.mdx does not exist.`)
  }
  return load
}

export const routes: readonly AppRoute[] = pages.map((page) => ({ ...page, load: moduleFor(page.file) }))

export const notFoundRoute: AppRoute = { ...notFound, path: null, load: moduleFor(notFound.file) }

/**
 * Her own pages (`kind: private`, her off-site booking tool): in no menu, not
 * in the sitemap, never indexed. Their address is public all the same (it is in
 * the site's JavaScript): the tool holds no secret, and what it sends goes
 * through the auto-reply's function, checked like the booking form's.
 */
export const isPrivate = (route: Pick<AppRoute, 'kind'>) => route.kind === 'private'

/** The routes shown in the header menu, in manifest order. */
export const navRoutes = routes.filter((route): route is AppRoute & { path: string; nav: string } =>
  Boolean(route.nav && route.path) && !isPrivate(route),
)

/** The pages of the footer's menu: every page but the legal ones (linked below it) and hers. */
export const footerRoutes = routes.filter((route): route is AppRoute & { path: string } => Boolean(route.path) && route.kind === undefined)

/** The legal pages, linked from the bottom line of every footer. */
export const legalRoutes = routes.filter((route) => route.kind === 'legal')

export function matchRoute(pathname: string): AppRoute {
  const path = normalizePath(pathname)
  return routes.find((route) => route.path === path) ?? notFoundRoute
}

/** The text of the `<title>` element. */
export function documentTitle(route: Pick<AppRoute, 'title'>): string {
  return titleText(route.title, practice.name)
}

/* Pages whose module has arrived render synchronously: the pre-render and `npm run dev` load it first. */
const loaded = new Map<string, MDXContent>()
const pending = new Map<string, Promise<MDXContent>>()

export function loadPage(route: AppRoute): Promise<MDXContent> {
  let promise = pending.get(route.file)
  if (!promise) {
    promise = route.load().then((module) => {
      loaded.set(route.file, module.default)
      return module.default
    })
    pending.set(route.file, promise)
  }
  return promise
}

export function loadedPage(route: AppRoute): MDXContent | undefined {
  return loaded.get(route.file)
}
