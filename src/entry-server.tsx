import { type ReactNode, StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { App } from './App.tsx'
import { type IslandSlot, IslandSlots } from './components/Island/Island.tsx'
import { island as islandClass } from './components/Island/Island.css.ts'
import { IslandTree } from './components/Island/IslandTree.tsx'
import { footnotes, offers } from 'virtual:content/offers'
import { pages } from 'virtual:content/pages'
import { practice } from 'virtual:content/practice-all'
import { ui } from 'virtual:content/ui'
import { jsonLdPaths as jsonLdPathsOf, practiceJsonLd as jsonLdOf } from './lib/json-ld.ts'
import { loadPage, matchRoute } from './routes.ts'

// What scripts/build/prerender.ts needs from the site, built by Vite with the content's modules.
export { documentTitle, isPrivate, notFoundRoute, routes } from './routes.ts'
export { practice, ui }
export { jsonLdScript } from './lib/json-ld.ts'

/** The pages whose HTML carries the practice's structured data. */
export const jsonLdPaths = jsonLdPathsOf(pages)
export { escapeHtml, headTags, robotsTxt, sitemapXml } from './lib/seo.ts'

/** The practice and its offers as schema.org data, for the home page and her offers' page (`role: offers`). */
export function practiceJsonLd(siteUrl: string, description: string) {
  return jsonLdOf({ practice, offers: { offers, footnotes }, pages: { pages } }, siteUrl, description)
}

/** A tree as whole HTML: `prerender` waits for every lazy part (the folded contact form's), for visitors without JavaScript too. */
async function htmlOf(tree: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerender(tree, {
    // Each part inline, where it belongs: no part moved to the end of the HTML with a script to put it back.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    identifierPrefix,
  })
  return new Response(prelude).text()
}

/** JSON safe inside a <script>: no « </script> » nor « <!-- » can end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Renders the page at `url` to HTML, for the pre-render script: the page
 * static, then each island (src/components/Island) as its own tree in its
 * container, its props beside it, as the browser will hydrate it.
 */
export async function render(url: string): Promise<string> {
  await loadPage(matchRoute(new URL(url, 'http://localhost').pathname))
  const slots = new Map<string, IslandSlot>()
  const page = await htmlOf(
    <StrictMode>
      <IslandSlots value={slots}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </IslandSlots>
    </StrictMode>,
  )
  const islands = new Map<string, string>()
  for (const [index, [slot, island]] of [...slots].entries()) {
    const id = `i${index}-`
    const html = await htmlOf(<IslandTree component={island.component} props={island.props} fallback={null} />, id)
    islands.set(
      slot,
      `<div class="${islandClass}" data-island="${island.name}" data-island-id="${id}">${html}</div>` +
        `<script type="application/json">${scriptJson(island.props)}</script>`,
    )
  }
  return page.replace(/<div data-island-slot="([^"]*)"><\/div>/g, (_marker, slot: string) => {
    const html = islands.get(slot)
    if (html === undefined) throw new Error(`The page ${url} has an island slot « ${slot} » that no island filled.`)
    return html
  })
}
