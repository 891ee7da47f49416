/**
 * Serves the consultant's data files to the site as modules, at build time:
 * `import { testimonials } from 'virtual:content/testimonials'` gets
 * testimonials.yaml, validated and typeset, as plain JSON. The YAML parser and
 * the schema stay here, in Node: no byte of them reaches a visitor's page (the
 * editor's own bundle runs the schema's rules, src/admin/).
 *
 * One module per data file, so each page's chunk carries only the data its
 * components read (the testimonials are not in every page's JavaScript); and
 * slices made for one use (`slices` below): `practice` holds only the details
 * the pages' code reads, the whole file being `practice-all`, which the server
 * entry reads. Then `editor` and `preview`.
 * A mistake stops the build with the check's French messages.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { parse } from 'yaml'
import { factTexts, factWords, type FactText } from '../../src/content/facts.ts'
import { choiceLists } from '../../src/content/choices.ts'
import { contentFileNames, contentFiles, practiceInBrowser, type SiteContent } from '../../src/content/schema.ts'
import { contentErrors, listPageFiles, loadContent, type LoadResult, validContent } from './content/load.ts'
import { portraitExamples } from './photos.ts'
import { confirmationSlice } from './content/functions-data.ts'
import { filledNames } from './content/unfilled-slots.ts'
import { contentChangedEvent } from '../../src/dev-reload.ts'
import { optionalPhotos } from '../../src/content/photos.ts'

const prefix = 'virtual:content/'

/** The preview banner's module, which counts the example portrait too (scripts/build/vite-photos.ts reloads it). */
export const previewModuleId = `\0${prefix}preview`

/** `export const name = …`, a JSON value the bundler may drop when no page reads it. */
const jsonExport = (name: string, value: unknown) =>
  `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))})`
/** One `jsonExport` per entry. */
const jsonExports = (values: Readonly<Record<string, unknown>>) => Object.entries(values).map(([name, value]) => jsonExport(name, value)).join('\n')

/** A data file read leniently: a missing or broken file reads as nothing. */
function rawData(contentDir: string, file: string): Record<string, unknown> | null {
  try {
    return parse(readFileSync(join(contentDir, file), 'utf8')) as Record<string, unknown> | null
  } catch {
    return null
  }
}

/** A list of a data file, read leniently: what is missing or broken is left out. */
function rawList(contentDir: string, file: string, key: string): Record<string, unknown>[] {
  const list = rawData(contentDir, file)?.[key]
  return Array.isArray(list) ? list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : []
}
/** Each item's values under those keys, as text ('' where not a text); an item whose first key has no text is left out. */
const stringFields = (items: Record<string, unknown>[], ...keys: string[]) =>
  items
    .map((item) => Object.fromEntries(keys.map((key) => [key, typeof item[key] === 'string' ? item[key] : ''])) as Record<string, string>)
    .filter((item) => item[keys[0]!] !== '')

/**
 * What the web editor lists (its pages, the offers and the booking choices
 * it offers in its selects), read from the files as they are: a mistake in
 * a data file must not keep her from opening the editor to mend it.
 */
