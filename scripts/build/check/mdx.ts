/**
 * Reads one MDX file: translates MDX's syntax errors into plain French
 * (mdx-syntax.ts), and walks the tree for unknown components, wrong props
 * (mdx-props.ts), HTML, imports, links, anchors and wording.
 */
import { createProcessor } from '@mdx-js/mdx'
import type { Nodes, Parent, Text } from 'mdast'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import remarkFrontmatter from 'remark-frontmatter'
import { sectionIds } from '../mdx/remark-table-of-contents.ts'
// remark-parse declares the parser's extension points on unified's `Data`.
import type {} from 'remark-parse'
import type { Processor } from 'unified'
import { visit } from 'unist-util-visit'
import { blockFileName, blockTag } from '../../../src/content/blocks.ts'
import { sectionId } from '../../../src/content/model.ts'
import { pageHtmlElements } from '../../../src/content/components.ts'
import { frenchList, lineText, type Problem } from '../../../src/content/problems.ts'
import { factFields, factNames, priceVariables, repeatedAtSlots, type RepeatedWord } from '../../../src/content/facts.ts'
import { optionalPhotoNames } from '../../../src/content/photos.ts'
import { checkProps, siteComponentRules, type ComponentRule, type Findings, type LinkReference } from './mdx-props.ts'
import { importLine, isSyntaxError, translateSyntaxError } from './mdx-syntax.ts'
import { closest, factMeant } from '../../../src/content/suggest.ts'
import { wordingHits } from './wording.ts'
import type { JsxElement } from '../mdx/mdx-jsx.ts'
import { keptBy } from '../kept.ts'

export interface MdxFileReport {
  problems: Problem[]
  /** Ids given to elements (`<Section id="services">`), which « #services » can target. */
  ids: Set<string>
  /** Absolute paths of the blocks it places (`<Consultations />` is content/blocs/consultations.mdx). */
  imports: string[]
  links: LinkReference[]
  /** False when a syntax error stopped the reading: its ids and links are unknown. */
  parsed: boolean
  /** Its « # » titles: a page's is its only h1, which the site takes from it. */
  titles: number
  /** Where her text starts: the line after the front matter the editor writes, if any. */
  textStart: number
  /** Words written beside a `<Fact />` that she wrote in the fact itself (« sous » for « sous 24 h »): told at the fact. */
  factWords: RepeatedWord[]
  /** Each id given (« #services ») and each block of data or form placed (`<PriceTable group="prenatal" />`), at its first line. */
  placed: Map<string, number>
}

/**
 * Reads GitHub's tables (« | a | b | ») and strikethrough (« ~~mot~~ ») as
 * what they are, so the check can refuse them: the site does not render
 * them, and would publish their signs as they are typed. The site's own
 * MDX pipeline (vite.config.ts) has no such extension, and the web editor
 * does not offer them (src/admin/keystatic.config.tsx).
 */
function remarkUnrenderedSyntax(this: Processor) {
  const data = this.data()
  ;(data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough())
  ;(data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown())
}

// With frontmatter: the web editor writes an empty « --- » block at the top of each page. Without the site's bare
// links (remark-bare-links.ts): inside a broken link such as « [le site](https://… » with no « ) », that plugin would
// make the address a link of its own and hide the breakage this check reports.
const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkUnrenderedSyntax] })

/** The tree of a page's text, kept by the text (`keptBy`): a check reads a block again for each page placing it. */
const keptTree = keptBy<Nodes>(200)
const treeOf = (source: string, path: string): Nodes => keptTree(source, () => processor.parse({ value: source, path }))

/** Markdown the site does not show as it looks in a text editor, by the node the parser makes of it, with what to write instead. */
const unrendered: Readonly<Record<string, { what: string; fix: string }>> = {
  table: { what: 'un tableau (lignes de « | »)', fix: 'écrivez-le en liste, une ligne « - » par ligne du tableau.' },
  delete: { what: 'un texte barré (« ~~ »)', fix: 'retirez les « ~~ » : gardez le texte, ou supprimez-le.' },
  inlineCode: { what: 'du code (entre « ` »)', fix: 'retirez les « ` » ; pour souligner un mot, écrivez-le **en gras**.' },
  code: { what: 'un bloc de code (entre « ``` »)', fix: 'retirez les lignes « ``` » et écrivez ce texte comme un paragraphe.' },
  image: {
    what: 'une image',
    fix: `choisissez la photo dans l’éditeur du site (« Vos photos »), puis placez-la avec <Photo of="…" /> : ${frenchList(Object.keys(optionalPhotoNames).map((name) => `« ${name} »`))}.`,
  },
}

/** A heading deeper than « ### », which the site's pages do not style. */
const deepHeading = { what: 'un titre de niveau 4 ou plus (« #### »)', fix: 'écrivez « ## » ou « ### » devant ce titre.' }

