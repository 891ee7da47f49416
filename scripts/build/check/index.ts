/**
 * The content check: reads everything the consultant edits in content/ and
 * returns one problem per mistake. scripts/build/check.ts prints them.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, join, relative, sep } from 'node:path'
import { type ExampleValue, listPageFiles, loadContent, type LoadResult } from '../content/load.ts'
import { addDays, isBookableDay, parisDay } from '../../../src/lib/booking-days.ts'
import { formatFrenchDate, frenchMonths } from '../../../src/lib/french-date.ts'
import { differenceInCalendarDays, parseISO } from 'date-fns'
import { blockTag } from '../../../src/content/blocks.ts'
import type { Offer, SiteContent } from '../../../src/content/schema.ts'
import { checkMdxFile, placeableBlockName, type MdxFileReport } from './mdx.ts'
import { frenchList, lineText, type Problem, type ProblemText } from '../../../src/content/problems.ts'
import { type LinkContext, linkProblems, pageGraph, pagesByPath, privatePages, renamedPageProblems, renamedPages } from './links.ts'
import { wordingHits } from './wording.ts'
import { filesOutOfEditorLayout } from '../content/editor-bytes.ts'
import { portraitExamples, readPhoto, readPortrait, type PortraitExample } from '../photos.ts'
import { optionalPhotos } from '../../../src/content/photos.ts'
import { factFields, toldAtFact, type RepeatedWord } from '../../../src/content/facts.ts'
import { valueAt } from '../content/yaml-read.ts'
import { copiedFile, copiedFrom } from '../content/cross-rules.ts'
import { pageWithRole } from '../../../src/content/roles.ts'
import { offerGroupNames } from '../../../src/content/files/offers.ts'
import { lowestConsultationPrice } from '../../../src/lib/price-from.ts'
import { offersPageProblems, otherLegalDelays, rolePageProblems } from './role-pages.ts'
import { otherContacts, otherFromPrices, pageWarnings, typedDelays, typedPriceProblems, unknownEmergencyNumbers } from './typed-facts.ts'
import { reachable } from '../chunk-closure.ts'

export interface CheckResult {
  problems: Problem[]
  /** Example values still in place (and the example portrait): listed by the check, refused by a production build. */
  examples: (ExampleValue | PortraitExample)[]
  filesChecked: number
  /** 1 when there is an error; warnings alone do not fail. */
  exitCode: 0 | 1
}

/** How far ahead the check looks for a day a parent can ask for. */
const openDaysWindow = 28

/**
 * Warns when the calendar would offer no day at all in the coming weeks
 * (every weekday closed, or a closed period covering them): the booking
 * form would then be unusable. The same rule as the calendar's, read from
 * src/lib/booking-days.ts.
 */
function closedCalendarProblem(booking: SiteContent['booking'], now: Date): Problem | undefined {
  const today = parisDay(now)
  const days = Array.from({ length: openDaysWindow }, (_, index) => addDays(today, index))
  if (days.some((day) => isBookableDay(day, today, booking))) return undefined
  return {
    severity: 'warning',
    file: 'content/data/booking.yaml',
    title: 'Calendrier fermé',
    message: `aucun jour n’est ouvert aux demandes de rendez-vous dans les ${openDaysWindow} prochains jours : le formulaire de rendez-vous ne proposerait aucune date.`,
    fix: 'vérifiez « closedWeekdays » (au moins un jour de la semaine doit rester ouvert) et les périodes de « closedDays ». Si c’est voulu (de longues vacances), les parents peuvent toujours vous écrire par le formulaire de contact.',
  }
}

/** Longer than this, a closure is more likely a year typed wrong (« 2028-08-22 » for 2027) than a leave. */
const longClosureDays = 120

