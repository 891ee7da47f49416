/**
 * Reads one MDX file: translates MDX's syntax errors into plain French, and
 * walks the tree for unknown components, wrong props, imports, links,
 * anchors and wording.
 */
import { createProcessor } from '@mdx-js/mdx'
import { join } from 'node:path'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import remarkFrontmatter from 'remark-frontmatter'
// remark-parse declares the parser's extension points on unified's `Data`.
import type {} from 'remark-parse'
import type { Processor } from 'unified'
import { z } from 'zod'
import { blockFileName, blockTag } from '../../../src/content/blocks.ts'
import { factNames } from '../../../src/content/facts.ts'
import { pageComponents, pageHtmlElements, propMeta, type ComponentDeclaration, type PropKind } from '../../../src/content/components.ts'
import { frenchList, lineText, type Problem } from '../../../src/content/problems.ts'
import { closest } from './suggest.ts'
import { wordingHits } from './wording.ts'

type Explanation = Pick<Problem, 'title' | 'message' | 'fix'>

/** A prop's rule as the MDX walk reads it, whatever the component. */
type AnyPropRule = { kind: 'oneOf'; values: readonly string[]; required: boolean } | { kind: Exclude<PropKind, 'fact'>; required: boolean }

interface ComponentRule {
  props: Readonly<Record<string, AnyPropRule>>
  children: boolean
  inline?: boolean
}

/** A prop as the check reads it: its allowed values, or what its text must be. */
function propRule(schema: z.ZodType): AnyPropRule {
  const { options, kind, required } = propMeta(schema)
  if (options) return { kind: 'oneOf', values: Object.keys(options), required }
  // A fact: one of the names practice.yaml's fields declare (src/content/facts.ts).
  if (kind === 'fact') return { kind: 'oneOf', values: factNames, required }
  if (kind === 'path' || kind === 'anchor' || kind === 'id') return { kind, required }
  throw new Error('src/content/components.ts: a component prop is a choice or a text with a « kind » (path, anchor, id, fact).')
}

/** The rules of some declared components (src/content/components.ts), by the name a page writes. */
export function componentRulesOf(declarations: Readonly<Record<string, ComponentDeclaration>>): ReadonlyMap<string, ComponentRule> {
  return new Map(
    Object.entries(declarations).map(([name, declaration]) => [
      name,
      {
        props: Object.fromEntries(Object.entries(declaration.props.shape).map(([prop, schema]) => [prop, propRule(schema as z.ZodType)])),
        children: declaration.children !== false,
        ...(declaration.inline ? { inline: true } : {}),
      },
    ]),
  )
}

const siteComponentRules = componentRulesOf(pageComponents)

interface Point {
  line: number
  column: number
}

/** The parts of MDX's syntax tree (mdast with the MDX extensions) the check reads. */
interface MdNode {
  type: string
  depth?: number
  name?: string | null
  value?: unknown
  url?: string
  children?: MdNode[]
  attributes?: MdAttribute[]
  position?: { start: Point; end: Point }
}

type MdAttribute = Pick<MdNode, 'type' | 'value' | 'position'> & { name?: string }

/** A link or an anchor target to check once every page is read. */
export interface LinkReference {
  line: number
  /** « /consultations », « /#contact » or « #services ». */
  target: string
  /** How she wrote it, for the message: « [texte](/lien) », « to="/lien" »… */
  written: string
  /** A button's words (`<ButtonLink to="…">Prendre rendez-vous</ButtonLink>`). */
  label?: string
}

/** The words inside a node, as a visitor reads them. */
function plainText(node: MdNode): string {
  return typeof node.value === 'string' ? node.value : (node.children ?? []).map(plainText).join('')
}

export interface MdxFileReport {
  problems: Problem[]
  /** Ids given to elements (`<Section id="services">`), which « #services » can target. */
  ids: Set<string>
  /** Absolute paths of the blocks it places (`<Consultations />` is content/blocs/consultations.mdx). */
  imports: string[]
  links: LinkReference[]
  /** False when a syntax error stopped the reading: its ids and links are unknown. */
  parsed: boolean
}

/** Elements that never have content: in MDX they must be written `<br />`. */
const voidElements = new Set(['br', 'hr', 'img', 'input', 'wbr', 'source', 'track', 'area', 'col', 'embed'])

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