/**
 * Markdown that the parser left as text, which visitors would read sign by sign: a link whose « ] » and « ( » are
 * apart or whose « ) » is missing, a bold never closed. Found in the text the parser made, so a link or a bold that
 * works is never blamed.
 */
const signsLeft: readonly { pattern: RegExp; escaped: RegExp; what: string; fix: string; severity?: 'warning'; lineStart?: true }[] = [
  {
    pattern: /\[[^\]\n]*\]\s*\((?:\/|#|https?:|mailto:|tel:|www\.)/,
    escaped: /\\[[\]()]/,
    what: 'un lien mal écrit',
    fix: 'écrivez [le texte du lien](/adresse) : « ] » et « ( » collés, sans espace entre eux ni dans l’adresse, et la parenthèse fermée.',
  },
  {
    pattern: /(?:^|\n)#{2,6}(?=[^\s#])/,
    escaped: /\\#/,
    what: 'des « ## » collés au titre : sans espace après eux, la ligne n’est pas un titre',
    fix: 'mettez une espace après les « # » : « ## Mon titre ».',
    // The web editor may write these as she typed them: told, not refused.
    severity: 'warning',
    lineStart: true,
  },
  {
    pattern: /(?:^|\n)[ \t]*[•▪◦●][ \t]/,
    escaped: /\\[•▪◦●]/,
    what: 'des puces « • » d’un texte collé : le site n’en fait pas une liste, et ces lignes se suivraient dans un seul paragraphe',
    fix: 'remplacez chaque « • » par « - » en début de ligne, avec une ligne vide avant la liste.',
    severity: 'warning',
    lineStart: true,
  },
  {
    // « famille} », left of a « {…} » or a tag she took out: MDX shows a lone « } » as it is.
    pattern: /\}/,
    escaped: /\\\}/,
    what: 'une accolade « } » seule, sans doute le reste d’une modification',
    fix: 'supprimez-la ; pour afficher une accolade, écrivez \\}.',
    severity: 'warning',
  },
  {
    pattern: /\*\*/,
    escaped: /\\\*/,
    what: 'des « ** » qui ne font pas de gras (non fermés, ou une espace juste à l’intérieur)',
    fix: 'écrivez **les mots à souligner**, les « ** » collés aux mots, au début et à la fin.',
  },
]

/** Her facts by name, as the pages show them (« 30 km ») and as she wrote them in practice.yaml (« 30 »). */
export interface PageFacts {
  shown: Readonly<Record<string, string>>
  written: Readonly<Record<string, string>>
}

/** The walk of one MDX file, a page or a block: what it finds, and what it reads it against. */
interface FileWalk {
  found: Findings
  imports: string[]
  componentRules: ReadonlyMap<string, ComponentRule>
  blocksDir: string
  blocks: readonly string[]
  /** Her facts as the pages show them, and as she wrote them, by name. */
  facts?: PageFacts
  /** Lines already told « Texte hors paragraphe », once each. */
  linesOutOfParagraph: Set<number>
  /** Each id given, and each block of data or form placed (`<PriceTable group="prenatal" />`), at its first line. */
  placed: Map<string, number>
  /** The last line of a section copied whole, id included: told once, not again for each block it holds. */
  copiedUntil: number
}

/**
 * MDX takes a line made only of tags for a block: a <Fact /> or a <br /> alone
 * on its line leaves the paragraph and shows beside the column of text.
 */
function checkOutOfParagraph(node: JsxElement, name: string | undefined, walk: FileWalk) {
  const line = node.position?.start.line
  const inline = name === 'br' || (name !== undefined && walk.componentRules.get(name)?.inline === true)
  if (node.type !== 'mdxJsxFlowElement' || !inline || line === undefined || walk.linesOutOfParagraph.has(line)) return
  walk.linesOutOfParagraph.add(line)
  walk.found.problem(line, {
    title: 'Texte hors paragraphe',
    message: `la ligne commence par <${name}${name === 'br' ? ' />' : ' … />'} sans texte avant : elle sort du paragraphe et s’afficherait à côté de la colonne de texte.`,
    fix: name === 'br'
      ? 'mettez <br /> à la fin de la ligne précédente, après le texte.'
      : `commencez la ligne par du texte, par exemple « Statut : <${name} … /> », ou faites-en une phrase : « <${name} … />, suite de la phrase. »`,
  })
}

/**
 * A block (a component neither set in a sentence nor around a button's words, or one of her shared blocks) in a
 * line of text, or a block around paragraphs written on one line with its words: the web editor stops at the page
 * (« paragraph has unexpected children », tried). A button's words are a mark in the editor, in a sentence or not.
 */
