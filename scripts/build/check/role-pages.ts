/**
 * What the site's own workings ask of two of her pages, found by their role in pages.yaml: her conditions of
 * sale hold the withdrawal form the confirmation e-mail links to; her privacy policy says what the law asks
 * of what the site does (each recipient and how long it keeps, EmailJS, the booking form's consent, the CNIL).
 * Her words are hers: only what the site relies on is asked, each with the reason.
 */
import { join } from 'node:path'
import { factFields } from '../../../src/content/facts.ts'
import type { Problem } from '../../../src/content/problems.ts'
import { pageWithRole, termsWithdrawalAnchor } from '../../../src/content/roles.ts'
import type { PageEntry } from '../../../src/content/schema.ts'
import type { LinkContext } from './links.ts'
import type { MdxFileReport } from './mdx.ts'

/** What her privacy policy must say because of what the site does, as a page may word it: what is missing, and how to mend it. */
export const privacyMentions: readonly { says: RegExp; lacks: string; fix: string }[] = [
  { says: /EmailJS/, lacks: 'ne nomme plus EmailJS, le service qui envoie les formulaires du site', fix: 'nommez EmailJS parmi les destinataires des messages.' },
  {
    says: /9\s*\.\s*2\s*\.\s*a|9\s*,?\s*paragraphe\s*2/,
    lacks: 'ne donne plus la base légale de la case à cocher du formulaire de rendez-vous (l’accord exprès du parent, article 9.2.a du RGPD)',
    fix: 'dites que la demande de rendez-vous part avec l’accord exprès du parent, « article 9.2.a du RGPD ».',
  },
  { says: /cnil\.fr/, lacks: 'ne donne plus le lien vers la CNIL, auprès de qui un parent peut faire une réclamation', fix: 'ajoutez un lien vers https://www.cnil.fr.' },
]

/** The facts the law asks her privacy policy to quote (declared with their field: `privacyPolicy`). */
export const privacyFacts = factFields.filter((fact) => fact.meta.privacyPolicy !== undefined)

interface RolePagesContext {
  contentDir: string
  pages: readonly PageEntry[]
  graph: LinkContext['graph']
  reports: ReadonlyMap<string, MdxFileReport>
  sources: ReadonlyMap<string, string>
  shownName: (path: string) => string
}

/** The role's page file, when it was read without a syntax error (one, then, is its message). */
function readPage({ contentDir, pages, graph, reports }: RolePagesContext, role: 'terms' | 'privacy') {
  const file = pageWithRole(pages, role)?.file
  const path = file === undefined ? undefined : join(contentDir, `${file}.mdx`)
  return path && reports.has(path) && graph.readable(path) ? path : undefined
}

/** The confirmation e-mail she sends links to the withdrawal form's section of her conditions of sale. */
function termsProblems(context: RolePagesContext): Problem[] {
  const path = readPage(context, 'terms')
  if (!path || context.graph.anchorsOf(path).has(termsWithdrawalAnchor)) return []
  return [{
    severity: 'error',
    file: context.shownName(path),
    title: 'Ancre inexistante',
    message: `l’e-mail de confirmation d’un rendez-vous renvoie au modèle de formulaire de rétractation, la section « ${termsWithdrawalAnchor} » de cette page, qui n’existe pas.`,
    fix: `placez le modèle de formulaire dans <Section id="${termsWithdrawalAnchor}"> … </Section>, comme à l’origine.`,
  }]
}

/** Her privacy policy, with the blocks it places, quotes each fact and names each mention the law asks of what the site does. */
function privacyProblems(context: RolePagesContext): Problem[] {
  const path = readPage(context, 'privacy')
  if (!path) return []
  const text = [path, ...(context.reports.get(path)?.imports ?? [])].map((part) => context.sources.get(part) ?? '').join('\n')
  const quoted = new Set([...text.matchAll(/<Fact\b[^>]*\bof="([^"]+)"/g)].map((match) => match[1]))
  const missing = [
    ...privacyFacts.filter((fact) => !quoted.has(fact.name)).map((fact) => ({
      lacks: `ne cite plus ${fact.meta.privacyPolicy ?? fact.name} (<Fact of="${fact.name}" />)`,
      fix: `remettez <Fact of="${fact.name}" /> dans la phrase qui le dit.`,
    })),
    ...privacyMentions.filter((mention) => !mention.says.test(text)),
  ]
  return missing.map(({ lacks, fix }) => ({
    severity: 'error',
    file: context.shownName(path),
    title: 'Mention obligatoire absente',
    message: `votre politique de confidentialité ${lacks} : la loi (RGPD) demande de le dire aux personnes dont vous recevez les données.`,
    fix,
  }))
}

export const rolePageProblems = (context: RolePagesContext): Problem[] => [...termsProblems(context), ...privacyProblems(context)]
