/**
 * The links and anchors of her pages, read once every page is: a link to a
 * page the site does not have, to a section a page does not have, a link
 * written as no address, a button to the booking page under another name
 * than the header's.
 */
import { basename, join } from 'node:path'
import { hiddenAtEdges, lineText, type Problem, type ProblemText, trimHidden } from '../../../src/content/problems.ts'
import { normalizePath, pagePath } from '../../../src/lib/page-paths.ts'
import { reachable } from '../chunk-closure.ts'
import type { MdxFileReport } from './mdx.ts'
import type { LinkReference } from './mdx-props.ts'
import { closest } from '../../../src/content/suggest.ts'
import { isSectionName } from '../../../src/content/components.ts'
import leven from 'leven'

/** Her pages and blocks as read, and what a link needs to know of them. */
interface PageGraph {
  /** A page whose file or blocks could not be read has unknown anchors: its syntax error is reported already. */
  readable: (path: string) => boolean
  /** The ids a page's sections give, its blocks' included. */
  anchorsOf: (path: string) => Set<string>
  /** The pages a file shows on: itself for a page, the pages placing it for a block. */
  hostsOf: (path: string) => string[]
}

export function pageGraph(reports: ReadonlyMap<string, MdxFileReport>, pagePaths: readonly string[]): PageGraph {
  /** The file and the blocks it places, and theirs. */
  const closure = (path: string) => reachable(path, (part) => reports.get(part)?.imports)
  return {
    readable: (path) => [...closure(path)].every((part) => reports.get(part)?.parsed !== false),
    anchorsOf: (path) => new Set([...closure(path)].flatMap((part) => [...(reports.get(part)?.ids ?? [])])),
    hostsOf: (path) => pagePaths.filter((page) => closure(page).has(path)),
  }
}

/** Words as a visitor reads them: the typography's spaces and apostrophes do not make another name. */
const plainWords = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, "'").trim()

export interface LinkContext {
  graph: PageGraph
  /** Each page's address and its file; undefined when pages.yaml could not be read (every link would look broken). */
  pageByPath: ReadonlyMap<string, string> | undefined
  /** The booking page, which the header's button opens, and that button's words. */
  booking: { path: string; name: string } | undefined
  /** Whether an address is a file of public/ (« /docs/conditions.pdf »), which the site publishes as it is. */
  publicFile: (address: string) => boolean
  /** Addresses her pages had, by their file's name, before she changed them (`renamedPages`): told once, at pages.yaml. */
  renamed: ReadonlyMap<string, RenamedPage>
  /** Her pages for her alone (`kind: private`): their addresses, and their files. */
  private: { paths: ReadonlySet<string>; files: ReadonlySet<string> }
  shownName: (path: string) => string
}

