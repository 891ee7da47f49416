/**
 * What the law and the site's own workings ask of her legal pages: each fact the law asks a page to quote
 * (declared with its field, `quotedOn`: her legal notice, her conditions of sale, her privacy policy; a fact of
 * her formulas or gift cards only while she sells them); her conditions' withdrawal right, with the section the
 * confirmation e-mail links to and the form it holds; her privacy policy's mentions of what the site does
 * (EmailJS, the consent box's legal basis) and of each person's rights (access, correction, erasure, the CNIL). The conditions and the policy are found by their role in
 * pages.yaml, the legal notice among her pages with `kind: legal`. Her words are hers: only what the law or the
 * site relies on is asked, each with the reason.
 */
import { join } from 'node:path'
import { factFields } from '../../../src/content/facts.ts'
import { frenchList, lineText, type Problem, type ProblemText } from '../../../src/content/problems.ts'
import { pageWithRole, termsWithdrawalAnchor } from '../../../src/content/roles.ts'
import { fourteenDays } from '../../../src/content/rules.ts'
import type { PageEntry } from '../../../src/content/schema.ts'
import type { LoadResult } from '../content/load.ts'
import type { LinkContext } from './links.ts'
import type { MdxFileReport } from './mdx.ts'
import { roleNames } from '../content/cross-rules.ts'
import { withdrawalFormQuote } from '../content/withdrawal-form.ts'
import { sentencesOf } from './sentences.ts'

/** A mention a page must make, as a page may word it: what it no longer does when it does not (« dit plus … »), why, when the page's law is not the reason, and how to mend it. */
interface Mention {
  says: RegExp | ((text: string) => boolean)
  lacks: string
  why?: string
  fix: string
}

/** Whether a page's text makes a mention. */
const says = ({ says: made }: Mention, text: string) => (typeof made === 'function' ? made(text) : made.test(text))

/** What her conditions of sale must say of the withdrawal right, which her confirmation and the express request rely on. */
const withdrawalDelay: Mention = { says: fourteenDays, lacks: 'dit plus le délai de rétractation de 14 jours', fix: 'dites que le parent dispose de 14 jours pour se rétracter.' }
const termsMentions: readonly Mention[] = [
  withdrawalDelay,
  {
    says: /L\.?\s*221-25/,
    lacks: 'cite plus l’article L221-25 du Code de la consommation',
    why: 'la demande expresse de vos confirmations, pour un rendez-vous pendant le délai de rétractation, repose sur lui',
    fix: 'citez l’article L221-25 là où vous parlez d’une prestation commencée pendant le délai de rétractation.',
  },
  {
    says: /L\.?\s*221-28/,
    lacks: 'cite plus l’article L221-28 du Code de la consommation',
    why: 'il dit quand le parent perd son droit de rétractation (une prestation pleinement exécutée à sa demande)',
    fix: 'citez l’article L221-28 là où vous dites quand le droit de rétractation ne s’applique plus.',
  },
]

/** What her privacy policy must say: what the site does, and each person's rights over their data (RGPD art. 13). */
const privacyMentions: readonly Mention[] = [
  { says: /EmailJS/, lacks: 'nomme plus EmailJS, le service qui envoie les formulaires du site', fix: 'nommez EmailJS parmi les destinataires des messages.' },
  {
    says: /9\s*\.\s*2\s*\.\s*a|9\s*,?\s*paragraphe\s*2/,
    lacks: 'donne plus la base légale de la case à cocher du formulaire de rendez-vous (l’accord exprès du parent, article 9.2.a du RGPD)',
    fix: 'dites que la demande de rendez-vous part avec l’accord exprès du parent, « article 9.2.a du RGPD ».',
  },
  {
    // The three rights in one paragraph, in her words: « accéder », « consulter »; « corriger », « modifier »; « effacer », « supprimer ».
    says: (text) =>
      text.split(/\n\s*\n/).some((paragraph) => [/(?<!\p{L})(?:accès|accéder|consulter)/iu, /rectifi|corrig|modifi/i, /effac|suppr/i].every((right) => right.test(paragraph))),
    lacks: 'dit plus les droits de chacun sur ses données (y accéder, les faire corriger ou effacer)',
    fix: 'dites que chacun peut demander à accéder à ses données, à les faire corriger ou effacer, et à quelle adresse vous écrire pour cela (articles 13 et 15 à 17 du RGPD).',
  },
  { says: /cnil\.fr/, lacks: 'donne plus le lien vers la CNIL, auprès de qui un parent peut faire une réclamation', fix: 'ajoutez un lien vers https://www.cnil.fr.' },
]