/** A closed period of more than four months, not over yet: its year typed wrong would close the booking form for a year, unseen. */
function longClosureProblems(booking: SiteContent['booking'], placeOf: LoadResult['placeOf'], today: string): Problem[] {
  return booking.closedDays.flatMap((period, index) => {
    if (period.to === undefined || period.to < today) return []
    const days = differenceInCalendarDays(parseISO(period.to), parseISO(period.from)) + 1
    if (days <= longClosureDays) return []
    return [{
      severity: 'warning' as const,
      ...(placeOf('data/booking.yaml', ['closedDays', index, 'to']) ?? { file: 'content/data/booking.yaml' }),
      title: 'Fermeture très longue' as const,
      message: `cette fermeture dure ${days} jours, du ${formatFrenchDate(period.from)} au ${formatFrenchDate(period.to)} : le formulaire de rendez-vous ne proposerait aucun de ces jours.`,
      fix: 'vérifiez l’année de « from » et de « to » ; si c’est voulu (un congé), rien à faire.',
    }]
  })
}

/**
 * A section's id, or a block of data or a form, given once in a page and again in a block it places (a price table
 * kept in the page and pasted in its block): on the page, a link to the id leads to the first, visitors see the
 * block twice. Within one file, mdx.ts tells it. Told once, at the second.
 */
function placedTwiceOnAPage(
  reports: ReadonlyMap<string, MdxFileReport>,
  sources: ReadonlyMap<string, string>,
  graph: LinkContext['graph'],
  pagePaths: readonly string[],
  shownName: (path: string) => string,
): Problem[] {
  const told = new Set<string>()
  return pagePaths.flatMap((page) => {
    // The page first, then its blocks.
    const files = [page, ...[...reports.keys()].filter((file) => file !== page && graph.hostsOf(file).includes(page))]
    const seen = new Map<string, { file: string; line: number }>()
    return files.flatMap((file) =>
      [...(reports.get(file)?.placed ?? [])].flatMap(([key, line]): Problem[] => {
        const first = seen.get(key)
        if (first === undefined) {
          seen.set(key, { file, line })
          return []
        }
        if (first.file === file || told.has(`${file}:${line}`)) return []
        told.add(`${file}:${line}`)
        const where = `${shownName(first.file)} (ligne ${first.line}), sur la même page`
        if (key.startsWith('#')) {
          return [{
            severity: 'error', file: shownName(file), line, excerpt: lineText(sources.get(file) ?? '', line),
            title: 'Section en double',
            message: `id="${key.slice(1)}" est déjà donné par ${where} : un lien vers « ${key} » ne mènerait qu’à la première de ces sections.`,
            fix: `si vous avez copié cette section, supprimez celle que vous ne gardez pas ; sinon, donnez-lui un autre nom : id="${key.slice(1)}-2".`,
          }]
        }
        return [{
          severity: 'warning', file: shownName(file), line, excerpt: lineText(sources.get(file) ?? '', line),
          title: 'Bloc en double',
          message: `${key} est déjà placé par ${where} : les visiteurs le verraient deux fois.`,
          fix: 'supprimez celui que vous ne gardez pas.',
        }]
      }),
    )
  })
}

/**
 * The IBCLC session she prepares, past (« avril 2025 », « 2025 » a year later): the site would still say « examen
 * IBCLC en préparation, session avril 2025 » on her page, her training and the search engines' description.
 */
function pastSessionProblem(session: string, placeOf: LoadResult['placeOf'], today: string): Problem[] {
  // « 2025 ou 2027 »: the last session written.
  const year = [...session.matchAll(/\b(20\d\d)\b/g)].map((match) => match[1]!).sort().at(-1)
  if (year === undefined) return []
  // The session's last month: the last one written (« avril ou septembre 2027 »), or December when only the year is.
  const written = frenchMonths.map((name, month) => ({ month, at: session.search(new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'iu')) }))
  const month = written.filter((each) => each.at !== -1).toSorted((a, b) => a.at - b.at).at(-1)?.month ?? 11
  const ends = `${year}-${String(month + 1).padStart(2, '0')}`
  if (ends >= today.slice(0, 7)) return []
  return [{
    severity: 'warning',
    ...(placeOf('data/practice.yaml', ['ibclcSession']) ?? { file: 'content/data/practice.yaml' }),
    title: 'Session passée',
    message: `la session de l’examen IBCLC, « ${session} », est passée : le site dit encore que vous la préparez, sur vos pages et dans la description que lisent les moteurs de recherche.`,
    fix: 'écrivez la session que vous préparez maintenant ; après l’examen, suivez « Après l’examen IBCLC » dans le guide de mise en ligne (content/LANCEMENT.md).',
  }]
}

