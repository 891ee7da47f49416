import { compile } from '@mdx-js/mdx'
import { expect, it } from 'vitest'
import remarkTableOfContents, { sectionIds } from '../../scripts/build/mdx/remark-table-of-contents.ts'
import { sectionId } from '../../src/content/model.ts'

it('a section’s id is its heading’s words, lower case, without accents or punctuation', () => {
  expect(['Qui traite vos données ?', 'Droit de rétractation', 'Cookies et mesure d’audience', '« ? »'].map(sectionId)).toEqual([
    'qui-traite-vos-donnees',
    'droit-de-retractation',
    'cookies-et-mesure-d-audience',
    'section',
  ])
})

it('two headings with the same words get two ids', () => {
  expect(sectionIds(['Formules', 'Paiement', 'Formules'])).toEqual(['formules', 'paiement', 'formules-2'])
})

/** The page compiled as the site compiles it, written out as HTML-ish JSX to read. */
async function compiled(page: string): Promise<string> {
  return String(await compile(page, { remarkPlugins: [remarkTableOfContents], jsx: true }))
}

it('<TableOfContents /> lists the page’s ## headings in order, each a link to the id its heading gets', async () => {
  const out = await compiled('# Titre\n\nIntro.\n\n<TableOfContents />\n\n## Qui traite vos données ?\n\nTexte.\n\n### Un détail\n\n## Vos droits\n')
  expect(out).toContain('<_components.a href="#qui-traite-vos-donnees">{"Qui traite vos données ?"}</_components.a>')
  expect(out).toContain('<_components.a href="#vos-droits">{"Vos droits"}</_components.a>')
  expect(out).toContain('<_components.h2 id="qui-traite-vos-donnees">')
  expect(out).toContain('<_components.h2 id="vos-droits">')
  expect(out).not.toContain('un-detail')
  expect(out.indexOf('#qui-traite-vos-donnees')).toBeLessThan(out.indexOf('#vos-droits'))
})

it('a page without <TableOfContents /> keeps its headings as written', async () => {
  expect(await compiled('## Vos droits\n')).not.toContain('id=')
})
