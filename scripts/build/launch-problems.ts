/**
 * What stops the production build: facts still given as examples, sample
 * testimonials, EmailJS keys missing, the booking auto-reply's two host settings missing;
 * and what stops a preview build too: EmailJS keys given in part. (A site address that is
 * not https is refused by the content schema itself, in every build.)
 * Pure: the examples come from scripts/build/content/load.ts, the keys from Vite's
 * loaded environment; scripts/build/launch-check.ts prints the report.
 */
import type { ExampleValue } from './content/load.ts'
import { portraitExampleFix, type PortraitExample } from './photos.ts'
import { emailConfigLine, readEmailConfig, requiredEmailEnv } from '../../src/lib/email-config.ts'
import { receiptEnv } from '../../src/functions/accuse-reception.ts'
import { frenchTypography } from '../../src/lib/typography.ts'
import { capitalized, frenchList } from '../../src/content/problems.ts'

/** `production` builds the real site; `preview` builds it even with examples, marked as a preview. */
export type SiteEnv = 'production' | 'preview'

/**
 * `SITE_ENV=preview` asks for a preview. Anything else is production: a typo
 * must fall on the side that refuses examples, never on the one that publishes them.
 */
export function siteEnvOf(env: Readonly<Record<string, string | undefined>>): SiteEnv {
  return env.SITE_ENV?.trim().toLowerCase() === 'preview' ? 'preview' : 'production'
}

/**
 * A value the consultant has not given yet, with its file and line; a sample
 * testimonial is `kind: 'testimonial'`; the example illustration in place of
 * her photo is `kind: 'image'`, a whole file.
 */
export type Example = Pick<ExampleValue, 'file' | 'line' | 'label' | 'value' | 'kind' | 'editorField'> | PortraitExample

export interface LaunchInput {
  /**
   * The build's environment: the `VITE_EMAILJS_*` keys, and the auto-reply's two server variables
   * (`EMAILJS_PRIVATE_KEY`, `EMAILJS_AUTOREPLY_TEMPLATE_ID`), which Netlify gives the build as it
   * gives the functions.
   */
  env: Readonly<Record<string, unknown>>
  examples: readonly Example[]
}

/**
 * The auto-reply's own variables: without them the host function cannot send the parent the
 * information the law asks before the contract, the withdrawal form included.
 */
const autoReplyEnv = [receiptEnv.privateKey, receiptEnv.templateId] as const

export interface LaunchProblem {
  title: 'À compléter avant la mise en ligne' | 'À corriger avant la mise en ligne'
  /** « content/data/practice.yaml, ligne 4 », or where a setting lives. */
  where: string
  message: string
  fix: string
  /** Where the web editor shows the value to change. */
  editorField?: string
}

const hostSettings =
  'dans les réglages de l’hébergeur (sur Netlify : Site configuration → Environment variables), ou dans le fichier .env pour une construction sur votre ordinateur'

function exampleProblem(example: Example): LaunchProblem {
  const title = 'À compléter avant la mise en ligne'
  if (example.kind === 'image') {
    const message = `${capitalized(example.label)} : c’est encore l’illustration d’exemple, pas votre photo.`
    return { title, where: example.file, message, fix: portraitExampleFix }
  }
  const where = `${example.file}, ligne ${example.line}`
  if (example.kind === 'testimonial') {
    return {
      title,
      where,
      message: `${capitalized(example.label)} (« ${example.value} ») est un exemple de mise en page, pas l’avis d’une vraie famille. Publier un faux avis est une pratique commerciale trompeuse.`,
      fix: 'remplacez-le par les mots d’une famille que vous avez accompagnée, avec son accord, ou supprimez-le.',
      editorField: example.editorField,
    }
  }
  return {
    title,
    where,
    message: `${capitalized(example.label)} : c’est encore l’exemple « ${example.value} ».`,
    fix: `remplacez « ${example.value} » par la vraie information, sans rien d’autre autour.`,
    editorField: example.editorField,
  }
}

