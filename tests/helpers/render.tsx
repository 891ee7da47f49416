/**
 * Server-renders a page of the site with src/entry-server.tsx's own `render`,
 * the one scripts/build/prerender.ts calls. Only for vitest, which reads
 * vite.config.ts, so MDX, vanilla-extract and the content modules are
 * compiled as in the build.
 */
import { render } from '../../src/entry-server.tsx'

/** The HTML of the page at `path`, as the pre-render writes it inside the page. */
export const renderPath = (path: string): Promise<string> => render(path)

const entities: Record<string, string> = { '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' }

/**
 * Strips tags and decodes the few entities React writes, to read a fragment as
 * text. A script's content is no text a reader sees (an island's props are
 * JSON in one, src/components/Island), so it goes with its tags.
 */
export function textOf(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, '').replace(/&(#x27|quot|lt|gt|amp);/g, (entity) => entities[entity] ?? entity)
}

/** The HTML inside `<main>…</main>`: the page's own content, without header and footer. */
export function mainOf(html: string): string {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)
  if (!match?.[1]) throw new Error('The page has no <main> element.')
  return match[1]
}

export function h1sOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1] ?? '').trim())
}

export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ''))
}

/** Every `href="…"` of an HTML fragment, entities decoded. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'))
}