function checkBlockInText(node: JsxElement, name: string | undefined, walk: FileWalk) {
  if (node.type !== 'mdxJsxTextElement' || name === undefined) return
  const rule = walk.componentRules.get(name)
  if (!(rule ? !rule.inline && !rule.words : walk.blocks.includes(blockFileName(name)))) return
  // Words inside a block that takes none are told first, as « Contenu ignoré ».
  if (rule && !rule.children && node.children.length > 0) return
  // « <Photo … /> » for a block with props (hers as she wrote them), « <Portrait /> » for one without: copyable.
  const props = rule && Object.keys(rule.props).length > 0 ? ' …' : ''
  walk.found.problem(node.position?.start.line, {
    title: 'Bloc dans une phrase',
    message: `<${name}> est un bloc, qui se place sur ses propres lignes : dans une ligne de texte, l’éditeur du site ne pourrait plus ouvrir la page.`,
    fix: rule?.children
      ? `écrivez <${name}${props}> et </${name}> chacun seul sur sa ligne, le texte entre les deux, avec une ligne vide avant et après.`
      : `mettez <${name}${props} /> seul sur sa ligne, avec une ligne vide avant et après ; le texte autour forme ses propres paragraphes.`,
  })
}

/**
 * Lowercase names are HTML: the pages use a line break and a passage in another
 * language, which the web editor knows; it cannot open a page with any other tag.
 */
function checkHtmlTag(node: JsxElement, name: string, walk: FileWalk) {
  const line = node.position?.start.line
  if (!Object.hasOwn(pageHtmlElements, name)) {
    // « <photo of="hands" /> »: a component or a block of hers, its capital forgotten.
    const component = [...walk.componentRules.keys(), ...walk.blocks.map(blockTag)].find((each) => each.toLowerCase() === name.toLowerCase())
    walk.found.problem(line, component
      ? {
          title: 'Composant inconnu',
          message: `<${name}> n’est pas un composant du site.`,
          fix: `vouliez-vous écrire <${component}> ? Un composant commence par une majuscule.`,
        }
      : {
          title: 'Balise HTML',
          message: `la balise <${name}> n’est pas acceptée dans les pages : l’éditeur du site ne saurait pas ouvrir la page.`,
          fix: 'écrivez en Markdown : **texte** pour du gras, *texte* pour de l’italique, [texte](/page) pour un lien ; <br /> pour un retour à la ligne.',
        })
    return
  }
  const required: readonly string[] = pageHtmlElements[name as keyof typeof pageHtmlElements]
  const missing = required.filter((attribute) => !node.attributes.some((each) => each.type === 'mdxJsxAttribute' && each.name === attribute && typeof each.value === 'string' && each.value.trim() !== ''))
  if (missing.length > 0) {
    walk.found.problem(line, {
      title: 'Balise HTML',
      message: `la balise <${name}> n’a pas ${missing.map((attribute) => `${attribute}="…"`).join(' ni ')} : l’éditeur du site ne saurait pas ouvrir la page.`,
      fix: 'pour un passage dans une autre langue, écrivez <span lang="en">…</span>, avec le code de sa langue (« en » pour l’anglais).',
    })
  }
}

/** A title's words as the site shows them, each `<Fact />` written as its fact (remark-facts.ts runs first there). */
const shownText = (node: Nodes, facts: PageFacts | undefined): string => wordsWithFacts(node, (name) => facts?.shown[name] ?? '')

/** The fact a `<Fact of="…" />` names, as written. */
function factNameOf(node: Nodes): string | undefined {
  // « dès <PriceFrom /> », written as a price: read beside her words as a fact is (`priceVariables`).
  if (node.type === 'mdxJsxTextElement' && node.name === 'PriceFrom') return 'priceFrom'
  if (node.type !== 'mdxJsxTextElement' || node.name !== 'Fact') return undefined
  const of = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'of')?.value
  return typeof of === 'string' ? of : undefined
}

/** A node's words at any depth (in **…**, in a link), each `<Fact />` as `fact` writes it; a line break keeps apart the words it separates. */
function wordsWithFacts(node: Nodes, fact: (name: string) => string): string {
  const name = factNameOf(node)
  if (name !== undefined) return fact(name)
  if (node.type === 'break' || ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'br')) return ' | '
  if (node.type === 'text') return node.value
  return 'children' in node ? node.children.map((child) => wordsWithFacts(child, fact)).join('') : ''
}

/** The name a block's file takes so that its tag leads back to it: « Atelier portage » → atelier-portage, « atelier-2 » → atelier2. */
export const placeableBlockName = (file: string): string => blockFileName(blockTag(sectionId(file)))