/** Her data files' problems beyond their values: another withdrawal delay than the law's (an error), wording a reader may misread, and a file not laid out as the editor writes it. */
async function dataTextProblems(contentDir: string, loaded: ReturnType<typeof loadContent>): Promise<Problem[]> {
  const problems: Problem[] = []
  for (const text of loaded.texts) {
    // Her e-mails and the forms' words tell each parent the withdrawal delay too, and her home contract when it may be paid.
    for (const { index, problem } of otherLegalDelays(text.text)) problems.push({ severity: 'error', file: text.file, ...text.at(index), ...problem })
    for (const { index, problem } of unknownEmergencyNumbers(text.text)) problems.push({ severity: 'warning', file: text.file, ...text.at(index), ...problem })
    // Her phone or e-mail typed by hand in a text; a button of the interface that calls or writes (« Appeler le 06… »)
    // is hers alone. A family's text is refused whole.
    const practice = loaded.content?.practice
    if (practice && !['content/data/practice.yaml', 'content/data/testimonials.yaml'].includes(text.file)) {
      const button = text.file === 'content/data/ui.yaml' && text.key === 'call'
      for (const { index, problem } of [...otherContacts(text.text, practice, button), ...typedDelays(text.text, practice)]) problems.push({ severity: 'warning', file: text.file, ...text.at(index), ...problem })
    }
    for (const hit of wordingHits(text.text, { ownTitle: text.file === 'content/data/practice.yaml' && text.key === 'profession' })) {
      // A parent's title in a testimonial (« Je suis infirmière et pourtant… ») is hers to say.
      if (hit.title === 'Titre protégé' && text.file === 'content/data/testimonials.yaml') continue
      // A family's words are theirs: not hers to reword.
      const fix = text.file === 'content/data/testimonials.yaml' ? 'ce sont les mots d’une famille : ne les changez pas sans elle. Retirez ce passage, ou le témoignage, ou demandez-lui d’autres mots.' : hit.fix
      problems.push({ severity: 'warning', file: text.file, ...text.at(hit.index), title: hit.title, message: hit.message, fix })
    }
  }
  // One message per mistake: a file with an error (a « # » that cuts a text, which the editor would drop too) gets no
  // second one. A warning is another matter: she may keep what it warns about (a word, a landline), and the layout is
  // still to mend.
  const toldAbout = new Set(loaded.problems.filter((problem) => problem.severity === 'error').map((problem) => problem.file))
  for (const layout of filesOutOfEditorLayout(contentDir, undefined, loaded.facts).layouts.filter((each) => !toldAbout.has(`content/${each.file}`))) {
    const source = await readFile(join(contentDir, layout.file), 'utf8')
    problems.push({
      severity: 'warning',
      file: `content/${layout.file}`,
      line: layout.line,
      excerpt: lineText(source, layout.line),
      title: 'Fichier à remettre en forme',
      message: `ce fichier n’est pas écrit comme l’éditeur du site l’écrit ${layout.line === layout.lastLine ? 'à cette ligne' : `de cette ligne à la ligne ${layout.lastLine}`} : votre prochaine modification en ligne réécrirait aussi ces lignes, que vous n’avez pas changées, et l’historique ne montrerait plus clairement ce que vous avez changé.`,
      fix: 'lancez « npm run format:content » : il remet vos fichiers de données en forme, sans rien changer à ce qu’ils disent.',
    })
  }
  return problems
}