// The web editor writes an empty frontmatter block at the top of each page.
const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkUnrenderedSyntax] })

/** Markdown the site does not show as it looks in a text editor, by the node the parser makes of it. */
const unrendered: Readonly<Record<string, string>> = {
  table: 'un tableau (lignes de « | »)',
  delete: 'un texte barré (« ~~ »)',
  inlineCode: 'du code (entre « ` »)',
  code: 'un bloc de code (entre « ``` »)',
  image: 'une image',
}

interface MdxSyntaxError {
  reason: string
  line?: number
  source?: string
}

function isSyntaxError(error: unknown): error is MdxSyntaxError {
  return typeof error === 'object' && error !== null && 'reason' in error && typeof error.reason === 'string'
}

/**
 * A line of code at the top of a page: the site places the components and
 * blocks by their name alone, and the web editor cannot open a page that has one.
 */
const importLine: Explanation = {
  title: 'Ligne import',
  message: 'une ligne commençant par « import » ou « export » est du code : les pages n’en ont plus besoin, et l’éditeur du site ne peut pas les ouvrir.',
  fix: 'supprimez la ligne : un bloc de content/blocs/ se place par son nom seul, <Consultations /> pour consultations.mdx. Une phrase du texte ne peut pas commencer par « import » ou « export ».',
}

/** MDX's other English messages that have a plain French explanation, first match first. */
const syntaxErrors: readonly (Explanation & { when: (error: MdxSyntaxError) => boolean })[] = [
  {
    when: (error) => error.reason.startsWith('Unexpected closing slash'),
    title: 'Balise fermante en trop',
    message: 'cette balise fermante « </…> » ferme une balise qui n’a pas été ouverte.',
    fix: 'supprimez-la, ou ajoutez la balise ouvrante qui lui correspond plus haut.',
  },
  {
    when: (error) => error.reason.includes('to create a comment in MDX'),
    title: 'Commentaire HTML',
    message: 'les commentaires HTML « <!-- … --> » ne sont pas acceptés dans les pages.',
    fix: 'supprimez-le : une page ne garde pas de note invisible (l’éditeur du site ne saurait pas l’ouvrir). Gardez vos notes ailleurs, dans un fichier à vous.',
  },
  {
    when: (error) => error.reason.includes('before attribute value'),
    title: 'Valeur sans guillemets',
    message: 'la valeur d’une propriété de composant doit être entre guillemets.',
    fix: 'entourez la valeur de guillemets droits, par exemple <PriceTable group="prenatal" />.',
  },
  {
    when: (error) => error.reason.startsWith('Unexpected character'),
    title: 'Signe < dans le texte',
    message: 'le signe « < » suivi d’une lettre ou d’un chiffre est lu comme le début d’une balise.',
    fix: 'écrivez « moins de » ou « inférieur à », ou \\< pour afficher le signe lui-même.',
  },
  {
    when: (error) => error.source === 'micromark-extension-mdx-expression',
    title: 'Accolade dans le texte',
    message: 'une accolade « { » ouvre un passage de code, et celui-ci n’est pas valable.',
    fix: 'pour afficher une accolade, écrivez \\{.',
  },
  { when: (error) => error.source === 'micromark-extension-mdxjs-esm', ...importLine },
]