function editorLists(contentDir: string, loaded: LoadResult) {
  const entries = stringFields(rawList(contentDir, 'pages.yaml', 'pages'), 'file', 'nav', 'title')
  const named = new Map(entries.map((entry) => [entry.file, entry.nav || entry.title || entry.file]))
  // Her pages in the order of the page list, then any file it lacks.
  const files = listPageFiles(contentDir)
  const order = (file: string) => {
    const index = entries.findIndex((entry) => entry.file === file)
    return index === -1 ? entries.length : index
  }
  // A broken page list: the pages keep their file names.
  const notFoundFile = (rawData(contentDir, 'pages.yaml')?.notFound as { file?: unknown } | null | undefined)?.file
  const notFound = typeof notFoundFile === 'string' ? notFoundFile : ''
  if (notFound) named.set(notFound, 'Page introuvable')
  return {
    pages: [...files].sort((a, b) => order(a) - order(b)).map((file) => ({ file, label: named.get(file) ?? file })),
    notFoundFile: notFound,
    // The facts as pages show them, so a description's length counts « {radius} » as « 30 km »; read from
    // practice.yaml alone while another file has a mistake, so her other fields are not measured with « {…} ».
    facts: loaded.content ? factWords(loaded.content.practice, loaded.content.ui.about) : loaded.facts,
    blockFiles: listPageFiles(join(contentDir, 'blocs')),
    offerTitles: stringFields(rawList(contentDir, 'data/offers.yaml', 'offers'), 'title', 'group'),
    choices: choiceLists(Object.fromEntries(contentFileNames.map((file) => [file, rawData(contentDir, file)]))),
    // What the e-mails' composer fills in each of her booking.yaml texts: the editor refuses a misspelt name at its field.
    filled: loaded.content ? filledNames(loaded.content) : null,
  }
}

export interface ContentPluginOptions {
  contentDir: string
  /**
   * A preview build (SITE_ENV=preview) or the dev server: while examples
   * remain, `virtual:content/preview` asks every page for the preview banner.
   * Decided here, from the same reading of content/, and written into both
   * bundles, so the server's HTML and the hydrated page always agree.
   */
  preview: boolean
  /** The site's public/ folder: the example portrait there counts as an example too. */
  publicDir?: string
}

/** Modules that carry part of a data file (or of two) for one use, each written from her validated content. */
const slices: Readonly<Record<string, (content: SiteContent, contentDir: string) => string>> = {
  // The pages' code reads a few of her details; the rest is already in the HTML (<Fact />).
  practice: (content) => jsonExport('practice', Object.fromEntries(practiceInBrowser.map((key) => [key, content.practice[key]]))),
  'practice-all': (content) => jsonExport('practice', content.practice),
  // The booking form names the chosen offer, its duration and price: only that of
  // each offer, not its text and features, loads on the booking page.
  'booking-offers': (content) =>
    jsonExport(
      'bookingOffers',
      content.offers.offers.map(({ id, title, booking, duration, prices, priceNote }) => ({
        id,
        title,
        booking,
        ...(duration ? { duration } : {}),
        // A price's footnote (« Avec la consultation prénatale… ») says which of « 130 € ou 150 € » applies.
        prices: prices.map(({ amount, footnote }) => {
          const note = content.offers.footnotes.find((each) => each.number === footnote)?.text
          return { amount, ...(note ? { note } : {}) }
        }),
        ...(priceNote ? { priceNote } : {}),
      })),
    ),
  // Her own page's words (bookings made by phone or at home): a module of their own, so they never share a
  // chunk with the booking page's data, whose visitors would then download them.
  offsite: (content) => jsonExports({ homeContractWords: content.booking.homeContract, offsiteMail: content.booking.offsiteMail }),
  // What the texts around an appointment need (src/lib/confirmation.ts): loaded by the booking form
  // when a request is sent, never with the page. The host's functions read the same (scripts/build/content/functions-data.ts).
  confirmation: (content, contentDir) => jsonExports(confirmationSlice(contentDir, content)),
}

/** The plugin, and what the MDX pipeline asks it (vite.config.ts). */
export type ContentPlugin = Plugin & { api: { facts: () => Readonly<Record<string, FactText>>; photos: () => readonly string[]; name: () => string } }