/** The problems of one file's links: `path` is the file, `source` its text. */
export function linkProblems(path: string, source: string, links: readonly LinkReference[], context: LinkContext): Problem[] {
  const problems: Problem[] = []
  const file = context.shownName(path)
  const problem = (line: number, rest: ProblemText, severity: Problem['severity'] = 'error') =>
    problems.push({ severity, file, line, excerpt: lineText(source, line), ...rest })
  for (const link of links) {
    const { booking } = context
    if (booking && link.label && normalizePath(pagePath(link.target)) === booking.path && plainWords(link.label) !== plainWords(booking.name)) {
      problem(link.line, {
        title: 'Deux noms pour une même action',
        message: `ce bouton vers ${booking.path} s’appelle « ${link.label} », alors que le bouton du haut de chaque page s’appelle « ${plainWords(booking.name)} » (content/data/ui.yaml, header.cta).`,
        fix: `écrivez « ${plainWords(booking.name)} » sur ce bouton, pour que les visiteurs reconnaissent la même action partout ; ou changez les deux.`,
      }, 'warning')
    }
    const target = link.target
    const web = webAddressProblem(link)
    if (web) problem(link.line, web.text, web.severity)
    if (web || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue
    const anchor = target.split('#', 2)[1]
    if (target.startsWith('/')) {
      const linked = normalizePath(pagePath(target))
      // A document she put in public/ (a PDF, a photo): published beside the pages, at that address.
      if (/\.\w{2,5}$/.test(linked) && context.publicFile(linked)) continue
      if (context.pageByPath && !context.renamed.has(linked)) pageLinkProblem(link, anchor, context.pageByPath, context.graph, problem)
      // Her tool page, left out of the menu and of search engines, reached from a page visitors read.
      if (context.private.paths.has(linked) && context.graph.hostsOf(path).some((host) => !context.private.files.has(host))) {
        problem(link.line, {
          title: 'Lien vers votre page privée',
          message: `le lien ${link.written} mène à ${linked}, votre page « À moi seule » (kind: private), hors menus : les visiteurs qui le suivraient arriveraient sur votre outil, qui n’est pas pour eux.`,
          fix: 'retirez ce lien, ou faites-le mener à une page des visiteurs ; gardez l’adresse de votre page privée dans vos favoris.',
        })
      }
    } else if (target.startsWith('#')) {
      if (anchor) anchorLinkProblems(path, link, anchor, context, problem)
    } else {
      problem(link.line, {
        title: 'Lien mal écrit',
        message: `le lien ${link.written} ne commence ni par « / » (une page du site) ni par « https:// » (un autre site).`,
        fix: writtenFix(target, context.pageByPath),
      })
    }
  }
  return problems
}

type Report = (line: number, rest: ProblemText) => void

/** A page's file named alone (« a-propos.mdx », « consultations.html#tarifs », « index.php »): a page of hers. */
const pageFile = /^\.?\/?([\w-]+)\.(?:mdx?|html?|php)(#.*)?$/i

/** « lllfrance.org », « cnil.fr/plainte »: a site's name, where her pages' addresses have no dot. A file (« plan.pdf ») is hers. */
const otherSiteName = /^(?!.*\.(?:pdf|jpe?g|png|webp|gif|svg|ics|txt|docx?)$)[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}(?:[/?#].*)?$/i

/** The address a link written without « / » or « https:// » meant: her page by its file, another site by its name, or a page of hers. */
function writtenFix(target: string, pageByPath: LinkContext['pageByPath']): string {
  // « marie@exemple.fr »: an address to write to, which a link opens with « mailto: ».
  if (/^[^\s@/]+@[^\s@/]+\.[a-z]{2,}$/i.test(target)) return `pour un lien qui écrit un e-mail, écrivez « mailto:${target} » ; pour votre propre adresse, <Fact of="email" /> l’écrit et en fait un lien.`
  const file = pageFile.exec(target)
  if (file) {
    const [, name = '', anchor = ''] = file
    // Her page whose file it names, by its address in pages.yaml; « index » is the home page, as on most sites.
    const path = [...(pageByPath ?? [])].find(([, source]) => basename(source, '.mdx') === name)?.[0] ?? (name === 'index' ? '/' : `/${name}`)
    return `écrivez l’adresse de la page : « ${path}${anchor} ».`
  }
  // « www.ameli.fr » is another site: its fix is « https://www.ameli.fr », not a page of hers.
  if (/^www\./i.test(target) || otherSiteName.test(target)) return `écrivez l’adresse complète de l’autre site : « https://${target} ».`
  return `écrivez l’adresse complète : « /${target.replace(/^\.?\/?/, '')} » pour une page du site, ou « https://… » pour un autre site.`
}

/** « www.cnil.fr », « cnil.fr », « allaitement-bébé.fr »: a site's name, as a web address gives it after « https:// ». */
const siteName = /^[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}$/iu

/**
 * A web address mistyped: « https:// » written twice or without its colon (a dead link, mended), or « http:// »
 * (a page browsers call not secure, warned).
 */
function webAddressProblem({ target, written }: LinkReference): { text: ProblemText; severity: Problem['severity'] } | undefined {
  // « htps://… », « https;//… », « hhtps://… »: a scheme one or two letters from « https », which leads nowhere.
  const [, typed = '', mark = '', after = ''] = /^([a-z]+)([:;])\/{1,3}(.+)$/i.exec(target) ?? []
  if (typed && (mark === ';' || !['http', 'https'].includes(typed.toLowerCase())) && leven(typed.toLowerCase(), 'https') <= 2) {
    return { severity: 'error', text: { title: 'Lien mal écrit', message: `le lien ${written} ne mène à aucun site : « ${typed}${mark}// » n’est pas « https:// ».`, fix: `écrivez « https://${after} ».` } }
  }
  const scheme = /^(?:https?:?\/*)+/i.exec(target)?.[0]
  if (!scheme) return undefined
  const rest = target.slice(scheme.length)
  // « https://www.ameli.fr. »: the period of the sentence the address was copied from.
  if (/\.$/.test(rest) && /^https?:\/\/$/i.test(scheme)) {
    return { severity: 'error', text: { title: 'Lien mal écrit', message: `le lien ${written} finit par un point, celui de la phrase d’où l’adresse a été copiée : ce point fait alors partie de l’adresse, et beaucoup de sites ne s’ouvrent pas ainsi.`, fix: `retirez le point final : « ${scheme}${rest.slice(0, -1)} ».` } }
  }
  if (!siteName.test(rest.split(/[/?#]/, 1)[0] ?? '')) {
    return /^https?:\/\/$/i.test(scheme)
      ? { severity: 'error', text: { title: 'Lien mal écrit', message: `le lien ${written} ne mène à aucun site : après « https:// » vient le nom d’un site, comme « www.cnil.fr ».`, fix: 'écrivez l’adresse complète du site, copiée depuis la barre d’adresse de votre navigateur.' } }
      : undefined
  }
  const mended = `https://${rest}`
  if (/^https:\/\/$/i.test(scheme)) return undefined
  if (/^http:\/\/$/i.test(scheme)) {
    return {
      severity: 'warning',
      text: {
        title: 'Lien non sécurisé',
        message: `le lien ${written} commence par « http:// » : les navigateurs préviennent les visiteurs qu’un tel site n’est pas sécurisé.`,
        fix: `écrivez « ${mended} » : presque tous les sites l’acceptent ; ouvrez-le dans votre navigateur pour vérifier.`,
      },
    }
  }
  return {
    severity: 'error',
    text: { title: 'Lien mal écrit', message: `le lien ${written} ne mène à aucun site : « ${scheme} » n’est pas le début d’une adresse.`, fix: `écrivez « ${mended} ».` },
  }
}

/**
 * What to write for a section the page does not have: the one the link meant (« Services » for « services »), said
 * first, or the id a new section could take, without a hidden space, when a section may have it. Nothing more when
 * the link, once that space is gone, names one the page has.
 */
function anchorFix(anchor: string, anchors: ReadonlySet<string>, shown: (id: string) => string): { meant: string; offered: string } {
  const id = trimHidden(anchor)
  if (id !== anchor && anchors.has(id)) return { meant: '', offered: '' }
  const meant = closest(id, anchors)
  if (meant) return { meant: `vouliez-vous écrire ${shown(meant)} ? `, offered: '' }
  return { meant: '', offered: isSectionName(id) ? ` Ou donnez cet id à une section : <Section id="${id}">.` : '' }
}

/** « /consultations#tarifs »: a page of the site, and a section it has. */
function pageLinkProblem(link: LinkReference, anchor: string | undefined, pageByPath: ReadonlyMap<string, string>, graph: PageGraph, problem: Report) {
  const linked = normalizePath(pagePath(link.target))
  const page = pageByPath.get(linked)
  // « /consultations » and a space after it, typed or pasted: that space is all there is to mend.
  if (!page && pageByPath.has(trimHidden(linked))) {
    problem(link.line, {
      title: 'Lien vers une page inexistante',
      message: `le lien ${link.written} mène à « ${linked} »${hiddenAtEdges(linked)}, qui n’est pas une page du site : les visiteurs tomberaient sur la page « introuvable ».`,
      fix: `« ${trimHidden(linked)} » est bien une page du site : effacez seulement ce caractère.`,
    })
    return
  }
  if (!page) {
    // A typo, or an address of a word more or less than hers (« /conditions-de-vente », « /mentions »).
    const paths = [...pageByPath.keys()].filter((each) => each !== '/')
    const guess = closest(linked, pageByPath.keys()) ?? paths.find((each) => linked.startsWith(`${each}-`) || each.startsWith(`${linked}-`))
    problem(link.line, {
      title: 'Lien vers une page inexistante',
      message: `le lien ${link.written} mène à ${linked}, qui n’est pas une page du site : les visiteurs tomberaient sur la page « introuvable ».`,
      fix: `${guess ? `vouliez-vous écrire ${guess} ? L` : 'l'}es adresses possibles sont celles de content/pages.yaml : ${[...pageByPath.keys()].join(', ')}.${/\.\w{2,5}$/.test(linked) ? ` Pour un document, déposez-le dans le dossier public/, à public${linked}.` : ''}`,
    })
    return
  }
  if (!anchor || !graph.readable(page)) return
  const anchors = graph.anchorsOf(page)
  if (anchors.has(anchor)) return
  const { meant, offered } = anchorFix(anchor, anchors, (id) => `« ${linked}#${id} »`)
  problem(link.line, {
    title: 'Ancre inexistante',
    message: `le lien ${link.written} vise « #${anchor} »${hiddenAtEdges(anchor)}, mais la page ${linked} n’a pas de section « ${anchor} ».`,
    fix: anchors.size > 0
      ? `${meant}${meant ? 'Ancres' : 'ancres'} possibles sur ${linked} : ${[...anchors].map((id) => `#${id}`).join(', ')}.${offered}`
      : `la page ${linked} n’a aucune section avec un id : ajoutez-en une, <Section id="${trimHidden(anchor)}">, ou retirez « #${anchor} » du lien.`,
  })
}

/** « #tarifs »: a section of each page the file shows on (a block may show on several). */
function anchorLinkProblems(path: string, link: LinkReference, anchor: string, context: LinkContext, problem: Report) {
  for (const host of context.graph.hostsOf(path).filter(context.graph.readable)) {
    const anchors = context.graph.anchorsOf(host)
    if (anchors.has(anchor)) continue
    const { meant, offered } = anchorFix(anchor, anchors, (id) => `« ${link.written.replace(anchor, id)} »`)
    // « #contact » written on another page than the one that has it: the address that leads there, on a visitors' page.
    const id = trimHidden(anchor)
    const elsewhere = meant || anchors.has(id)
      ? undefined
      : [...(context.pageByPath ?? [])].find(([, file]) => file !== host && !context.private.files.has(file) && context.graph.anchorsOf(file).has(id))?.[0]
    const scroll = link.written.startsWith('target=')
    problem(link.line, {
      title: 'Ancre inexistante',
      message: `${link.written} vise la section « ${anchor} »${hiddenAtEdges(anchor)}, mais ${host === path ? 'cette page' : `la page ${context.shownName(host)}`} n’en a pas.`,
      fix: elsewhere
        ? `la section « ${id} » est sur la page ${elsewhere} : écrivez « ${scroll ? `${elsewhere}#${id}` : link.written.replace(`#${anchor}`, `${elsewhere}#${id}`)} »${scroll ? ` dans un <ButtonLink to="${elsewhere}#${id}">, qui mène à une autre page (<ScrollButton> reste sur la sienne)` : ''}.`
        : anchors.size > 0
        ? `${meant}${meant ? 'Ancres' : 'ancres'} possibles : ${[...anchors].join(', ')}.${offered}`
        : `ajoutez une section <Section id="${trimHidden(anchor)}"> à la page, ou retirez ce lien.`,
    })
  }
}

/** Each page's address and its file, as pages.yaml says. */
export const pagesByPath = (contentDir: string, pages: readonly { path: string; file: string }[]) =>
  new Map(pages.map((page) => [page.path, join(contentDir, `${page.file}.mdx`)] as const))

/** Her pages for her alone (`kind: private`), by address and by file. */
export function privatePages(contentDir: string, pages: readonly { path: string; file: string; kind?: string }[]): LinkContext['private'] {
  const own = pages.filter((page) => page.kind === 'private')
  return { paths: new Set(own.map((page) => page.path)), files: new Set(own.map((page) => join(contentDir, `${page.file}.mdx`))) }
}

/** A page whose address is no longer its file's name (« file: consultations », « path: /tarifs »), and its place in pages.yaml. */
export interface RenamedPage {
  path: string
  index: number
}

/**
 * The addresses her pages most likely had before she changed them: each page's file's name, where no page has it
 * now (the home page aside, whose address is « / »). A link to one is a link to a page renamed, not to a page
 * that never was: told once, at the new address, with every link that still leads to the old one.
 */
export function renamedPages(pages: readonly { path: string; file: string }[]): Map<string, RenamedPage> {
  const paths = new Set(pages.map((page) => page.path))
  return new Map(
    pages.flatMap((page, index) => {
      const old = `/${page.file}`
      return page.path === '/' || paths.has(old) ? [] : [[old, { path: page.path, index }] as const]
    }),
  )
}

/** The links to a renamed page's old address, each told by its file and line: one message, at the page's new address. */
export function renamedPageProblems(
  renamed: ReadonlyMap<string, RenamedPage>,
  links: readonly (LinkReference & { file: string })[],
  placeOf: (path: readonly PropertyKey[]) => { file: string; line?: number; excerpt?: string } | undefined,
): Problem[] {
  return [...renamed].flatMap(([old, page]) => {
    const using = links.filter((link) => normalizePath(pagePath(link.target)) === old)
    if (using.length === 0) return []
    const where = using.map((link) => `${link.file}, ligne ${link.line}`)
    return [{
      severity: 'error' as const,
      ...(placeOf(['pages', page.index, 'path']) ?? { file: 'content/pages.yaml' }),
      title: 'Adresse changée' as const,
      message: `cette page avait sans doute l’adresse ${old}, le nom de son fichier : ${using.length > 1 ? `${using.length} liens y mènent encore` : 'un lien y mène encore'} (${where.join(' ; ')}) : ${using.length > 1 ? 'ils mèneraient' : 'il mènerait'} à la page « introuvable », comme les favoris et les moteurs de recherche qui connaissent l’ancienne adresse.`,
      fix: `remettez « path: ${old} » ; ou, si la nouvelle adresse est voulue, changez ${using.length > 1 ? 'ces liens' : 'ce lien'} en ${page.path}.`,
    }]
  })
}
