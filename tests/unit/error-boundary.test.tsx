/**
 * The error boundaries as the server renders them: invisible while nothing
 * throws, so the pre-rendered HTML and hydration are those of the page
 * alone; a form's fallback that still reaches her. What they catch in the
 * browser (an effect, a script that fails to load) is proven on the built
 * site (tests/e2e/site-whole-pages.spec.ts). And that every root of the
 * pages has one.
 */
import { readdirSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { ErrorBoundary } from '../../src/components/ErrorBoundary/ErrorBoundary.tsx'
import { FormBoundary, FormUnavailable } from '../../src/components/FormBoundary/FormBoundary.tsx'
import { phoneHref } from '../../src/lib/format.ts'
import { practice, ui } from '../helpers/content.ts'
import { readRepoFile, repoRoot } from '../helpers/minimal-content.ts'
import { textOf } from '../helpers/render.tsx'

const page = (
  <section>
    <h2>Titre</h2>
    <p>Un texte.</p>
  </section>
)

it('adds nothing to the HTML of what it wraps while nothing throws', () => {
  const alone = renderToStaticMarkup(page)
  expect(renderToStaticMarkup(<ErrorBoundary fallback={<p>Autre chose</p>}>{page}</ErrorBoundary>)).toBe(alone)
  expect(renderToStaticMarkup(<FormBoundary>{page}</FormBoundary>)).toBe(alone)
})

it('lets an error of the server render through: a form that throws fails the pre-render instead of shipping its fallback', () => {
  function Broken(): never {
    throw new Error('cassé')
  }
  expect(() => renderToStaticMarkup(<FormBoundary><Broken /></FormBoundary>)).toThrow('cassé')
})

it('puts in a failed form’s place a sentence that says so, then her phone and e-mail as links', () => {
  const html = renderToStaticMarkup(<FormUnavailable />)
  expect(textOf(html)).toContain(ui.forms.unavailable)
  expect(html).toContain(`href="${phoneHref(practice.phone)}"`)
  expect(html).toContain(`href="mailto:${practice.email}"`)
})

it('wraps every React root of the site’s pages, so the fixed line the roots log (« it shows its fallback instead ») is true of each', () => {
  const rootFiles = readdirSync(`${repoRoot}/src`, { recursive: true, encoding: 'utf8' })
    // The pages' roots; not the editor's (src/admin/), which is Keystatic's.
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('admin/'))
    .map((file) => `src/${file}`)
    .filter((file) => /\b(createRoot|hydrateRoot)\(/.test(readRepoFile(file)))
  expect(rootFiles.length).toBeGreaterThanOrEqual(3)
  for (const file of rootFiles) expect(readRepoFile(file), file).toMatch(/<(ErrorBoundary|IslandTree)\b/)
})