/** Each kind of legal page: how a message names it, the law that asks, and what it must say besides its facts. */
const legalPages = {
  legal: { named: 'la page de vos mentions légales', law: 'la loi (LCEN, Code de la consommation) demande de l’y écrire', mentions: [] },
  terms: { named: 'la page de vos conditions de vente', law: 'le Code de la consommation demande de le dire avant la vente', mentions: termsMentions },
  privacy: { named: 'votre politique de confidentialité', law: 'la loi (RGPD) demande de le dire aux personnes dont vous recevez les données', mentions: privacyMentions },
} as const satisfies Record<string, { named: string; law: string; mentions: readonly Mention[] }>
type LegalPage = keyof typeof legalPages

/** The facts the law asks that page to quote. */
export const factsQuotedOn = (page: LegalPage) => factFields.filter((fact) => fact.meta.quotedOn?.includes(page))

interface RolePagesContext {
  contentDir: string
  pages: readonly PageEntry[]
  /** What she sells that her conditions must then speak of (`onlyIfSold`). */
  sold: Readonly<Record<'packages' | 'giftCards', boolean>>
  graph: LinkContext['graph']
  reports: ReadonlyMap<string, MdxFileReport>
  sources: ReadonlyMap<string, string>
  shownName: (path: string) => string
  placeOf: LoadResult['placeOf']
}

/** A page file, when it was read without a syntax error (one, then, is its message). */
function readPage({ contentDir, graph, reports }: RolePagesContext, file: string | undefined) {
  const path = file === undefined ? undefined : join(contentDir, `${file}.mdx`)
  return path && reports.has(path) && graph.readable(path) ? path : undefined
}

/** A page's text with the blocks it places. */
const textOf = (context: RolePagesContext, path: string) =>
  [path, ...(context.reports.get(path)?.imports ?? [])].map((part) => context.sources.get(part) ?? '').join('\n')

