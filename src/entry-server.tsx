import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { App } from './App.tsx'
import { loadPage, matchRoute } from './routes.ts'

export { documentTitle, notFoundRoute, routes } from './routes.ts'
export { pendingPlaceholders } from './lib/placeholder.ts'
export { practice } from '../content/data/practice.ts'

/** Renders the page at `url` to HTML, for the pre-render script. */
export async function render(url: string): Promise<string> {
  await loadPage(matchRoute(new URL(url, 'http://localhost').pathname))
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  )
}