/**
 * `<PriceFrom />` writes the lowest price of her prenatal and postnatal consultations (« Consultation dès
 * <PriceFrom /> »): with no offer left in those groups, it writes nothing, and the sentence would end on
 * « dès ». Told on the pages and the blocks a page places (a block placed nowhere is « Bloc inutilisé »).
 */
function priceFromProblems(sources: ReadonlyMap<string, string>, shown: (path: string) => boolean, shownName: (path: string) => string): Problem[] {
  return [...sources].filter(([path]) => shown(path)).flatMap(([path, source]) => {
    const line = source.split('\n').findIndex((text) => /<PriceFrom\b/.test(text)) + 1
    if (line === 0) return []
    return [{
      severity: 'error' as const,
      file: shownName(path),
      line,
      excerpt: lineText(source, line),
      title: 'Prix introuvable' as const,
      message: `<PriceFrom /> écrit le prix le plus bas de vos consultations prénatales et postnatales, mais aucune offre de offers.yaml n’est plus dans le groupe « ${offerGroupNames.prenatal} » (group: prenatal) ou « ${offerGroupNames.postnatal} » (group: postnatal) : la phrase finirait sur « dès », sans prix.`,
      fix: 'rangez une consultation dans l’un de ces groupes (dans l’éditeur : Tarifs et consultations › Offres › l’offre › Groupe), ou retirez <PriceFrom /> et les mots qui l’annoncent.',
    }]
  })
}

/** Each `<PriceTable … />` of a page, written on one line or several. */
const priceTables = /<PriceTable\b[^>]*>/g
/** The group a `<PriceTable>` tag shows, its value in double or single quotes. */
const tableGroup = (tag: string) => /\bgroup=["']([^"']*)["']/.exec(tag)?.[1]

/**
 * A list of offers with nothing to show: `<PriceTable group="specific" />` with no offer left in that group (the
 * workshops she stopped), `<FeaturedOffers />` with no offer marked main, `<GiftCardOffers />` with no gift card. The
 * page would show the words that announce it above nothing. Told on the pages and the blocks a page places.
 */
function emptyOfferListProblems(sources: ReadonlyMap<string, string>, shown: (path: string) => boolean, shownName: (path: string) => string, { offers, giftCards }: SiteContent['offers']): Problem[] {
  const groups = new Set<string>(offers.map((offer) => offer.group))
  const empty = (text: string): ProblemText | undefined => {
    if (/<GiftCardOffers\b/.test(text) && giftCards.length === 0) {
      return {
        title: 'Aucune carte cadeau',
        message: '<GiftCardOffers /> montre vos cartes cadeaux, mais la liste « giftCards » de offers.yaml est vide : la page montrerait ce qui l’annonce au-dessus de rien, et la page resterait dans le menu.',
        fix: 'si vous ne vendez plus de cartes cadeaux, retirez leur page de content/pages.yaml (dans l’éditeur : Pages et menu) et supprimez son fichier ; sinon, remettez une carte (dans l’éditeur : Tarifs et consultations › Cartes cadeaux).',
      }
    }
    if (/<FeaturedOffers\b/.test(text) && !offers.some((offer) => offer.featured)) {
      return {
        title: 'Aucune offre principale',
        message: '<FeaturedOffers /> montre vos offres principales, mais aucune offre de offers.yaml n’est plus marquée « featured: true » : la page montrerait ce qui l’annonce au-dessus de rien.',
        fix: 'cochez « Offre principale » pour les offres à montrer ici (dans l’éditeur : Tarifs et consultations › Offres › l’offre), ou retirez <FeaturedOffers /> avec le texte qui l’annonce.',
      }
    }
    const group = tableGroup(text)
    if (group === undefined || groups.has(group) || !Object.hasOwn(offerGroupNames, group)) return undefined
    return {
      title: 'Groupe sans offre',
      message: `<PriceTable group="${group}" /> n’a rien à montrer : aucune offre de offers.yaml n’est plus dans le groupe « ${offerGroupNames[group as keyof typeof offerGroupNames]} » (group: ${group}). La page montrerait ce qui l’annonce au-dessus de rien.`,
      fix: `retirez <PriceTable group="${group}" /> avec le titre et le texte qui l’annoncent, ou rangez une offre dans ce groupe (dans l’éditeur : Tarifs et consultations › Offres › l’offre › Groupe).`,
    }
  }
  // Each tag whole, written on one line or several, told at its first.
  return [...sources].filter(([path]) => shown(path)).flatMap(([path, source]) =>
    [...source.matchAll(/<(?:FeaturedOffers|GiftCardOffers|PriceTable)\b[^>]*>/g)].flatMap((tag) => {
      const problem = empty(tag[0])
      const line = source.slice(0, tag.index).split('\n').length
      return problem ? [{ severity: 'error' as const, file: shownName(path), line, excerpt: lineText(source, line), ...problem }] : []
    }),
  )
}

