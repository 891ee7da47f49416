/**
 * MDX's syntax errors, which stop the reading of a page, in plain French: the
 * tag or character at fault and the line to look at.
 */
import { lineText, type Problem, type ProblemText } from '../../../src/content/problems.ts'
import { siteComponentRules } from './mdx-props.ts'

/** Elements that never have content: in MDX they must be written `<br />`. */
const voidElements = new Set(['br', 'hr', 'img', 'input', 'wbr', 'source', 'track', 'area', 'col', 'embed'])

interface MdxSyntaxError {
  reason: string
  line?: number
  column?: number
  source?: string
}

export function isSyntaxError(error: unknown): error is MdxSyntaxError {
  return typeof error === 'object' && error !== null && 'reason' in error && typeof error.reason === 'string'
}

/**
 * A line of code at the top of a page: the site places the components and
 * blocks by their name alone, and the web editor cannot open a page that has one.
 */
export const importLine: ProblemText = {
  title: 'Ligne import',
  message: 'une ligne commençant par « import » ou « export » est du code : les pages n’en ont plus besoin, et l’éditeur du site ne peut pas les ouvrir.',
  fix: 'supprimez la ligne : un bloc de content/blocs/ se place par son nom seul, <Consultations /> pour consultations.mdx. Une phrase du texte ne peut pas commencer par « import » ou « export ».',
}

/**
 * « tone=warm », « tone=« warm » », « tone=“warm” » (a phone's quotes): the prop at the error's column, given back
 * with straight quotes, and with it the others of its line written the same way (MDX stops at the first).
 */
function unquotedValue(text: string, column: number): ProblemText | undefined {
  // Each prop with its value: quoted right (skipped), in curly quotes, or bare up to a space or the tag's end (« to=https://… »).
  const props = [...text.matchAll(/([\w-]+)=("[^"]*"|'[^']*'|[«“”‘’][^»“”‘’]*[»“”‘’]?|[^\s"'>][^\s>]*?(?=\s|\/?>|$))/g)].filter((prop) => !/^["']/.test(prop[2]!))
  const first = props.filter((prop) => prop.index < column).at(-1)
  const [, name = '', written = ''] = first ?? []
  if (!name) return undefined
  const curly = /^[«“”‘’]/.exec(written)?.[0]
  const mended = props.slice(props.indexOf(first!)).map(([, each = '', value = '']) => `${each}="${value.replace(/^[«“”‘’]|[»“”‘’]$/g, '').trim()}"`)
  const others = mended.length > 1 ? `, comme ${mended.length === 2 ? 'l’autre valeur' : `les ${mended.length - 1} autres valeurs`} de la ligne` : ''
  return {
    title: 'Valeur sans guillemets',
    message: curly
      ? `la valeur de « ${name} » est entre les guillemets ${curly === '«' ? '« »' : '“ ”'} d’un téléphone ou d’un traitement de texte${others} : une propriété de composant prend des guillemets droits " ".`
      : `la valeur de « ${name} » doit être entre guillemets droits " "${others}.`,
    fix: `écrivez ${mended.join(' ')}.`,
  }
}

