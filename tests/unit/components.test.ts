/**
 * A component is declared once (src/content/components.ts), and the editor's
 * block, the check's rules and the page's import all follow from that one
 * entry: proven on a component made for this test, <Ribbon>, declared like
 * the site's own and known nowhere else.
 */
import { compile } from '@mdx-js/mdx'
import { describe, expect, test } from 'vitest'
import { editorComponents } from '../../src/admin/components.tsx'
import { choice, component, importedComponents, pageComponents } from '../../src/content/components.ts'
import { checkMdxFile } from '../../scripts/build/check/mdx.ts'
import { componentRulesOf } from '../../scripts/build/check/mdx-props.ts'
import remarkImportComponents from '../../scripts/build/mdx/remark-import-components.ts'

const declarations = {
  Ribbon: component({
    label: 'Ruban',
    description: 'Un bandeau de couleur autour du texte.',
    props: { tone: choice('Couleur', { rose: 'Rose poudré', sage: 'Vert sauge' }) },
    children: 'blocks',
  }),
}

const check = (source: string) => checkMdxFile('/site/content/page.mdx', 'content/page.mdx', source, '/site/content/blocs', [], componentRulesOf(declarations)).problems

describe('a component declared once', () => {
  test('is a block of the editor, under its French name, its prop a list of its named values', () => {
    const ribbon = editorComponents(declarations, { facts: [] }).Ribbon as unknown as {
      kind: string
      label: string
      schema: { tone: { label: string; options: { value: string; label: string }[] } }
    }
    expect(ribbon).toMatchObject({ kind: 'wrapper', label: 'Ruban', schema: { tone: { label: 'Couleur' } } })
    expect(ribbon.schema.tone.options).toEqual([
      { value: 'rose', label: 'Rose poudré' },
      { value: 'sage', label: 'Vert sauge' },
    ])
  })

  test('a scroll button’s section: refused with its « # » in the editor, in French, as the check refuses it', () => {
    const target = (editorComponents(pageComponents, { facts: [] }).ScrollButton as unknown as { schema: { target: { validate: (value: string) => string } } }).schema.target
    expect(() => target.validate('#services')).toThrow('Écrivez-le sans «\u00a0#\u00a0», que le bouton ajoute\u00a0: «\u00a0services\u00a0».')
    expect(target.validate('services')).toBe('services')
  })

  test('a section’s name: refused in the editor with a space or a capital, as the check refuses it; it may stay empty', () => {
    const id = (editorComponents(pageComponents, { facts: [] }).Section as unknown as { schema: { id: { validate: (value: string) => string } } }).schema.id
    expect(() => id.validate('Mes avis')).toThrow('Des minuscules sans accent, des chiffres et des tirets, sans espace\u00a0: mes-tarifs.')
    expect(id.validate('mes-avis')).toBe('mes-avis')
    expect(id.validate('')).toBe('')
  })

  test('is accepted by the check with a declared value, refused in French with its line otherwise', () => {
    expect(check('# Titre\n\n<Ribbon tone="rose">\n\nUn texte.\n\n</Ribbon>\n')).toEqual([])
    const [wrongValue] = check('# Titre\n\n<Ribbon tone="bleu">\n\nUn texte.\n\n</Ribbon>\n')
    expect(wrongValue).toMatchObject({ line: 3 })
    expect(wrongValue?.fix).toContain('rose')
    const [missing] = check('# Titre\n\n<Ribbon>\n\nUn texte.\n\n</Ribbon>\n')
    expect(missing?.fix).toContain('tone="…"')
    // The site's own components are not known to this list: the check names the test's one.
    const [unknown] = check('# Titre\n\n<Ribon tone="rose">\n\nUn texte.\n\n</Ribon>\n')
    expect(unknown?.fix).toContain('Ribbon')
  })

  test('is imported by the pages that use it, with no import line; an undeclared tag is not', async () => {
    const code = String(
      await compile('# Titre\n\n<Ribbon tone="rose">\n\nUn texte.\n\n</Ribbon>\n\n<Undeclared />\n', {
        remarkPlugins: [[remarkImportComponents, { components: importedComponents(declarations), componentsDir: '/site/src/components' }]],
      }),
    )
    expect(code).toContain('import {Ribbon} from "/site/src/components/Ribbon/Ribbon.tsx"')
    expect(code).not.toMatch(/import \{?Undeclared/)
  })
})