/**
 * Her testimonials, with `<TestimonialList />` placed on no page (deleted from her testimonials page): none reads
 * them whole, and the page that showed them keeps its introduction above nothing, the home page's « Lire tous les
 * témoignages » leading there. A warning: she may have taken the page away too.
 */
function unshownTestimonialsProblem(sources: ReadonlyMap<string, string>, shown: (path: string) => boolean, count: number, placeOf: LoadResult['placeOf']): Problem[] {
  if (count === 0 || [...sources].some(([path, source]) => shown(path) && /<TestimonialList\b/.test(source))) return []
  return [{
    severity: 'warning',
    ...(placeOf('data/testimonials.yaml', ['testimonials']) ?? { file: 'content/data/testimonials.yaml' }),
    title: 'Témoignages non affichés',
    message: `aucune page ne place plus <TestimonialList />, la liste de vos témoignages : ${count > 1 ? `vos ${count} témoignages ne se lisent` : 'votre témoignage ne se lit'} plus en entier nulle part, et la page qui la montrait (Témoignages, au départ) garderait son introduction au-dessus de rien.`,
    fix: 'remettez <TestimonialList /> sur la page des témoignages (content/temoignages.mdx, au départ), sous son introduction ; si vous ne voulez plus montrer vos témoignages, retirez cette page de la liste des pages, avec les liens qui y mènent.',
  }]
}

/**
 * A group of offers that no placed page shows in a `<PriceTable />` (its title and table deleted from the
 * consultations block): its offers still book, and the main ones show on the home page, but no page gives
 * their prices with their notes. Told once per group, at its first offer.
 */
function unplacedGroupProblems(sources: ReadonlyMap<string, string>, offers: readonly Offer[], placeOf: LoadResult['placeOf']): Problem[] {
  // A table in a block no page places any more is told there (« Bloc inutilisé »): placing the block mends both.
  const tables = new Set([...sources].flatMap(([, source]) => [...source.matchAll(priceTables)].map((tag) => tableGroup(tag[0]))))
  const told = new Set<string>()
  return offers.flatMap((offer, index) => {
    if (tables.has(offer.group) || told.has(offer.group)) return []
    told.add(offer.group)
    const titles = offers.filter((other) => other.group === offer.group).map((other) => `“${other.title}”`)
    return [{
      severity: 'warning' as const,
      ...(placeOf('data/offers.yaml', ['offers', index, 'group']) ?? { file: 'content/data/offers.yaml' }),
      title: 'Groupe sur aucune page' as const,
      message: `aucune page ne montre le groupe « ${offerGroupNames[offer.group]} » (group: ${offer.group}) : ${frenchList(titles, 'et')} ${titles.length > 1 ? 'se réservent, mais leurs prix et leurs notes' : 'se réserve, mais son prix et ses notes'} ne sont sur aucune page.`,
      fix: `placez <PriceTable group="${offer.group}" /> sous un titre de votre page des tarifs (content/blocs/consultations.mdx, au départ) ; ou rangez ${titles.length > 1 ? 'ces offres' : 'cette offre'} dans un groupe que la page montre, ou supprimez-${titles.length > 1 ? 'les' : 'la'}.`,
    }]
  })
}