/** MDX's other English messages that have a plain French explanation, first match first. */
const syntaxErrors: readonly (ProblemText & { when: (error: MdxSyntaxError) => boolean })[] = [
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

/** The tag being read at `offset`, and the first of its quoted values that runs past a line's end (a closing quote forgotten). */
interface OpenTag {
  start: number
  name: string
  runawayQuote?: number
}

/**
 * The tag MDX was reading where it stopped: the parser's error gives only the character it could not read, often
 * lines after her mistake (a closing quote or a « > » forgotten), and no position of the tag. A scan of tags and
 * their quoted values finds where that tag began. Its own code because nothing else reads a page MDX refuses.
 */
function tagAt(source: string, offset: number): OpenTag | undefined {
  let tag: OpenTag | undefined
  let quote: { char: string; start: number } | undefined
  for (let index = 0; index < offset; index++) {
    const char = source[index]!
    if (!tag) {
      const name = /^<(\/?[A-Za-z][\w.-]*)/.exec(source.slice(index, index + 80))?.[1]
      if (name && source[index - 1] !== '\\') tag = { start: index, name }
    } else if (quote) {
      if (char === quote.char) quote = undefined
      else if (char === '\n') tag.runawayQuote ??= quote.start
    } else if (char === '"') {
      // Her components' values are in double quotes (her guide's form); an apostrophe is a word's.
      quote = { char, start: index }
    } else if (char === '>') {
      tag = undefined
    }
  }
  return tag
}

/** A tag left open, when MDX stopped at a character inside it: told at the tag's line, or undefined to keep MDX's reading. */
function unfinishedTag(error: MdxSyntaxError, file: string, source: string): Problem | undefined {
  // A value without quotes (« group=prenatal ») has its own message, at its own line.
  if (!error.reason.startsWith('Unexpected character') || error.reason.includes('before attribute value') || error.line === undefined || error.column === undefined) return undefined
  const offset = source.split('\n').slice(0, error.line - 1).reduce((sum, text) => sum + text.length + 1, 0) + error.column - 1
  const tag = tagAt(source, offset)
  if (!tag) return undefined
  const lineOf = (at: number) => source.slice(0, at).split('\n').length
  const tagLine = lineOf(tag.start)
  const at = (line: number, text: ProblemText): Problem => ({ severity: 'error', file, line, excerpt: lineText(source, line), ...text })
  if (tag.runawayQuote !== undefined) {
    return at(lineOf(tag.runawayQuote), {
      title: 'Guillemet non fermé',
      message: `dans la balise <${tag.name}>, une valeur ouverte par un guillemet sur cette ligne n’est pas refermée : la suite de la page est lue comme cette valeur.`,
      fix: 'ajoutez le guillemet droit fermant juste après la valeur, par exemple group="prenatal".',
    })
  }
  // « <marie@exemple.fr> », « <https://…> »: an address in angle brackets, as mail apps write them.
  const address = /^<((?:[^\s<>@]+@[^\s<>]+)|(?:https?:\/\/[^\s<>]+))>/.exec(source.slice(tag.start))?.[1]
  if (address) {
    return at(tagLine, {
      title: 'Adresse entre chevrons',
      message: `l’adresse <${address}> est lue comme une balise, à cause de ses « < » et « > ».`,
      fix: `écrivez-la sans eux : ${address}${address.includes('@') ? '' : ', ou en lien : [le texte du lien](' + address + ')'}.`,
    })
  }
  // On its own line, a lowercase « <mot » is most likely a « < » meant as a sign: MDX's reading stands.
  if (tagLine === error.line && /^[a-z]/.test(tag.name)) return undefined
  return at(tagLine, {
    title: 'Balise non fermée',
    message: `la balise <${tag.name} de cette ligne n’a pas de « > » final : la suite de la page est lue comme faisant partie de la balise.`,
    fix: tag.name.startsWith('/') ? `écrivez <${tag.name}>, avec son « > ».` : `terminez-la par « /> » si elle n’a pas de contenu (<${tag.name} … />), sinon par « > ».`,
  })
}

/** MDX's English message → one French message with the line of the offending tag or character. */
export function translateSyntaxError(error: MdxSyntaxError, file: string, source: string): Problem {
  const { reason } = error
  // « (3:1-3:10) » in the message is where the unclosed tag opens, the most useful line.
  const opened = /\((\d+):\d+-\d+:\d+\)/.exec(reason)
  const line = opened ? Number(opened[1]) : error.line
  const base = { severity: 'error' as const, file, line, excerpt: line === undefined ? undefined : lineText(source, line) }

  const unclosed = /^Expected a closing tag for `<([^>\s]*)[^`]*`/.exec(reason)
  if (unclosed) {
    const name = unclosed[1] ?? ''
    // « <Section id="services"> ## Mes tarifs »: words on the tag's line make it a sentence's tag, which its closing
    // tag further down cannot close. Adding one more « </Section> » would change nothing.
    const span = /\((\d+):(\d+)-(\d+):(\d+)\)/.exec(reason)
    const around = span && span[1] === span[3] ? lineText(source, Number(span[1]))?.replace(/\s+$/, '') : undefined
    const [from, to] = span ? [Number(span[2]) - 1, Number(span[4]) - 1] : [0, 0]
    const worded = around !== undefined && (around.slice(to).trim() !== '' || around.slice(0, from).trim() !== '')
    // Only when its own closing tag comes next, further down: a tag never closed is « Balise non fermée ».
    const below = span ? source.split('\n').slice(Number(span[1])).join('\n') : ''
    const closedBelow = new RegExp(`<\\/?${name}[\\s/>]`).exec(below)?.[0].startsWith('</') === true
    if (/^[A-Z]/.test(name) && worded && closedBelow && /before the end of `paragraph`/.test(reason)) {
      return {
        ...base,
        title: 'Bloc dans une phrase',
        message: `<${name}> a du texte sur sa ligne : il se lit alors comme une phrase, que sa balise de fin </${name}>, plus bas, ne peut pas fermer.`,
        fix: `laissez ${around.slice(from, to)} seul sur sa ligne, et mettez ce texte sur sa propre ligne ${around.slice(0, from).trim() === '' ? 'en dessous' : 'au-dessus'}, séparé d’elle par une ligne vide.`,
      }
    }
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
    // « <FeaturedOffers> » without its « / »: left open, it takes the next closing tag for its own. The mistake is there.
    if (siteComponentRules.get(open)?.children === false) {
      return {
        ...base,
        line: Number(openLine),
        excerpt: lineText(source, Number(openLine)),
        title: 'Balise non fermée',
        message: `<${open}> n’a pas de contenu, et sans « /> » elle reste ouverte : </${closing}>, plus bas, ne peut plus fermer sa propre balise.`,
        fix: `écrivez <${open} />, avec la barre avant « > ».`,
      }
    }
    return {
      ...base,
      line: error.line,
      excerpt: error.line === undefined ? undefined : lineText(source, error.line),
      title: 'Balise fermante en trop',
      message: `</${closing}> ne correspond pas à la balise <${open}> ouverte ligne ${openLine}.`,
      fix: `une balise fermante reprend exactement le nom de la balise ouvrante : écrivez </${open}>, ou supprimez </${closing}>.`,
    }
  }
  const unfinished = unfinishedTag(error, file, source)
  if (unfinished) return unfinished
  const unquoted = error.reason.includes('before attribute value') ? unquotedValue(lineText(source, line ?? 0) ?? '', error.column ?? 0) : undefined
  if (unquoted) return { ...base, ...unquoted }
  const { title, message, fix } = syntaxErrors.find(({ when }) => when(error)) ?? {
    title: 'Erreur de syntaxe',
    message: `cette ligne ne peut pas être lue (message technique : ${reason}).`,
    fix: 'vérifiez les balises < > et les accolades { } de cette ligne, et qu’elles sont bien refermées.',
  }
  return { ...base, title, message, fix }
}
