import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { App } from './App.tsx'
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

/** The practice and its offers as schema.org data, for the home and consultations pages. */
export function practiceJsonLd(siteUrl: string, description: string) {
  return jsonLdOf({ practice, offers: { offers, footnotes }, pages: { pages } }, siteUrl, description)
}

/** Renders the page at `url` to HTML, for the pre-render script. */
export async function render(url: string): Promise<string> {
  await loadPage(matchRoute(new URL(url, 'http://localhost').pathname))
  // `prerender` waits for every lazy part (the folded contact form's): the HTML is whole, for visitors without JavaScript too.
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Each part inline, where it belongs: no part moved to the end of the HTML with a script to put it back.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}