function emailProblem(env: LaunchInput['env']): LaunchProblem | undefined {
  const config = readEmailConfig(env)
  const names = Object.values(requiredEmailEnv)
  switch (config.kind) {
    case 'emailjs':
      return undefined
    case 'sink':
      return {
        title: 'À compléter avant la mise en ligne',
        where: 'clés EmailJS',
        message: 'aucune clé EmailJS n’est définie : les messages des formulaires ne vous parviendraient jamais.',
        fix: `définissez ${frenchList(names, 'et')} ${hostSettings}.`,
      }
    case 'partial':
      return {
        title: 'À corriger avant la mise en ligne',
        where: 'clés EmailJS',
        message: `il manque ${frenchList(config.missing, 'et')} : sans les quatre clés, les formulaires ne peuvent rien envoyer.`,
        fix: `définissez ${config.missing.length > 1 ? 'les clés manquantes' : 'la clé manquante'} ${hostSettings}.`,
      }
  }
}

function autoReplyProblem(env: LaunchInput['env']): LaunchProblem | undefined {
  const missing = autoReplyEnv.filter((name) => typeof env[name] !== 'string' || env[name].trim() === '')
  if (missing.length === 0) return undefined
  return {
    title: 'À compléter avant la mise en ligne',
    where: 'accusé de réception des demandes de rendez-vous',
    message: `il manque ${frenchList(missing, 'et')} : l’accusé de réception ne pourrait pas partir. C’est lui qui donne aux parents, par écrit, vos coordonnées, le prix, vos conditions et le formulaire de rétractation, comme la loi le demande avant tout rendez-vous.`,
    fix: `créez le modèle « Accusé de réception d’une demande de rendez-vous » et notez votre clé privée EmailJS (guide de mise en ligne, EmailJS), puis définissez ${frenchList(missing, 'et')} ${hostSettings}.`,
  }
}

/** Every reason not to publish, in the order she will fix them: files first, then settings. */
export function launchProblems(input: LaunchInput): LaunchProblem[] {
  return [...input.examples.map(exampleProblem), emailProblem(input.env), autoReplyProblem(input.env)].filter((problem) => problem !== undefined)
}

/**
 * What `npm run check:launch` prints, and whether the build may go on: where the forms will send;
 * in production every launch problem, then how to build a preview instead; in a preview, that it
 * is one, refused only when the EmailJS keys are given in part (the forms could send nothing,
 * and every visitor would be told so).
 */
export function launchReport(input: LaunchInput & { siteEnv: SiteEnv }): { lines: string[]; ok: boolean } {
  const config = readEmailConfig(input.env)
  const forms = config.kind === 'emailjs' || (config.kind === 'sink' && input.siteEnv === 'preview') ? emailConfigLine(config) : undefined
  // As written, not typeset: her guide tells her to find this line in the build's log (content/LANCEMENT.md).
  const lines = forms ? [forms] : []
  if (input.siteEnv === 'preview') {
    const left = input.examples.length === 0 ? 'sans exemple restant' : `avec ${input.examples.length} information${input.examples.length > 1 ? 's' : ''} d’exemple`
    lines.push(`Aperçu (SITE_ENV=preview), ${left} : pages marquées « aperçu », jamais indexées par les moteurs de recherche.`)
    const partial = config.kind === 'partial' ? emailProblem(input.env) : undefined
    if (!partial) return { lines, ok: true }
    return { lines: [...lines, `${formatLaunchProblem(partial)}\n`, frenchTypography('✖ L’aperçu n’a pas été construit.')], ok: false }
  }
  const problems = launchProblems(input)
  if (problems.length === 0) return { lines, ok: true }
  return { lines: [...lines, ...problems.map((problem) => `${formatLaunchProblem(problem)}\n`), formatLaunchSummary(problems)], ok: false }
}

/** Typeset like the site's text (no-break spaces before « : » and inside « »). */
export function formatLaunchProblem(problem: LaunchProblem): string {
  return [
    `✖ ${problem.title} — ${problem.where}`,
    `  ${capitalized(problem.message)}`,
    `  À faire : ${problem.fix}`,
    ...(problem.editorField ? [`  Dans l’éditeur : ${problem.editorField}`] : []),
  ]
    .map(frenchTypography)
    .join('\n')
}

/** The closing lines: nothing was built, and how to see the site anyway. */
export function formatLaunchSummary(problems: readonly LaunchProblem[]): string {
  const count = problems.length > 1 ? `${problems.length} points à régler` : '1 point à régler'
  return [
    `✖ ${count} avant la mise en ligne : le site n’a pas été construit, et le site en ligne, s’il existe, reste tel qu’il était.`,
    'Pour voir le site tel qu’il est, avec ses exemples et marqué « aperçu », construisez un aperçu : npm run build:preview',
  ]
    .map(frenchTypography)
    .join('\n')
}