/** Her photos in public/images/: her portrait, the one photos.yaml names, and each optional photo it names, readable and large enough. */
async function photoProblems(publicDir: string, photos: SiteContent['photos'] | undefined, placeOf: LoadResult['placeOf']): Promise<Problem[]> {
  const problems: Problem[] = []
  const portrait = await readPortrait(publicDir)
  if ('problem' in portrait) problems.push(portrait.problem)
  // The web editor records which file is her photo (content/data/photos.yaml): it must be the one there.
  const named = photos?.portrait
  if ('source' in portrait && named !== undefined && `public${named}`.toLowerCase() !== portrait.source.shown.toLowerCase()) {
    problems.push({
      severity: 'error',
      file: 'content/data/photos.yaml',
      ...placeOf('data/photos.yaml', ['portrait']),
      title: 'Portrait manquant',
      message: `« Vos photos » nomme ${named}, mais votre photo est ${portrait.source.shown}.`,
      fix: `choisissez de nouveau votre photo dans l’éditeur du site (« Vos photos »), ou écrivez « portrait: ${portrait.source.shown.replace(/^public/, '')} » dans content/data/photos.yaml.`,
    })
  }
  if (photos) {
    for (const photo of optionalPhotos) {
      const file = photos[photo]
      if (file === undefined) continue
      const read = await readPhoto(publicDir, photo, file, placeOf)
      if ('problem' in read) problems.push(read.problem)
    }
  }
  return problems
}

export interface CheckOptions {
  /** The clock of the « closed calendar » warning. */
  now?: Date
  /** The site's public/ folder: her photos are checked there too when given. */
  publicDir?: string
}

/** An address as its file is named (« %20 » a space); one that does not decode, as written. */
function safelyDecoded(address: string): string {
  try {
    return decodeURIComponent(address)
  } catch {
    return address
  }
}