export function contentPlugin({ contentDir, preview, publicDir }: ContentPluginOptions): ContentPlugin {
  let loaded: LoadResult | undefined
  let serving = false
  const load = () => (loaded ??= loadContent(contentDir))
  const dataFiles = Object.keys(contentFiles).map((file) => join(contentDir, file))

  return {
    name: 'site-content',
    api: {
      /** The facts pages quote, as the site shows them; a content error stops the build here too, in French. */
      facts() {
        const { practice, ui } = validContent(load())
        return factTexts(practice, ui.about)
      },
      /** Her name, for her mark as the favicon (scripts/build/vite-favicon.ts). */
      name() {
        return validContent(load()).practice.name
      },
      /** Her optional photos that photos.yaml names (« visit », « hands »): the pages show those only. */
      photos() {
        const photos = load().content?.photos
        return optionalPhotos.filter((photo) => photos?.[photo] !== undefined)
      },
    },
    configResolved(config) {
      serving = config.command === 'serve'
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined
      const name = id.slice(prefix.length + 1)
      // A build in watch mode rebuilds on a data file's change; the dev server handles it below.
      if (!serving) for (const file of dataFiles) this.addWatchFile(file)
      if (name === 'editor') {
        return Object.entries(editorLists(contentDir, load()))
          .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)}`)
          .join('\n')
      }
      if (name === 'preview') {
        const examples = load().examples.length + (publicDir === undefined ? 0 : portraitExamples(publicDir).length)
        return `export const showPreviewBanner = ${JSON.stringify(preview && examples > 0)}`
      }
      const spec = Object.values(contentFiles).find((each) => each.module === name)
      const slice = slices[name]
      if (!spec && !slice) {
        const names = Object.values(contentFiles).map((each) => each.module)
        this.error(`Unknown content module "${prefix}${name}": the modules are ${names.join(', ')}, ${Object.keys(slices).join(', ')}, editor, preview.`)
      }
      const { content, problems } = load()
      if (!content) this.error(contentErrors(problems))
      if (slice) return slice(content, contentDir)
      // Each data file's module as src/content/schema.ts declares it: each top-level field, or the whole file.
      const data = content[spec!.module] as Record<string, unknown>
      return jsonExports(spec!.exports === 'keys' ? data : { [name]: data })
    },
    watchChange(id) {
      if (dataFiles.includes(id)) loaded = undefined
    },
    configureServer(server) {
      reloadOnContentChange(server, contentDir, dataFiles, () => {
        loaded = undefined
      })
    },
  }
}

/**
 * A data file saved (by the web editor, or by hand): the site's pages reload with the new values, on an
 * event of their own (src/entry-client.tsx). Vite's own hot update would end in a full reload wherever a
 * module cannot take it (routes.ts), and a full reload reaches every tab of the dev server, the web
 * editor's too, under her hands. `forget` drops the data read before.
 */
function reloadOnContentChange(server: ViteDevServer, contentDir: string, dataFiles: readonly string[], forget: () => void) {
  // The folder too: watching its files one by one would leave its pages unwatched.
  server.watcher.add([...dataFiles, contentDir])
  server.watcher.on('change', (file) => {
    const graph = server.environments.client.moduleGraph
    if (file.endsWith('.mdx') && file.startsWith(contentDir)) {
      // A page saved: the texts around an appointment quote her conditions page's withdrawal form
      // (confirmationSlice), taken again at the next load of the page; the page itself is Vite's.
      const confirmation = graph.getModuleById(`\0${prefix}confirmation`)
      if (confirmation) graph.invalidateModule(confirmation)
      return
    }
    if (!dataFiles.includes(file)) return
    forget()
    for (const name of [...Object.values(contentFiles).map((spec) => spec.module), ...Object.keys(slices), 'preview']) {
      const module = graph.getModuleById(`\0${prefix}${name}`)
      if (module) graph.invalidateModule(module)
    }
    // The pages quote practice.yaml's facts as text (scripts/build/mdx/remark-facts.ts): compiled again on the reload.
    for (const module of graph.idToModuleMap.values()) if (module.id?.endsWith('.mdx')) graph.invalidateModule(module)
    // The editor's lists are made again too; it takes the update without reloading (src/admin/admin.tsx)
    // and shows them at its next visit.
    const editor = server.moduleGraph.getModuleById(`\0${prefix}editor`)
    if (editor) void server.reloadModule(editor)
    server.environments.client.hot.send({ type: 'custom', event: contentChangedEvent })
  })
}