/** A capitalised name: a component of the site, checked by its rule, or a block of content/blocs/ placed by its name. */
function checkComponent(node: JsxElement, name: string, walk: FileWalk) {
  const rule = walk.componentRules.get(name)
  if (rule) return checkProps(node, name, rule, walk.found)
  const block = blockFileName(name)
  if (walk.blocks.includes(block)) return void walk.imports.push(join(walk.blocksDir, `${block}.mdx`))
  // A block whose file name no tag leads back to (« Atelier portage », « atelier-2 »): its file is told its new name.
  if (walk.blocks.some((file) => file !== placeableBlockName(file) && blockTag(placeableBlockName(file)) === name)) return
  const guess = closest(name, [...walk.componentRules.keys(), ...walk.blocks.filter((file) => file === placeableBlockName(file)).map(blockTag)])
  walk.found.problem(node.position?.start.line, {
    title: 'Composant inconnu',
    message: `<${name}> n’est pas un composant du site.`,
    fix: guess
      ? `vouliez-vous écrire <${guess}> ? Vérifiez les majuscules et l’orthographe.`
      : `vérifiez l’orthographe. Composants possibles : ${frenchList([...walk.componentRules.keys()])}.`,
  })
}

/**
 * A section's id given twice in a file (a section copied whole): a link to it leads to the first only. A block of
 * data or a form placed twice with the same props (a price table pasted twice): visitors see it twice. Once in a
 * page and once in a block it places: index.ts's `placedTwiceOnAPage`.
 */
function checkPlacedTwice(node: JsxElement, name: string | undefined, walk: FileWalk) {
  const line = node.position?.start.line
  const rule = name === undefined ? undefined : walk.componentRules.get(name)
  if (line === undefined || !name || !rule || line <= walk.copiedUntil) return
  const id = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'id')?.value
  if (typeof id === 'string') {
    const first = walk.placed.get(`#${id}`)
    if (first === undefined) return void walk.placed.set(`#${id}`, line)
    walk.copiedUntil = node.position?.end.line ?? line
    return walk.found.problem(line, {
      title: 'Section en double',
      message: `id="${id}" est déjà donné ligne ${first} de ce fichier : un lien vers « #${id} » ne mènerait qu’à la première de ces sections.`,
      fix: `si vous avez copié cette section, supprimez celle que vous ne gardez pas ; sinon, donnez-lui un autre nom : id="${id}-2".`,
    })
  }
  if (rule.children || rule.inline) return
  const written = `<${name}${node.attributes.map((attribute) => (attribute.type === 'mdxJsxAttribute' ? ` ${attribute.name}="${String(attribute.value)}"` : '')).join('')} />`
  const first = walk.placed.get(written)
  if (first === undefined) return void walk.placed.set(written, line)
  walk.found.problem(line, {
    title: 'Bloc en double',
    message: `${written} est déjà placé ligne ${first} de ce fichier : les visiteurs verraient « ${rule.label} » deux fois.`,
    fix: 'supprimez celui que vous ne gardez pas.',
  }, 'warning')
}

function checkTag(node: JsxElement, walk: FileWalk) {
  const name = node.name ?? undefined
  const line = node.position?.start.line
  checkOutOfParagraph(node, name, walk)
  checkBlockInText(node, name, walk)
  checkPlacedTwice(node, name, walk)
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue
    if (attribute.name === 'id') walk.found.ids.add(attribute.value)
    if (attribute.name === 'href' && name && !walk.componentRules.has(name)) {
      walk.found.links.push({ line: attribute.position?.start.line ?? line ?? 1, target: attribute.value, written: `href="${attribute.value}"` })
    }
  }
  if (name && /^[a-z]/.test(name)) checkHtmlTag(node, name, walk)
  if (name && /^[A-Z]/.test(name)) checkComponent(node, name, walk)
}

/** `{…}` in a page: a note she left, or words MDX would run as code; a fact written as in her data files (« {city} »), its component. */
function checkExpression(code: string, line: number | undefined, walk: FileWalk) {
  // « {city} », « {{city}} » as in an e-mail's template: the fact by its own name first.
  const word = code.trim().replace(/^\{\s*(\w+)\s*\}$/, '$1')
  const fact = /^\w+$/.test(word) ? (factNames.includes(word) ? word : factMeant(word)) : undefined
  walk.found.problem(line, /^\/\*[\s\S]*\*\/$/.test(code)
    ? {
        title: 'Note dans une page',
        message: `la note « {${code}} » est invisible sur le site, mais l’éditeur du site ne peut pas ouvrir une page qui en contient une.`,
        fix: 'supprimez-la de la page, et gardez-la ailleurs, dans un fichier à vous.',
      }
    : {
        title: 'Accolade dans le texte',
        message: `« {${code}} » est lu comme du code, pas comme du texte : la page ne s’afficherait pas.`,
        fix: `${fact ? `pour écrire ${factFields.find((each) => each.name === fact)!.what} dans une page, écrivez <Fact of="${fact}" /> ; ` : ''}pour afficher une accolade, écrivez \\{.`,
      })
}