export async function runCheck(contentDir: string, { now = new Date(), publicDir }: CheckOptions = {}): Promise<CheckResult> {
  const problems: Problem[] = []
  const shownName = (path: string) => `content/${relative(contentDir, path).split(sep).join('/')}`

  const pageFiles = listPageFiles(contentDir)
  const blocksDir = join(contentDir, 'blocs')
  const blocks = listPageFiles(blocksDir)

  // The data files and the page list, against src/content/schema.ts.
  const loaded = loadContent(contentDir)
  problems.push(...loaded.problems)
  problems.push(...(await dataTextProblems(contentDir, loaded)))
  const closedCalendar = loaded.content && closedCalendarProblem(loaded.content.booking, now)
  if (closedCalendar) problems.push(closedCalendar)
  if (loaded.content) {
    problems.push(...longClosureProblems(loaded.content.booking, loaded.placeOf, parisDay(now)), ...pastSessionProblem(loaded.content.practice.ibclcSession, loaded.placeOf, parisDay(now)))
  }
  const pageList = loaded.content?.pages
  /** The booking page, which the header's button opens, wherever pages.yaml puts it. */
  const bookingPath = pageList && pageWithRole(pageList.pages, 'booking')?.path
  const bookingName = loaded.content?.ui.header.cta

  const practice = loaded.content?.practice
  const facts = practice && { shown: loaded.facts, written: Object.fromEntries(factFields.map((fact) => [fact.name, String(valueAt(practice, fact.path) ?? '')])) }
  const reports = new Map<string, MdxFileReport>()
  const sources = new Map<string, string>()
  const pagePaths = pageFiles.map((name) => join(contentDir, `${name}.mdx`))
  const mdxPaths = [...pagePaths, ...blocks.map((name) => join(blocksDir, `${name}.mdx`))]
  for (const path of mdxPaths) {
    const source = await readFile(path, 'utf8')
    const report = checkMdxFile(path, shownName(path), source, blocksDir, blocks, undefined, facts)
    reports.set(path, report)
    sources.set(path, source)
    problems.push(...report.problems)
    // A page's title is its « # » line, the page's only h1: an emptied page, or one without it, would go online blank or untitled.
    if (report.parsed && report.titles === 0 && pagePaths.includes(path)) problems.push(untitledPage(shownName(path), source, report.textStart))
  }

  problems.push(...factWordProblems([...reports.values()].flatMap((report) => report.factWords), problems, loaded))

  const graph = pageGraph(reports, pagePaths)
  const context: LinkContext = {
    graph,
    pageByPath: pageList && pagesByPath(contentDir, pageList.pages),
    booking: bookingPath && bookingName ? { path: bookingPath, name: bookingName } : undefined,
    publicFile: (address) => publicDir !== undefined && existsSync(join(publicDir, safelyDecoded(address))),
    private: privatePages(contentDir, pageList?.pages ?? []),
    renamed: renamedPages(pageList?.pages ?? []),
    shownName,
  }
  for (const [path, report] of reports) problems.push(...linkProblems(path, sources.get(path) ?? '', report.links, context))
  const allLinks = [...reports].flatMap(([path, report]) => report.links.map((link) => ({ ...link, file: shownName(path) })))
  problems.push(...renamedPageProblems(context.renamed, allLinks, (path) => loaded.placeOf('pages.yaml', path)))
  problems.push(...placedTwiceOnAPage(reports, sources, graph, pagePaths, shownName))

  if (loaded.content && practice) {
    const { offers } = loaded.content
    const sold = { packages: offers.offers.some((offer) => offer.group === 'packages'), giftCards: offers.giftCards.length > 0 }
    const rolePagesContext = { contentDir, pages: loaded.content.pages.pages, sold, graph, reports, sources, shownName, placeOf: loaded.placeOf }
    problems.push(...rolePageProblems(rolePagesContext))
    // A page hosts itself (links.ts): what no page shows has no host.
    const placed = (path: string) => graph.hostsOf(path).length > 0
    const lowest = lowestConsultationPrice(offers.offers)
    if (lowest === undefined) problems.push(...priceFromProblems(sources, placed, shownName))
    problems.push(...emptyOfferListProblems(sources, placed, shownName, offers))
    // A page's mistake may be the table itself, or the block placing it (<PricTable />, group="prenatale", <Consultation />):
    // told there, once; the warnings on pages' tables, prices and lists wait for it.
    if (!problems.some((problem) => problem.severity === 'error' && problem.file.endsWith('.mdx'))) {
      problems.push(...unshownTestimonialsProblem(sources, placed, loaded.content.testimonials.testimonials.length, loaded.placeOf))
      problems.push(...unplacedGroupProblems(sources, offers.offers, loaded.placeOf), ...offersPageProblems(rolePagesContext), ...typedPriceProblems(sources, placed, shownName, offers.offers), ...pageWarnings(sources, placed, shownName, (source) => [
        ...otherContacts(source, practice),
        ...unknownEmergencyNumbers(source),
        ...(lowest === undefined ? [] : otherFromPrices(source, lowest)),
        ...typedDelays(source, practice),
      ]))
    }
  }

  // A page that cannot be read may place any block: its syntax error is the one message.
  const unreadablePage = pagePaths.some((page) => reports.get(page)?.parsed === false)
  for (const name of blocks) {
    const path = join(blocksDir, `${name}.mdx`)
    // A backup a computer made beside a block: to delete, not to rename and place.
    const original = copiedFrom(name, blocks)
    if (original) {
      problems.push({ severity: 'error', file: shownName(path), ...copiedFile(`content/blocs/${original}.mdx`) })
      continue
    }
    // A block file named « Atelier portage » or « atelier-2 »: no tag leads back to it; the name to give it, and its tag.
    if (name !== placeableBlockName(name)) {
      problems.push({
        severity: 'error',
        file: shownName(path),
        title: 'Nom de bloc invalide',
        message: 'aucune balise ne peut placer un fichier de ce nom dans une page : il s’écrit en minuscules sans accent ni espace, ses mots liés par des tirets, sans chiffre juste après un tiret.',
        fix: `renommez-le content/blocs/${placeableBlockName(name)}.mdx, puis placez-le dans une page par <${blockTag(placeableBlockName(name))} />.`,
      })
      continue
    }
    if (graph.hostsOf(path).length > 0 || unreadablePage) continue
    problems.push({
      severity: 'warning',
      file: shownName(path),
      title: 'Bloc inutilisé',
      message: 'aucune page ne place ce bloc : son texte n’apparaît nulle part sur le site.',
      fix: `placez-le dans une page par son nom, <${blockTag(name)} />, ou supprimez-le.`,
    })
  }

  // A block that places itself, directly or through another, would be rendered without end: the build would stop on it.
  const inLoop = new Set<string>()
  const placedIn = (part: string) => reachable(part, (each) => reports.get(each)?.imports)
  for (const name of blocks) {
    const path = join(blocksDir, `${name}.mdx`)
    const loop = reports.get(path)?.imports.find((child) => placedIn(child).has(path))
    // One message per loop, at its first block: its other blocks are those that place this one again.
    if (loop === undefined || inLoop.has(path)) continue
    for (const part of placedIn(loop)) if (placedIn(part).has(path)) inLoop.add(part)
    const source = sources.get(path) ?? ''
    const tag = blockTag(basename(loop, '.mdx'))
    const line = source.split('\n').findIndex((text) => new RegExp(`<${tag}[\\s/>]`).test(text)) + 1 || undefined
    problems.push({
      severity: 'error',
      file: shownName(path),
      line,
      excerpt: line === undefined ? undefined : lineText(source, line),
      title: 'Bloc placé dans lui-même',
      message: `${loop === path ? `ce bloc se place lui-même (<${tag} />)` : `ce bloc place <${tag} />, qui le replace ici, directement ou par un autre bloc`} : son texte se répéterait sans fin, et le site ne pourrait pas être construit.`,
      fix: `retirez <${tag} /> de ce bloc.`,
    })
  }

  if (publicDir !== undefined) problems.push(...(await photoProblems(publicDir, loaded.content?.photos, loaded.placeOf)))

  problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
  return {
    problems,
    examples: [...loaded.examples, ...(publicDir === undefined ? [] : portraitExamples(publicDir))],
    filesChecked: loaded.filesRead + mdxPaths.length,
    exitCode: problems.some((problem) => problem.severity === 'error') ? 1 : 0,
  }
}