/** The facts a page's text quotes, `<Fact of="siret" />`. */
export const quotedIn = (text: string) => new Set([...text.matchAll(/<Fact\b[^>]*\bof="([^"]+)"/g)].map((match) => match[1] ?? ''))

/** The facts a legal page must quote, of what she sells (her packages' and gift cards' terms only if she sells them). */
const soldFacts = (page: LegalPage, sold: RolePagesContext['sold']) => factsQuotedOn(page).filter((fact) => fact.meta.onlyIfSold === undefined || sold[fact.meta.onlyIfSold])

/** What a legal page leaves unsaid: each fact it should quote (of what she sells), each mention it should make. */
function unsaid(page: LegalPage, text: string, sold: RolePagesContext['sold'], toldElsewhere: readonly Mention[]): { lacks: string; why?: string; fix: string }[] {
  const quoted = quotedIn(text)
  return [
    ...soldFacts(page, sold)
      .filter((fact) => !quoted.has(fact.name))
      .map((fact) => ({ lacks: `cite plus ${fact.what} (<Fact of="${fact.name}" />)`, fix: `remettez <Fact of="${fact.name}" /> dans la phrase qui le dit.` })),
    ...legalPages[page].mentions.filter((mention) => !says(mention, text) && !toldElsewhere.includes(mention)),
  ]
}

/**
 * Her legal notice: of her pages with `kind: legal`, those without a role (her conditions and her policy have
 * theirs), the one that quotes most of what the law asks there. `none` when no such page is left.
 */
function legalNotice(context: RolePagesContext): { path: string } | { none: true } | undefined {
  const candidates = context.pages.filter((page) => page.kind === 'legal' && !page.role).map((page) => readPage(context, page.file))
  if (candidates.length === 0) return { none: true }
  // A legal page that cannot be read has its syntax error as its message.
  if (!candidates.every(Boolean)) return undefined
  const noticeFacts = factsQuotedOn('legal').map((fact) => fact.name)
  const counts = candidates.map((path) => noticeFacts.filter((name) => quotedIn(textOf(context, path!)).has(name)).length)
  return { path: candidates[counts.indexOf(Math.max(...counts))]! }
}

/** Each legal page's missing facts and mentions, at its file. */
function legalPageProblems(context: RolePagesContext, toldElsewhere: readonly Mention[]): Problem[] {
  const notice = legalNotice(context)
  const noNotice: Problem[] =
    notice && 'none' in notice
      ? [{
          severity: 'error',
          file: 'content/pages.yaml',
          title: 'Mention obligatoire absente',
          message: 'aucune page n’est plus liée en bas de page (« kind: legal ») en dehors de vos conditions de vente et de votre politique de confidentialité : le site n’aurait plus de mentions légales, que la loi (LCEN) demande.',
          fix: 'remettez « kind: legal » à vos mentions légales dans la liste des pages (dans l’éditeur : Pages et menu › la page › Place : « Liée en bas de page (mentions légales…) »).',
        }]
      : []
  const found: { page: LegalPage; path: string }[] = [
    ...(notice && 'path' in notice ? [{ page: 'legal' as const, path: notice.path }] : []),
    ...(['terms', 'privacy'] as const).flatMap((role) => {
      const path = readPage(context, pageWithRole(context.pages, role)?.file)
      return path ? [{ page: role, path }] : []
    }),
  ]
  return [
    ...noNotice,
    ...found.flatMap(({ page, path }) =>
    unsaid(page, textOf(context, path), context.sold, toldElsewhere).map(({ lacks, why, fix }): Problem => ({
      severity: 'error',
      file: context.shownName(path),
      title: 'Mention obligatoire absente',
      message: `${legalPages[page].named} ne ${lacks} : ${why ?? legalPages[page].law}.`,
      fix,
    })),
    ),
  ]
}

/**
 * The confirmation e-mail she sends links to the withdrawal form's section of her conditions of sale, and the
 * parent's auto-reply carries its text, read from the page's own file (withdrawal-form.ts): the section is
 * there, in the page itself, and holds the form.
 */
function termsProblems(context: RolePagesContext): Problem[] {
  const path = readPage(context, pageWithRole(context.pages, 'terms')?.file)
  if (!path) return []
  const form = withdrawalFormQuote(context.sources.get(path) ?? '')
  if (form === undefined) {
    return [{
      severity: 'error',
      file: context.shownName(path),
      title: 'Ancre inexistante',
      message: `l’e-mail de confirmation d’un rendez-vous renvoie au modèle de formulaire de rétractation, la section « ${termsWithdrawalAnchor} » de cette page, qui n’existe pas.`,
      fix: `placez le modèle de formulaire dans <Section id="${termsWithdrawalAnchor}"> … </Section>, dans cette page même, comme à l’origine.`,
    }]
  }
  if (/rétract/i.test(form)) return []
  return [{
    severity: 'error',
    file: context.shownName(path),
    title: 'Mention obligatoire absente',
    message: `la section « ${termsWithdrawalAnchor} » de vos conditions de vente n’a plus le modèle de formulaire de rétractation en citation (les lignes qui commencent par « > ») : la loi demande de le remettre au parent, et l’accusé de réception de chaque demande le recopie d’ici.`,
    fix: 'remettez-y le modèle de formulaire de rétractation (annexe de l’article R221-1 du Code de la consommation), chaque ligne commençant par « > ».',
  }]
}

/**
 * A sentence of her conditions that gives another number of days to withdraw (« vous disposez de 7 jours pour vous
 * rétracter »): « 14 jours » written elsewhere on the page (the refund's delay) would let it pass the mentions' rule.
 */
function withdrawalDaysProblems(context: RolePagesContext): Problem[] {
  const path = readPage(context, pageWithRole(context.pages, 'terms')?.file)
  const source = path === undefined ? '' : (context.sources.get(path) ?? '')
  return otherLegalDelays(source).map(({ index, problem }) => {
    const line = source.slice(0, index).split('\n').length
    return { severity: 'error' as const, file: context.shownName(path!), line, excerpt: lineText(source, line), ...problem }
  })
}

/** « Aucun droit de rétractation », « la rétractation ne s’applique pas », « ce rendez-vous ne peut plus faire l’objet d’une rétractation »: the right denied. */
const deniedRight = new RegExp([
  String.raw`(?:aucun|pas de|plus de|sans)\s+droit\s+(?:de|à)\s+(?:la\s+)?rétractation`,
  String.raw`(?:ne|n[’'])\s*(?:pouvez|pourrez|peut|pourra)\s+(?:pas|plus|jamais)\s+(?:vous\s+)?rétracter`,
  String.raw`(?:ne|n[’'])\s*(?:peut|pourra)\s+(?:pas|plus)\s+faire\s+l[’']objet\s+d[’']une\s+rétractation`,
  String.raw`rétractation\s+(?:ne\s+|n[’']\s*)(?:s[’']applique|est|sera)\s+pas`,
  String.raw`exclu\w*\s+du\s+droit\s+de\s+rétractation`,
].join('|'), 'i')

/**
 * The sentences of a text that give a parent a delay the law does not, each with where that delay is written: in
 * her conditions, in her e-mails, in a form's words. Withdrawal with another delay than 14 days (« vous disposez de
 * 7 jours pour vous rétracter »); no payment for a contract signed at home for less than 7 days (« aucun paiement
 * avant 3 jours »), where the law forbids any before 7.
 */
export function otherLegalDelays(text: string): { index: number; problem: ProblemText }[] {
  return sentencesOf(text).flatMap((sentence): { index: number; problem: ProblemText }[] => {
    const days = /(\d+)\s*jours/.exec(sentence[0])
    // « aucun paiement pour ce contrat avant 3 jours »: a promise of no payment, in days or hours, too short; not a
    // cancellation's or a refund's clause, nor a contract at a distance (« en visio »), which L221-10 does not govern.
    const unpaid = /(?:aucun|pas de)\s+(?:paiement|règlement)\b[^.;]{0,40}?\b(?:avant|pendant)\s+(?:les\s+)?(\d+)\s*(?:premiers\s+)?(jours?|heures?|h)\b/i.exec(sentence[0])
    const unpaidDays = unpaid && (/^h/i.test(unpaid[2]!) ? Number(unpaid[1]) / 24 : Number(unpaid[1]))
    if (unpaid && unpaidDays! < 7 && !/annul|rembours|visio|distance/i.test(sentence[0])) {
      return [{
        index: sentence.index + unpaid.index,
        problem: {
          title: 'Délai de paiement',
          message: `cette phrase promet « ${unpaid[0]} » : pour un contrat signé chez le parent, la loi interdit tout paiement avant 7 jours après sa signature (article L221-10 du Code de la consommation).`,
          fix: 'écrivez « 7 jours » à la place de ce délai.',
        },
      }]
    }
    // Not where it is kept (« ne vous fait pas perdre »), nor for a consultation fully given (« entièrement réalisée », L221-28).
    const denied = deniedRight.exec(sentence[0])
    if (denied && !/perd|justifi|souhait|oblig|réalis|exécut/i.test(sentence[0]) && !fourteenDays.test(sentence[0])) {
      return [{
        index: sentence.index + denied.index,
        problem: {
          title: 'Rétractation refusée',
          message: 'cette phrase refuse au parent son droit de rétractation : la loi lui donne 14 jours pour se rétracter (article L221-18 du Code de la consommation), et seule une consultation entièrement réalisée avant la fin du délai, à sa demande expresse, le lui fait perdre (article L221-28).',
          fix: 'écrivez par exemple « Vous disposez d’un droit de rétractation de 14 jours. », ou retirez la phrase.',
        },
      }]
    }
    // A sentence that says « 14 jours » may give another delay beside it (« aucun paiement avant 7 jours »).
    if (!days || fourteenDays.test(sentence[0]) || !/rétract/i.test(sentence[0])) return []
    return [{
      index: sentence.index + days.index,
      problem: {
        title: 'Délai de rétractation',
        message: `cette phrase parle de rétractation avec « ${days[0]} » : la loi donne 14 jours au parent pour se rétracter (article L221-18 du Code de la consommation).`,
        fix: 'écrivez « 14 jours » dans cette phrase ; un autre délai (un paiement, un remboursement) se dit dans une phrase à lui, sans parler de rétractation.',
      },
    }]
  })
}

/**
 * The page with « role: offers » is where search engines are told her prices are (each offer's address in the
 * site's description for them): without a <PriceTable />, in itself or a block it places, at any depth (the home
 * page, for one), it shows few of them or none.
 */
export function offersPageProblems(context: RolePagesContext): Problem[] {
  const page = pageWithRole(context.pages, 'offers')
  const path = readPage(context, page?.file)
  const withTables = [...context.sources].filter(([, source]) => /<PriceTable\b/.test(source)).map(([file]) => context.graph.hostsOf(file))
  // Its tables in a block no page places any more: « Bloc inutilisé » says to place it, once.
  if (page === undefined || path === undefined || withTables.some((hosts) => hosts.includes(path) || hosts.length === 0)) return []
  return [{
    severity: 'warning',
    ...(context.placeOf('pages.yaml', ['pages', context.pages.indexOf(page), 'role']) ?? { file: 'content/pages.yaml' }),
    title: 'Page des tarifs sans prix',
    message: `la page ${page.path} a « role: offers » : les moteurs de recherche y cherchent le prix de chacune de vos offres, mais elle ne montre aucun tableau de prix (<PriceTable />).`,
    fix: 'placez vos tableaux de prix sur cette page (le bloc <Consultations />, au départ), ou donnez « role: offers » à la page qui les montre (dans l’éditeur : Pages et menu › la page › Rôle).',
  }]
}

/**
 * A role moved onto another page (« role: terms » one entry up, on her legal notice): the page that holds it says
 * almost nothing of what that role's page says, and another page says most of it. Each mention would otherwise be
 * asked of the wrong page, and the page that lost its role would be asked for the legal notice's: one message at
 * the moved line instead, naming the page it belongs to.
 */
function movedRoles(context: RolePagesContext): Problem[] {
  return (['terms', 'privacy'] as const).flatMap((role): Problem[] => {
    const holder = pageWithRole(context.pages, role)
    const holderPath = readPage(context, holder?.file)
    if (holder === undefined || holderPath === undefined) return []
    // How much of what that role's page must say a page says: all of it but what it leaves unsaid.
    const all = soldFacts(role, context.sold).length + legalPages[role].mentions.length
    const said = (path: string) => all - unsaid(role, textOf(context, path), context.sold, []).length
    const best = context.pages
      .map((page, index) => ({ page, index, path: page === holder ? undefined : readPage(context, page.file) }))
      .flatMap(({ page, index, path }) => (path === undefined ? [] : [{ page, index, said: said(path) }]))
      .sort((a, b) => b.said - a.said)[0]
    // Most of what that page must say, elsewhere; next to nothing where the role is. An emptied page keeps its role.
    if (best === undefined || best.said * 2 < all || said(holderPath) * 2 > best.said) return []
    const [name, use] = roleNames[role]
    const line = context.placeOf('pages.yaml', ['pages', best.index, 'file'])?.line
    return [{
      severity: 'error',
      ...(context.placeOf('pages.yaml', ['pages', context.pages.indexOf(holder), 'role']) ?? { file: 'content/pages.yaml' }),
      title: 'Rôle de page',
      message: `« role: ${role} » est sur « ${holder.title} » (${holder.path}), qui ne dit pas ce que dit ${name}, ${use}, alors que « ${best.page.title} » (${best.page.path}${line === undefined ? '' : `, ligne ${line}`}) le dit : le site mènerait à la mauvaise page.`,
      fix: `déplacez la ligne « role: ${role} » sous « file: ${best.page.file} » (dans l’éditeur : retirez ce rôle ici et donnez-le à « ${best.page.title} »).`,
    }]
  })
}

export function rolePageProblems(context: RolePagesContext): Problem[] {
  // A moved role is its one message: the mentions each page then lacks are its consequences.
  const moved = movedRoles(context)
  if (moved.length > 0) return [...moved, ...formProblems(context)]
  const days = withdrawalDaysProblems(context)
  // A sentence giving another delay is told at its line, and its fix writes the « 14 jours » the mention asks: once.
  return [...termsProblems(context), ...days, ...legalPageProblems(context, days.length > 0 ? [withdrawalDelay] : []), ...formProblems(context)]
}

/** The files that place `tag`, at any depth, and the pages each shows on. */
const placing = (context: RolePagesContext, tag: string) =>
  [...context.sources].filter(([, source]) => new RegExp(`<${tag}\\b`).test(source)).map(([file, source]) => ({ file, source, hosts: context.graph.hostsOf(file) }))

/**
 * The booking page, which every « Prendre rendez-vous » opens, holds the booking form; her tool for bookings taken
 * elsewhere (<OffsiteBooking />: her confirmations, her home contract) is on pages of hers alone.
 */
function formProblems(context: RolePagesContext): Problem[] {
  const problems: Problem[] = []
  const booking = pageWithRole(context.pages, 'booking')
  const bookingPath = readPage(context, booking?.file)
  if (booking && bookingPath && !placing(context, 'BookingForm').some(({ hosts }) => hosts.includes(bookingPath))) {
    problems.push({
      severity: 'error',
      file: context.shownName(bookingPath),
      title: 'Formulaire manquant',
      message: `la page de rendez-vous (${booking.path}) ne place plus <BookingForm /> : chaque bouton « Prendre rendez-vous » du site y mène, sur une page où l’on ne peut rien demander.`,
      fix: 'remettez <BookingForm /> sur cette page, sous son introduction.',
    })
  }
  const pageOf = new Map(context.pages.map((page) => [join(context.contentDir, `${page.file}.mdx`), page]))
  for (const { file, source, hosts } of placing(context, 'OffsiteBooking')) {
    const shown = hosts.map((host) => pageOf.get(host)).filter((page) => page !== undefined && page.kind !== 'private')
    if (shown.length === 0) continue
    const line = source.slice(0, source.search(/<OffsiteBooking\b/)).split('\n').length
    problems.push({
      severity: 'error',
      file: context.shownName(file),
      line,
      excerpt: lineText(source, line),
      title: 'Outil sur une page publique',
      message: `<OffsiteBooking /> est votre outil pour les rendez-vous pris hors du site, et ${shown.length > 1 ? `les pages ${frenchList(shown.map((page) => page!.path), 'et')} sont publiques` : `la page ${shown[0]!.path} est publique`} : chaque visiteur y verrait vos confirmations et votre contrat à domicile.`,
      fix: 'si c’est votre page « Rendez-vous pris hors du site », remettez-lui « kind: private » dans content/pages.yaml ; sinon, retirez <OffsiteBooking /> de cette page.',
    })
  }
  return problems
}