/** Wording she must not publish, read in a paragraph, a title or a table's cell whole, told at the line of its first word. */
function checkWording(block: Nodes, walk: FileWalk) {
  const texts: Text[] = []
  visit(block, 'text', (text) => void texts.push(text))
  for (const hit of wordingHits(texts.map((text) => text.value).join(''))) {
    // The text node the hit starts in, and the lines before it there.
    let start = 0
    const text = texts.find((candidate) => (start += candidate.value.length) > hit.index)
    const before = text ? text.value.slice(0, hit.index - (start - text.value.length)) : ''
    const hitLine = (text?.position?.start.line ?? block.position?.start.line ?? 1) + before.split('\n').length - 1
    walk.found.problem(hitLine, { title: hit.title, message: hit.message, fix: hit.fix }, 'warning')
  }
}

/**
 * A word written beside a `<Fact />` that the fact already says: « <Fact of="radius" /> km » reads « 30 km km ». The
 * paragraph read as her data files' texts are, each fact its « {name} », by their rule (`repeatedAtSlots`). A word
 * she wrote in the fact itself (« sous 24 h ») goes to `factWords`, to be told once, at the fact (index.ts).
 */
function checkRepeatedAtFacts(block: Parent, walk: FileWalk, factWords: RepeatedWord[]) {
  const facts = walk.facts
  if (!facts) return
  // The block's words, each fact its « {name} », as her data texts write them.
  // Her facts, and <PriceFrom />'s price, whose figure only the build knows.
  const shown = { ...priceVariables, ...facts.shown }
  const template = wordsWithFacts(block as Nodes, (name) => (shown[name] === undefined ? '' : `{${name}}`))
  const places = new Map<string, number | undefined>()
  visit(block, (node) => {
    const fact = factNameOf(node as Nodes)
    if (fact !== undefined && !places.has(fact)) places.set(fact, node.position?.start.line)
  })
  for (const repeated of repeatedAtSlots(template, shown)) {
    const { name, word, side, reads } = repeated
    const typed = repeatedAtSlots(side === 'after' ? `{v} ${word}` : `${word} {v}`, { v: facts.written[name] ?? '' })
    if (typed.length > 0) {
      factWords.push(repeated)
      continue
    }
    const tag = name === 'priceFrom' ? '<PriceFrom />' : `<Fact of="${name}" />`
    walk.found.problem(places.get(name), {
      title: 'Mot en double',
      message: `${tag} s’écrit déjà « ${shown[name]} » : on lirait « ${reads} ».`,
      fix: `retirez « ${word} » ${side === 'after' ? 'après' : 'avant'} ${tag}.`,
    })
  }
}

/** Where the walk is in her titles' outline: the last level, and the line of the page's « # ». */
interface Outline {
  last?: number
  title?: number
}

/**
 * One « # » per page, its title and only h1 (a block is placed in a page that has one), and no level skipped:
 * screen readers list a page by its titles and announce each level. Warnings: the page reads, and the web editor
 * offers every level. A level past « ### » is told as « Mise en forme non affichée ».
 */
function checkOutline(depth: number, line: number | undefined, outline: Outline, inBlock: boolean, found: Findings) {
  if (depth === 1 && (inBlock || outline.title !== undefined)) {
    found.problem(line, {
      title: 'Deuxième titre de page',
      message: `${inBlock ? 'un bloc est placé dans une page qui a déjà son titre « # »' : `la page a déjà son titre « # » (ligne ${outline.title})`} : une page n’en a qu’un, que les moteurs de recherche et les lecteurs d’écran lisent comme son nom.`,
      fix: 'écrivez « ## » devant ce titre de section.',
      // A warning: the web editor offers « # » anywhere, and the page still reads.
    }, 'warning')
  } else if (depth <= 3 && outline.last !== undefined && depth > outline.last + 1) {
    found.problem(line, {
      title: 'Niveau de titre sauté',
      message: `ce titre « ${'#'.repeat(depth)} » suit un titre « ${'#'.repeat(outline.last)} » sans « ${'#'.repeat(outline.last + 1)} » entre eux : les lecteurs d’écran annonceraient un niveau qui manque.`,
      fix: `écrivez « ${'#'.repeat(outline.last + 1)} » devant ce titre.`,
    }, 'warning')
  }
  if (depth === 1) outline.title ??= line
  outline.last = depth
}

/** The levels of a block's titles, in order (none: an empty list), or `[0]` when it cannot be read as MDX. */
function blockTitles(path: string): number[] {
  try {
    const depths: number[] = []
    visit(treeOf(readFileSync(path, 'utf8'), path), 'heading', (heading) => void depths.push(heading.depth))
    return depths
  } catch {
    return [0]
  }
}

/**
 * @param blocksDir content/blocs/
 * @param blocks the files of content/blocs/, without `.mdx`: `<SignesDAlerte />` places signes-d-alerte.mdx
 * @param facts her facts as the pages show them, and as she wrote them
 */