/** A page with no « # » title: one message where her text starts, after the front matter, with what to write. */
function untitledPage(file: string, source: string, line: number): Problem {
  return {
    severity: 'error',
    file,
    line,
    excerpt: lineText(source, line),
    title: 'Titre manquant',
    message: 'cette page n’a pas de titre « # » : elle serait publiée sans titre, ou vide.',
    fix: 'écrivez son titre en première ligne, après un « # » et une espace : « # À propos ».',
  }
}

/**
 * A word her pages write beside a `<Fact />` that she wrote in the fact itself (« sous <Fact of="responseDelay" /> »
 * with « sous 24 h »): told once, at the fact, as her data texts' are (load.ts), unless they told it there already.
 */
function factWordProblems(words: readonly RepeatedWord[], told: readonly Problem[], loaded: LoadResult): Problem[] {
  const groups = Map.groupBy(words, ({ name, word, side }) => `${name} ${word} ${side}`)
  return [...groups.values()].flatMap((group) => {
    const { name } = group[0]!
    const fact = factFields.find((each) => each.name === name)
    const place = fact && loaded.placeOf('data/practice.yaml', fact.path)
    const text = toldAtFact(group[0]!, ['une phrase de vos pages', 'phrases de vos pages'], group.length, `<Fact of="${name}" />`)
    if (!place || told.some((problem) => problem.title === text.title && problem.file === place.file && problem.line === place.line)) return []
    return [{ severity: 'error' as const, ...place, ...text }]
  })
}
