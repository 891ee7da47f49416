/**
 * The web editor (src/admin/keystatic.config.tsx) shows every data file, page
 * and block, and every component a page may use with the props of the content
 * schema (src/content/schema.ts). The data files' fields are built from the
 * schema itself (src/admin/fields.tsx, tested in content-model.test.ts).
 */
import { describe, expect, test } from 'vitest'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import config, { blockComponents, blocks, dataSingletons, htmlElements, pageEditorComponents, textComponents } from '../../src/admin/keystatic.config.tsx'
import { importedComponents, pageComponents, pageHtmlElements, propMeta } from '../../src/content/components.ts'
import { frenchTypography } from '../../src/lib/typography.ts'
import { blockFileName } from '../../src/content/blocks.ts'
import { repoRoot } from '../helpers/content-copy.ts'
import { factNames } from '../../src/content/facts.ts'
import { contentFiles } from '../../src/content/schema.ts'
import { notFoundPage as notFound, pages } from '../helpers/content.ts'
import { entryFields, type EditorLists } from '../../src/admin/fields.tsx'

interface Entry {
  label: string
  path?: string
  format?: unknown
  schema: Record<string, never>
}
const entries = Object.values(config.singletons ?? {}) as Entry[]

test('every data file is in the editor, under its name in the content model, the interface’s words included', () => {
  for (const [file, spec] of Object.entries(contentFiles)) {
    const singleton = entries.find((entry) => `${entry.path}.yaml` === `content/${file}`)
    expect(singleton, `no editor entry writes content/${file}`).toBeDefined()
    expect(singleton!.format).toEqual({ data: 'yaml' })
    expect(singleton!.label).toBe(frenchTypography(spec.label))
  }
  expect(Object.keys(dataSingletons)).toHaveLength(Object.keys(contentFiles).length)
})

test('every page and every shared block is in the editor, under its menu name', () => {
  for (const page of pages) {
    const entry = entries.find((singleton) => singleton.path === `content/${page.file}`)
    // Her words, typeset as everything she reads in the editor: « Pourquoi consulter ? » does not break before its « ? ».
    expect(entry?.label, page.file).toBe(frenchTypography(page.nav ?? page.title))
    expect(entry?.format).toEqual({ contentField: 'text' })
  }
  expect(entries.some((singleton) => singleton.path === `content/${notFound.file}`)).toBe(true)
  for (const block of blocks) expect(entries.find((singleton) => singleton.path === `content/blocs/${block.file}`)?.label).toBe(`Bloc «\u00a0${block.file}\u00a0»`)
})

describe('every component a page may use, and every shared block', () => {
  test('each component is in the editor, its code where pages import it from, its facts practice.yaml’s', () => {
    expect(Object.keys(pageEditorComponents).sort()).toEqual(Object.keys(pageComponents).sort())
    // As scripts/build/mdx/remark-import-components.ts binds a tag: its island's file when it has one, else its component's.
    for (const name of importedComponents(pageComponents)) {
      const island = join(repoRoot, 'src/islands', `${name}.tsx`)
      const file = existsSync(island) ? island : join(repoRoot, 'src/components', name, `${name}.tsx`)
      expect(readFileSync(file, 'utf8'), name).toMatch(new RegExp(`export (function|const) ${name}\\b`))
    }
    const fact = pageEditorComponents.Fact as unknown as { schema: { of: { options: { value: string }[] } } }
    expect(fact.schema.of.options.map((option) => option.value).sort()).toEqual([...factNames].sort())
    // Each block's name and its props' labels as she reads them, typeset: « Prix « dès » » does not break inside its quotes.
    for (const [name, declaration] of Object.entries(pageComponents)) {
      const shown = pageEditorComponents[name] as unknown as { label: string; schema: Record<string, { label?: string }> }
      expect(shown.label, name).toBe(frenchTypography(declaration.label))
      for (const [prop, field] of Object.entries(shown.schema)) expect(field.label, `${name}.${prop}`).toBe(frenchTypography(propMeta((declaration.props.shape as Record<string, never>)[prop]!).label))
    }
  })

  test('a text a block requires, left empty, is refused in French (Keystatic’s own rule says « must not be empty »)', () => {
    type TextProp = { validate: (value: string) => string }
    const required = [
      (pageEditorComponents.ButtonLink as unknown as { schema: { to: TextProp } }).schema.to,
      (htmlElements.span as unknown as { schema: { lang: TextProp } }).schema.lang,
    ]
    for (const prop of required) {
      expect(() => prop.validate('  ')).toThrow('Écrivez ce texte\u00a0: il est obligatoire.')
      expect(prop.validate('/rendez-vous')).toBe('/rendez-vous')
    }
  })

  test('the shared blocks, one per file of content/blocs/, each placeable by its tag', () => {
    expect(blocks.map((block) => `${block.file}.mdx`).sort()).toEqual(readdirSync(join(repoRoot, 'content/blocs')).sort())
    expect(Object.keys(blockComponents).sort()).toEqual(blocks.map((block) => block.tag).sort())
    // The tag the editor writes is the one the build resolves to the block's file.
    for (const block of blocks) expect(blockFileName(block.tag)).toBe(block.file)
    expect(Object.keys(htmlElements).sort()).toEqual(Object.keys(pageHtmlElements).sort())
  })

  test('a block’s editor does not offer the block itself, which would be rendered without end; a page’s offers every block', () => {
    const all = Object.keys(textComponents())
    expect(all).toEqual(expect.arrayContaining(blocks.map((block) => block.tag)))
    for (const block of blocks) expect(Object.keys(textComponents(block.tag)), block.file).toEqual(all.filter((tag) => tag !== block.tag))
  })
})

test('the editor names each gift card by the offers it holds, as it names each offer by its title', () => {
  const offers = [{ value: 'formule-a', label: 'Formule A' }, { value: 'formule-b', label: 'Formule B' }]
  const lists: EditorLists = { bookingServices: [], offers, chosen: { bookingServices: [], offers: [] }, facts: {}, filled: null }
  const offersFields = entryFields('data/offers.yaml', lists) as Record<string, { itemLabel?: (props: unknown) => string }>
  // What Keystatic hands `itemLabel`: the item's preview props.
  const card = (...ids: string[]) => ({ fields: { offers: { elements: ids.map((value) => ({ value })) } } })
  expect(offersFields.giftCards?.itemLabel?.(card('formule-a', 'formule-b'))).toBe('Formule A ou Formule B')
  expect(offersFields.giftCards?.itemLabel?.(card('formule-b'))).toBe('Formule B')
})