export function checkMdxFile(
  path: string,
  file: string,
  source: string,
  blocksDir: string,
  blocks: readonly string[] = [],
  componentRules: ReadonlyMap<string, ComponentRule> = siteComponentRules,
  facts?: PageFacts,
): MdxFileReport {
  const report: MdxFileReport = { problems: [], ids: new Set(), imports: [], links: [], parsed: true, titles: 0, textStart: 1, factWords: [], placed: new Map() }
  let tree: Nodes
  try {
    tree = treeOf(source, path)
  } catch (error) {
    if (!isSyntaxError(error)) throw error
    report.problems.push(translateSyntaxError(error, file, source))
    return { ...report, parsed: false }
  }
  const found: Findings = {
    problem: (line, explanation, severity = 'error') =>
      void report.problems.push({ severity, file, line, excerpt: line === undefined ? undefined : lineText(source, line), ...explanation }),
    links: report.links,
    ids: report.ids,
  }
  const walk: FileWalk = { found, imports: report.imports, componentRules, blocksDir, blocks, facts, linesOutOfParagraph: new Set(), placed: report.placed, copiedUntil: 0 }
  const [head] = 'children' in tree ? tree.children : []
  if (head?.type === 'yaml' && head.position) report.textStart = head.position.end.line + 1
  // The block between the two « --- » is the editor's, and nothing reads it: a title written there changes nothing.
  const inBlock = path.startsWith(`${blocksDir}${sep}`)
  if (head?.type === 'yaml' && head.position && !['', '{}'].includes(head.value.trim())) {
    const lines = head.value.split('\n')
    // Her line, not the editor's « {} » above it.
    const first = lines.findIndex((each) => !['', '{}'].includes(each.trim()))
    found.problem(head.position.start.line + 1 + first, {
      title: 'En-tête ignoré',
      message: `les lignes entre les deux « --- » du haut ${inBlock ? 'du bloc' : 'de la page'} ne sont lues par rien : « ${lines[first]!.trim()} » n’y change rien.`,
      fix: `${inBlock ? '' : 'le titre, la description et l’adresse d’une page s’écrivent dans content/pages.yaml ; '}entre les deux « --- », laissez « {} », comme l’éditeur du site l’écrit.`,
    }, 'warning')
  }
  const outline: Outline = {}
  visit(tree, (node) => {
    const line = node.position?.start.line
    const notShown = unrendered[node.type] ?? (node.type === 'heading' && node.depth > 3 ? deepHeading : undefined)
    if (notShown) {
      found.problem(line, {
        title: 'Mise en forme non affichée',
        message: `cette ligne contient ${notShown.what}, que le site n’affiche pas : les visiteurs en verraient les signes tels quels, ou un texte sans mise en page.`,
        fix: notShown.fix,
      })
    }
    if (node.type === 'text' && line !== undefined) {
      for (const signs of signsLeft) {
        // A pattern that starts a line matches from the line break before it.
        const lineOf = (match: RegExpExecArray) => line + (node.value.slice(0, match.index + (match[0].startsWith('\n') ? 1 : 0)).match(/\n/g)?.length ?? 0)
        // Written « \* » or « \[ » (as the web editor writes signs she typed): shown on purpose. A text may also
        // start after a tag on its line (« <Fact of="phone" /> • <Fact of="email" /> »): a line's signs are at its start.
        const shown = (match: RegExpExecArray) => {
          const written = lineText(source, lineOf(match)) ?? ''
          return !signs.escaped.test(written) && (!signs.lineStart || written.trimStart().startsWith(match[0].trim()))
        }
        const match = [...node.value.matchAll(new RegExp(signs.pattern, 'g'))].find(shown)
        if (!match) continue
        const signLine = lineOf(match)
        found.problem(signLine, {
          title: 'Mise en forme non affichée',
          message: `cette ligne contient ${signs.what} : les visiteurs en verraient les signes tels quels.`,
          fix: signs.fix,
        }, signs.severity)
      }
    }
    // « + de 500 familles »: a line that starts with « + » and a space is a list's item, its « + » gone.
    if (node.type === 'listItem' && line !== undefined && /^\s*\+\s/.test(lineText(source, line) ?? '')) {
      found.problem(line, {
        title: 'Liste involontaire',
        message: 'cette ligne commence par « + » et une espace : elle devient un élément de liste, et le « + » disparaît (« + de 500 familles » se lirait « de 500 familles »).',
        fix: 'écrivez « Plus de » en lettres, ou « \\+ » pour garder le signe ; pour une liste, commencez la ligne par « - ».',
      }, 'warning')
    }
    // « *une consultation » among « * une … » items: without its space, the line is no item; it stands alone with
    // its « * » shown, or runs on in the item above. Only beside an item of that sign: « *Sur rendez-vous » alone
    // may be an asterisk she meant. Escaped (« \* »), as the web editor writes a sign she typed: shown on purpose.
    if (node.type === 'text' && line !== undefined) {
      const glued = node.value.split('\n').findIndex((text, index) => {
        const sign = /^([*-])\p{L}/u.exec(text)?.[1]
        if (sign === undefined || !(lineText(source, line + index) ?? '').trimStart().startsWith(sign)) return false
        const item = new RegExp(`^\\s*\\${sign}\\s+\\S`)
        return [line + index - 1, line + index + 1].some((next) => item.test(lineText(source, next) ?? ''))
      })
      if (glued >= 0) {
        const sign = node.value.split('\n')[glued]![0]!
        found.problem(line + glued, {
          title: 'Puce collée',
          message: `cette ligne commence par « ${sign} » collé au mot, entre des éléments de liste : sans espace après le « ${sign} », elle n’est pas un élément de la liste, et les visiteurs la liraient avec son « ${sign} », ou collée à l’élément du dessus.`,
          fix: `mettez une espace après le « ${sign} », comme aux autres éléments de la liste.`,
        }, 'warning')
      }
    }
    // « ## » and nothing after it: a section whose title is empty, which screen readers announce as a title all the same.
    if (node.type === 'heading' && line !== undefined && node.children.every((child) => child.type === 'text' && !child.value.trim())) {
      found.problem(line, {
        title: 'Titre vide',
        message: `cette ligne n’a que des « ${'#'.repeat(node.depth)} » : la page montrerait un titre vide, que les lecteurs d’écran annonceraient sans rien dire.`,
        fix: `écrivez le titre après les « ${'#'.repeat(node.depth)} » et une espace, ou supprimez la ligne.`,
      }, 'warning')
    }
    // « > 500 familles »: « > » for « plus de » at a line's start makes a quotation, its « > » gone.
    if (node.type === 'blockquote' && line !== undefined && /^\s*>\s*\d/.test(lineText(source, line) ?? '')) {
      found.problem(line, {
        title: 'Citation involontaire',
        message: 'cette ligne commence par « > » : elle devient une citation, dans un encadré, et le « > » disparaît (« > 500 familles » se lirait « 500 familles »).',
        fix: 'écrivez « Plus de » en lettres, ou « \\> » pour garder le signe.',
      }, 'warning')
    }
    // « 2019. Naissance de ma fille » at a line's start: a numbered list from 2019, its year gone from the text.
    if (node.type === 'list' && node.ordered && (node.start ?? 1) >= 1000 && line !== undefined) {
      const year = String(node.start)
      const sign = /^\s*\d+([.)])/.exec(lineText(source, line) ?? '')?.[1] ?? '.'
      const more = node.children.length > 1
      found.problem(line, {
        title: 'Liste involontaire',
        message: `cette ligne commence par « ${year}${sign} » : elle devient une liste numérotée qui commence à ${year}, décalée comme une liste${more ? `, et les lignes suivantes prennent les nombres qui suivent (${node.start! + 1}, ${node.start! + 2}…), quelles que soient les années écrites` : ''}.`,
        // Years in a row, the first escaped alone, would run on as one paragraph: a list with dashes says them one per line.
        fix: more
          ? `pour une suite d’années, écrivez une liste à tirets, une année par ligne : « - ${year} : … ».`
          : `écrivez « ${year}\\${sign} » (une barre oblique inversée avant le « ${sign} »), ou « En ${year}, … ».`,
      }, 'warning')
    }
    // « --- » or « === » right under a paragraph makes it a heading (Markdown's « setext » titles), not a separator.
    const underline = node.type === 'heading' && node.position && node.position.end.line > node.position.start.line ? node.position.end.line : undefined
    const setext = underline !== undefined && /^\s*(-+|=+)\s*$/.test(lineText(source, underline) ?? '')
    if (setext) {
      found.problem(underline, {
        title: 'Titre involontaire',
        message: 'cette ligne, juste sous un paragraphe, fait de celui-ci un titre : les visiteurs le liraient en grand, comme un titre de section.',
        fix: 'pour une ligne de séparation, laissez une ligne vide au-dessus de celle-ci ; pour un titre, écrivez « ## » devant lui et supprimez cette ligne.',
      })
    }
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        checkTag(node, walk)
        // A placed block's titles follow this file's: the last of them is the level a title below it follows. One
        // whose file cannot be read or parsed is told at its own check: no level is told skipped across it.
        if (node.name && blocks.includes(blockFileName(node.name))) {
          const last = blockTitles(join(blocksDir, `${blockFileName(node.name)}.mdx`)).at(-1)
          if (last === 0) delete outline.last
          else if (last !== undefined) outline.last = last
        }
        break
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        checkExpression(node.value.trim(), line, walk)
        break
      case 'mdxjsEsm':
        found.problem(line, importLine)
        break
      case 'link':
      case 'definition':
        found.links.push({ line: line ?? 1, target: node.url, written: `(${node.url})` })
        // « [](/rendez-vous) »: nothing to read or to tap, and screen readers say « lien » alone.
        if (node.type === 'link' && node.children.every((child) => child.type === 'text' && !child.value.trim())) {
          found.problem(line, {
            title: 'Lien sans texte',
            message: `le lien vers ${node.url} n’a pas de texte entre ses crochets : les visiteurs ne le verraient pas, et les lecteurs d’écran diraient « lien » sans dire où il mène.`,
            fix: `écrivez entre les crochets les mots sur lesquels appuyer : [les mots du lien](${node.url}).`,
          })
        }
        break
      case 'heading':
        // A heading made by « --- » under a paragraph is told as such, once.
        if (!setext) checkOutline(node.depth, line, outline, inBlock, found)
        if (node.depth === 1) report.titles++
        checkWording(node, walk)
        checkRepeatedAtFacts(node, walk, report.factWords)
        break
      case 'paragraph':
      case 'tableCell':
        checkWording(node, walk)
        checkRepeatedAtFacts(node, walk, report.factWords)
    }
  })
  // A page with a <TableOfContents /> gives each « ## » the id its list links to (remark-table-of-contents.ts):
  // « /conditions#mediation-de-la-consommation », copied from her page's own list, leads there.
  const contents: string[] = []
  let listed: number | undefined
  visit(tree, (node) => {
    if (node.type === 'heading' && node.depth === 2) contents.push(shownText(node, facts))
    if (node.type === 'mdxJsxFlowElement' && node.name === 'TableOfContents') listed ??= node.position?.start.line ?? 1
  })
  if (listed !== undefined) for (const id of sectionIds(contents)) found.ids.add(id)
  // Its list is made of this file's own « ## », not its blocks': with none, an empty « Sommaire » box.
  if (listed !== undefined && contents.length === 0) {
    found.problem(listed, {
      title: 'Sommaire vide',
      message: '<TableOfContents /> fait la liste des titres « ## » de cette page, et elle n’en a aucun : la page montrerait un sommaire vide.',
      fix: 'retirez <TableOfContents />, ou donnez un titre « ## » à chaque section de la page.',
    })
  }
  // « 1. … » then « - … » at the margin, then « 2. … »: a sub-list not indented under its step cuts the numbered list
  // in two (steps 2 and on go on below the sub-list), with nothing to see in the text. A list that starts again at
  // « 1. » is another list; one of « + » lines is told as « Liste involontaire ».
  visit(tree, 'list', (list, index, parent) => {
    const [before, after] = [parent?.children[(index ?? 0) - 1], parent?.children[(index ?? 0) + 1]]
    // « 1. … » then « 2) … », or « - » then « * »: a list right under one of its kind is the same list with another
    // sign, which Markdown starts anew (<Steps> would number its steps 1, 1, 2…).
    const sign = (node: Nodes | undefined) => /^\s*(?:\d+([.)])|([-*+]))/.exec(lineText(source, node?.position?.start.line ?? 0) ?? '')?.slice(1).find(Boolean)
    // Two lists that she wants, one under the other, the web editor writes apart by an empty line, with another sign.
    const touching = before?.position && list.position && list.position.start.line === before.position.end.line + 1
    // Told once, where the sign first changes: « 1. », « 2) », « 3. » is one slip, at « 2) ».
    let first = index ?? 0
    while (first > 0 && parent?.children[first - 1]?.type === 'list' && (parent.children[first - 1] as typeof list).ordered === list.ordered) first--
    const [mine, theirs] = [sign(list), sign(parent?.children[first])]
    if (touching && before?.type === 'list' && before.ordered === list.ordered && sign(before) === theirs && mine && theirs && mine !== theirs && mine !== '+' && (list.start ?? 1) < 1000) {
      const [written, meant] = list.ordered ? [`${list.start ?? 1}${mine}`, `${list.start ?? 1}${theirs}`] : [mine, theirs]
      found.problem(list.position?.start.line, {
        title: 'Liste coupée',
        message: `cet élément commence par « ${written} » et ceux du dessus par « ${list.ordered ? `${before.start ?? 1}${theirs}` : theirs} » : ce changement de signe fait deux listes, que le site sépare par un espace${list.ordered ? ' (dans <Steps>, les étapes seraient numérotées de nouveau à partir de 1)' : ''}.`,
        fix: `écrivez « ${meant} » au début de cette ligne${list.children.length > 1 ? ' et des suivantes' : ''}, comme au-dessus.`,
      }, 'warning')
    }
    if (list.ordered || before?.type !== 'list' || !before.ordered || after?.type !== 'list' || !after.ordered || (after.start ?? 1) <= 1) return
    if (/^\s*\+\s/.test(lineText(source, list.position?.start.line ?? 0) ?? '')) return
    found.problem(list.position?.start.line, {
      title: 'Sous-liste mal décalée',
      message: 'cette liste est entre deux éléments d’une liste numérotée, sans être décalée sous le premier : le site couperait la liste numérotée en deux, avec ces lignes entre les deux parties.',
      fix: 'décalez chaque « - » de cette liste sous le texte de l’élément numéroté au-dessus : autant d’espaces que « 1. » et l’espace qui le suit.',
    }, 'warning')
  })
  return report
}
