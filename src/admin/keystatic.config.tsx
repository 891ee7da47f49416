/**
 * The web editor's view of content/: every page and every data file, under
 * the French names of content/README.md, with the fields of the content
 * schema (src/content/schema.ts). A test (tests/unit/editor-config.test.ts)
 * checks that each data file here has exactly the fields the schema knows,
 * and each page component exactly the props a page may give it.
 *
 * The editor writes the same files a developer edits by hand: `npm run check`
 * still validates every save, with its French messages.
 */
import { config, fields, singleton } from '@keystatic/core'
import { block, inline, mark } from '@keystatic/core/content-components'
// The editor's lists, read leniently: a mistake in a data file must not keep her from the editor.
import { blockFiles, choices, facts, filled, offerTitles, pages, notFoundFile } from 'virtual:content/editor'
import { blockTag } from '../content/blocks.ts'
import { pageComponents, pageHtmlElements } from '../content/components.ts'
import { factFields } from '../content/facts.ts'
import { optionalPhotoNames } from '../content/photos.ts'
import { capitalized } from '../content/problems.ts'
import { contentFileNames, contentFiles, offerGroupNames, situationGroupNames } from '../content/schema.ts'
import { editorComponents, icon, preview } from './components.tsx'
import { checkedText, entryFields, type EditorLists } from './fields.tsx'
import { editorStorage } from './storage.ts'
import { frenchTypography } from '../lib/typography.ts'

/* ------------------------------------------------------ page components */

const factLabels = new Map(factFields.map((fact) => [fact.name, fact.label]))

const isKeyOf = <Key extends string>(names: Readonly<Record<Key, string>>, key: string): key is Key => Object.hasOwn(names, key)

/** A choice's name in the editor, or the value as written when it names nothing (a page the check will refuse). */
const nameIn = <Key extends string>(names: Readonly<Record<Key, string>>, key: string): string => (isKeyOf(names, key) ? names[key] : key)

/** Every component a page may use, as declared once in src/content/components.ts, with a few previews. */
export const pageEditorComponents = editorComponents(pageComponents, { facts: factFields.map((fact) => ({ value: fact.name, label: fact.label })) }, {
  ScrollButton: { icon: icon('M12 5v14M5 12l7 7 7-7') },
  Fact: { preview: ({ of = '' }) => <span>[{factLabels.get(of) ?? of}]</span> },
  Photo: { preview: ({ of = '' }) => preview('Photo facultative', nameIn(optionalPhotoNames, of)) },
  PriceFrom: { preview: () => <span>[plus bas tarif des consultations]</span> },
  PriceTable: {
    preview: ({ group = '' }) => {
      const titles = offerTitles.filter((offer) => offer.group === group).map((offer) => offer.title)
      return preview(`Tarifs\u00a0: ${nameIn(offerGroupNames, group)}`, titles.join(', '))
    },
  },
  SituationList: { preview: ({ group = '' }) => preview('Situations', nameIn(situationGroupNames, group)) },
})

/** A shared block: its name, framed. */
const fixedBlock = (label: string, description: string) =>
  block({ label, description, schema: {}, ContentView: () => preview(capitalized(description)) })

/** The HTML elements a page may use (`pageHtmlElements`), so the editor can open them: exactly those, `lang` required. */
export const htmlElements = {
  br: inline({ label: 'Retour à la ligne', schema: {}, ContentView: () => <span aria-label="Retour à la ligne">↵</span> }),
  span: mark({
    label: 'Passage dans une autre langue',
    icon: icon('M4 5h8M8 3v2M6 5c0 4 3 7 6 8M10 5c0 4-3 7-6 8M13 21l4-9 4 9M14.5 18h5'),
    tag: 'span',
    schema: { lang: checkedText('Langue', 'Son code\u00a0: «\u00a0en\u00a0» pour l’anglais.') },
  }),
} satisfies Record<keyof typeof pageHtmlElements, unknown>

/**
 * The shared blocks: every MDX file of content/blocs/, a page places by its name
 * (`<SignesDAlerte />` for signes-d-alerte.mdx, scripts/build/mdx/remark-import-components.ts),
 * read from the folder so a block she adds is in the editor too.
 */
export const blocks = blockFiles.map((file) => ({
  file,
  tag: blockTag(file),
  label: `Bloc «\u00a0${file}\u00a0»`,
}))

export const blockComponents = Object.fromEntries(blocks.map((shared) => [shared.tag, fixedBlock(shared.label, `le texte de content/blocs/${shared.file}.mdx`)]))

/**
 * What the toolbar offers: only what the site shows as it looks here. No
 * tables, strikethrough, code or images (the site would publish their signs
 * as typed), and titles down to « ### ». `npm run check` refuses the same
 * (scripts/build/check/mdx.ts), whatever wrote the page.
 */
const pageTextOptions = {
  image: false,
  table: false,
  strikethrough: false,
  code: false,
  codeBlock: false,
  heading: [1, 2, 3],
} as const

/**
 * What a page's text offers, or a block's, without its own tag: a block placed in itself would be rendered without
 * end. A loop through another block still passes a save; the check refuses it on publication.
 */
export const textComponents = (ownTag?: string) => ({
  ...pageEditorComponents,
  ...Object.fromEntries(Object.entries(blockComponents).filter(([tag]) => tag !== ownTag)),
  ...htmlElements,
})

const pageText = (label: string, ownTag?: string) => fields.mdx({ label, extension: 'mdx', components: textComponents(ownTag), options: pageTextOptions })

/** A page or a shared block, under its name as she wrote it, typeset as everything she reads in the editor. */
const page = (name: string, file: string, ownTag?: string) => {
  const label = frenchTypography(name)
  return singleton({ label, path: `content/${file}`, format: { contentField: 'text' }, schema: { text: pageText(label, ownTag) } })
}

/* ------------------------------------------------------------ data files */

/** What the editor's choices come from: the files as they are, even with a mistake. */
const lists: EditorLists = { ...choices, facts, filled }

/** One entry per data file, its fields built from the content model (src/admin/fields.tsx). */
export const dataSingletons = Object.fromEntries(
  contentFileNames.map((file) => {
    const { label, module } = contentFiles[file]
    const fields = entryFields(file, lists)
    return [module, singleton({ label: frenchTypography(label), path: `content/${file.replace(/\.yaml$/, '')}`, format: { data: 'yaml' }, schema: fields })]
  }),
)

/* ---------------------------------------------------------------- config */

// Her pages in the menu's order, the page for unknown addresses last, then the shared blocks.
const pageSingletons = Object.fromEntries([
  ...pages.filter((entry) => entry.file !== notFoundFile).map((entry) => [`page-${entry.file}`, page(entry.label, entry.file)]),
  ...pages.filter((entry) => entry.file === notFoundFile).map((entry) => [`page-${entry.file}`, page(entry.label, entry.file)]),
  ...blocks.map((shared) => [`bloc-${shared.file}`, page(shared.label, `blocs/${shared.file}`, shared.tag)]),
])

export default config({
  ...editorStorage(import.meta.env, import.meta.env.DEV),
  locale: 'fr-FR',
  ui: {
    brand: { name: 'Mon site' },
    navigation: {
      'Mes données': Object.keys(dataSingletons),
      'Mes pages': Object.keys(pageSingletons),
    },
  },
  singletons: { ...dataSingletons, ...pageSingletons },
})
