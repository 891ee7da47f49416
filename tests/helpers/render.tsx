/**
 * Server-renders a page of the site as scripts/prerender.ts does (through
 * src/entry-server.tsx's steps): load the route's module, then render the
 * whole App inside a StaticRouter. Only for vitest, which reads vite.config.ts,
 * so MDX and vanilla-extract are compiled as in the build.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { App } from '../../src/App.tsx'
import { loadPage, matchRoute } from '../../src/routes.ts'

export async function renderPath(path: string): Promise<string> {
  await loadPage(matchRoute(path))
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  )
}

/** Strips tags and decodes the few entities React writes, to read a fragment as text. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The HTML inside `<main>…</main>`: the page's own content, without header and footer. */
export function mainOf(html: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)
  if (!match?.[1]) throw new Error('The page has no <main> element.')
  return match[1]
}

/** Every `<h1>` of an HTML fragment, as text. */
export function h1sOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1] ?? '').trim())
}

/** Every `id="…"` of an HTML fragment. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''))
}

/** Every `href="…"` of an HTML fragment, entities decoded. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
}