/** MDX's English message → one French message with the line of the offending tag or character. */
function translateSyntaxError(error: MdxSyntaxError, file: string, source: string): Problem {
  const { reason } = error
  // « (3:1-3:10) » in the message is where the unclosed tag opens, the most useful line.
  const opened = /\((\d+):\d+-\d+:\d+\)/.exec(reason)
  const line = opened ? Number(opened[1]) : error.line
  const base = { severity: 'error' as const, file, line, excerpt: line === undefined ? undefined : lineText(source, line) }

  const unclosed = /^Expected a closing tag for `<([^>\s]*)[^`]*`/.exec(reason)
  if (unclosed) {
    const name = unclosed[1] ?? ''
    return {
      ...base,
      title: 'Balise non fermée',
      message: `la balise <${name}> est ouverte mais jamais refermée.`,
      fix: voidElements.has(name)
        ? `écrivez <${name} /> : dans les pages, une balise sans contenu se ferme par « /> ».`
        : `ajoutez </${name}> à la fin de son contenu, ou écrivez <${name} … /> si elle n’a pas de contenu. Vérifiez aussi que la balise de fermeture commence bien par « </ ».`,
    }
  }
  const mismatch = /^Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>\s]*)[^`]*` \((\d+):/.exec(reason)
  if (mismatch) {
    const [, closing = '', open = '', openLine = ''] = mismatch
    return {
      ...base,
      line: error.line,
      excerpt: error.line === undefined ? undefined : lineText(source, error.line),
      title: 'Balise fermante en trop',
      message: `</${closing}> ne correspond pas à la balise <${open}> ouverte ligne ${openLine}.`,
      fix: `une balise fermante reprend exactement le nom de la balise ouvrante : écrivez </${open}>, ou supprimez </${closing}>.`,
    }
  }
  const { title, message, fix } = syntaxErrors.find(({ when }) => when(error)) ?? {
    title: 'Erreur de syntaxe',
    message: `cette ligne ne peut pas être lue (message technique : ${reason}).`,
    fix: 'vérifiez les balises < > et les accolades { } de cette ligne, et qu’elles sont bien refermées.',
  }
  return { ...base, title, message, fix }
}

function describeRule(rule: AnyPropRule): string {
  switch (rule.kind) {
    case 'oneOf':
      return frenchList(rule.values.map((value) => `"${value}"`))
    case 'path':
      return 'une adresse du site entre guillemets, par exemple "/rendez-vous" ou "/#contact"'
    case 'anchor':
      return 'l’id d’une section de la page entre guillemets, par exemple "contact"'
    case 'id':
      return 'un nom court entre guillemets, sans espace ni accent, par exemple "contact"'
  }
}

const BLOCKS = new Set(['paragraph', 'heading', 'tableCell'])

/** The text nodes of a block that the site shows, gathered so a sentence can be read whole. */
function textNodes(node: MdNode): (MdNode & { value: string })[] {
  if (node.type === 'text' && typeof node.value === 'string') return [{ ...node, value: node.value }]
  if (node.type === 'inlineCode' || node.type === 'code') return []
  return (node.children ?? []).flatMap(textNodes)
}

/**
 * @param blocksDir content/blocs/
 * @param blocks the files of content/blocs/, without `.mdx`: `<SignesDAlerte />` places signes-d-alerte.mdx
 */
export function checkMdxFile(
  path: string,
  file: string,
  source: string,
  blocksDir: string,
  blocks: readonly string[] = [],
  componentRules: ReadonlyMap<string, ComponentRule> = siteComponentRules,
): MdxFileReport {
  const report: MdxFileReport = { problems: [], ids: new Set(), imports: [], links: [], parsed: true }
  let tree: MdNode
  try {
    tree = processor.parse({ value: source, path })
  } catch (error) {
    if (!isSyntaxError(error)) throw error
    report.problems.push(translateSyntaxError(error, file, source))
    return { ...report, parsed: false }
  }

  const problem = (line: number | undefined, rest: Omit<Problem, 'file' | 'line' | 'excerpt' | 'severity'>, severity: Problem['severity'] = 'error') =>
    report.problems.push({ severity, file, line, excerpt: line === undefined ? undefined : lineText(source, line), ...rest })

  const checkProps = (node: MdNode, name: string, line: number | undefined) => {
    const rule = componentRules.get(name)
    if (!rule) return
    const given = new Set<string>()
    for (const attribute of node.attributes ?? []) {
      const attributeLine = attribute.position?.start.line ?? line
      if (attribute.type !== 'mdxJsxAttribute' || attribute.name === undefined) {
        problem(attributeLine, {
          title: 'Valeur mal écrite',
          message: `<${name}> reçoit un passage de code entre accolades au lieu d’une propriété.`,
          fix: `écrivez les propriétés sous la forme nom="valeur". Propriétés possibles : ${frenchList(Object.keys(rule.props)) || 'aucune'}.`,
        })
        continue
      }
      const propName = attribute.name
      given.add(propName)
      const propRule = rule.props[propName]
      if (!propRule) {
        const allowed = Object.keys(rule.props)
        const guess = closest(propName, allowed)
        // « off="…" » for « of »: one mistake, told once, not also as « of » missing.
        if (guess) given.add(guess)
        problem(attributeLine, {
          title: 'Propriété inconnue',
          message: `<${name}> n’a pas de propriété « ${propName} ».`,
          fix: allowed.length === 0
            ? `écrivez simplement <${name} />, sans propriété.`
            : `${guess ? `vouliez-vous écrire « ${guess} » ? P` : 'p'}ropriétés possibles : ${frenchList(allowed)}.`,
        })
        continue
      }
      if (typeof attribute.value !== 'string') {
        const written = typeof attribute.value === 'object' && attribute.value !== null && 'value' in attribute.value
          ? `entre accolades, {${String(attribute.value.value)}}`
          : 'sans valeur'
        problem(attributeLine, {
          title: 'Valeur mal écrite',
          message: `la propriété « ${propName} » de <${name}> est écrite ${written} : elle attend un texte entre guillemets.`,
          fix: `écrivez ${propName}="…" avec ${describeRule(propRule)}.`,
        })
        continue
      }
      const value = attribute.value
      switch (propRule.kind) {
        case 'oneOf':
          if (!propRule.values.includes(value)) {
            const guess = closest(value, propRule.values)
            problem(attributeLine, {
              title: 'Valeur non prévue',
              message: `« ${value} » n’est pas une valeur prévue pour la propriété « ${propName} » de <${name}>.`,
              fix: `${guess ? `vouliez-vous écrire ${propName}="${guess}" ? V` : 'v'}aleurs possibles : ${describeRule(propRule)}.`,
            })
          }
          break
        case 'path':
          report.links.push({
            line: attributeLine ?? 1,
            target: value,
            written: `${propName}="${value}"`,
            ...(rule.children ? { label: plainText(node).trim() } : {}),
          })
          break
        case 'anchor':
          report.links.push({ line: attributeLine ?? 1, target: `#${value}`, written: `${propName}="${value}"` })
          break
        case 'id':
          report.ids.add(value)
          break
      }
    }
    for (const [propName, propRule] of Object.entries(rule.props)) {
      if (propRule.required && !given.has(propName)) {
        problem(line, {
          title: 'Propriété manquante',
          message: `<${name}> a besoin de la propriété « ${propName} ».`,
          fix: `ajoutez ${propName}="…" avec ${describeRule(propRule)}.`,
        })
      }
    }
    const content = (node.children ?? []).filter((child) => !(child.type === 'text' && typeof child.value === 'string' && child.value.trim() === ''))
    if (!rule.children && content.length > 0) {
      problem(line, {
        title: 'Contenu ignoré',
        message: `<${name}> n’affiche pas de texte : ce qui est écrit entre <${name}> et </${name}> n’apparaîtra pas sur le site.`,
        fix: `écrivez <${name} … /> seul, et mettez le texte avant ou après.`,
      })
    }
  }

  // MDX takes a line made only of tags for a block: a <Fact /> or a <br /> alone
  // on its line leaves the paragraph and shows beside the column of text.
  const linesOutOfParagraph = new Set<number>()
  const checkOutOfParagraph = (node: MdNode, name: string | undefined, line: number | undefined) => {
    const inline = name === 'br' || (name !== undefined && componentRules.get(name)?.inline === true)
    if (node.type !== 'mdxJsxFlowElement' || !inline || line === undefined || linesOutOfParagraph.has(line)) return
    linesOutOfParagraph.add(line)
    problem(line, {
      title: 'Texte hors paragraphe',
      message: `la ligne commence par <${name}${name === 'br' ? ' />' : ' … />'} sans texte avant : elle sort du paragraphe et s’afficherait à côté de la colonne de texte.`,
      fix: name === 'br'
        ? 'mettez <br /> à la fin de la ligne précédente, après le texte.'
        : `commencez la ligne par du texte, par exemple « Statut : <${name} … /> », ou faites-en une phrase : « <${name} … />, suite de la phrase. »`,
    })
  }

  const visit = (node: MdNode): void => {
    const line = node.position?.start.line
    const notShown = unrendered[node.type] ?? (node.type === 'heading' && Number(node.depth) > 3 ? 'un titre de niveau 4 ou plus (« #### »)' : undefined)
    if (notShown) {
      problem(line, {
        title: 'Mise en forme non affichée',
        message: `cette ligne contient ${notShown}, que le site n’affiche pas : les visiteurs en verraient les signes tels quels, ou un texte sans mise en page.`,
        fix: 'écrivez-le en texte simple : une liste « - » pour un tableau, « ## » ou « ### » pour un titre, **gras** pour un mot à souligner.',
      })
    }
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name
        checkOutOfParagraph(node, name ?? undefined, line)
        for (const attribute of node.attributes ?? []) {
          if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue
          if (attribute.name === 'id') report.ids.add(attribute.value)
          if (attribute.name === 'href' && name && !componentRules.has(name)) {
            report.links.push({ line: attribute.position?.start.line ?? line ?? 1, target: attribute.value, written: `href="${attribute.value}"` })
          }
        }
        // Lowercase names are HTML: the pages use a line break and a passage in another
        // language, which the web editor knows; it cannot open a page with any other tag.
        const required: readonly string[] | undefined = name && /^[a-z]/.test(name) ? (pageHtmlElements as Record<string, readonly string[]>)[name] ?? [] : undefined
        if (name && required && !Object.hasOwn(pageHtmlElements, name)) {
          problem(line, {
            title: 'Balise HTML',
            message: `la balise <${name}> n’est pas acceptée dans les pages : l’éditeur du site ne saurait pas ouvrir la page.`,
            fix: 'écrivez en Markdown : **texte** pour du gras, *texte* pour de l’italique, [texte](/page) pour un lien ; <br /> pour un retour à la ligne.',
          })
        }
        const missing = required?.filter((attribute) => !node.attributes?.some((each) => each.type === 'mdxJsxAttribute' && each.name === attribute && typeof each.value === 'string' && each.value.trim() !== ''))
        if (name && missing && missing.length > 0) {
          problem(line, {
            title: 'Balise HTML',
            message: `la balise <${name}> n’a pas ${missing.map((attribute) => `${attribute}="…"`).join(' ni ')} : l’éditeur du site ne saurait pas ouvrir la page.`,
            fix: 'pour un passage dans une autre langue, écrivez <span lang="en">…</span>, avec le code de sa langue (« en » pour l’anglais).',
          })
        }
        if (name && /^[A-Z]/.test(name)) {
          const block = blockFileName(name)
          if (componentRules.has(name)) {
            checkProps(node, name, line)
          } else if (blocks.includes(block)) {
            report.imports.push(join(blocksDir, `${block}.mdx`))
          } else {
            const guess = closest(name, [...componentRules.keys(), ...blocks.map(blockTag)])
            problem(line, {
              title: 'Composant inconnu',
              message: `<${name}> n’est pas un composant du site.`,
              fix: guess
                ? `vouliez-vous écrire <${guess}> ? Vérifiez les majuscules et l’orthographe.`
                : `vérifiez l’orthographe. Composants possibles : ${frenchList([...componentRules.keys()])}.`,
            })
          }
        }
        break
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const code = typeof node.value === 'string' ? node.value.trim() : ''
        if (/^\/\*[\s\S]*\*\/$/.test(code)) {
          problem(line, {
            title: 'Note dans une page',
            message: `la note « {${code}} » est invisible sur le site, mais l’éditeur du site ne peut pas ouvrir une page qui en contient une.`,
            fix: 'supprimez-la de la page, et gardez-la ailleurs, dans un fichier à vous.',
          })
        } else {
          problem(line, {
            title: 'Accolade dans le texte',
            message: `« {${code}} » est lu comme du code, pas comme du texte : la page ne s’afficherait pas.`,
            fix: 'pour afficher une accolade, écrivez \\{.',
          })
        }
        break
      }
      case 'mdxjsEsm':
        problem(line, importLine)
        break
      case 'link':
      case 'definition':
        if (typeof node.url === 'string') {
          report.links.push({ line: line ?? 1, target: node.url, written: `(${node.url})` })
        }
        break
    }
    if (BLOCKS.has(node.type)) {
      const texts = textNodes(node)
      for (const hit of wordingHits(texts.map((text) => text.value).join(''))) {
        // The text node the hit starts in, and the lines before it there.
        let start = 0
        const text = texts.find((candidate) => (start += candidate.value.length) > hit.index)
        const before = text ? text.value.slice(0, hit.index - (start - text.value.length)) : ''
        const hitLine = (text?.position?.start.line ?? line ?? 1) + before.split('\n').length - 1
        problem(hitLine, { title: hit.title, message: hit.message, fix: hit.fix }, 'warning')
      }
    }
    node.children?.forEach(visit)
  }
  visit(tree)
  return report
}
