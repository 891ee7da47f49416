/**
 * Fills every example of a COPY of the project with a plausible real value,
 * as the consultant will before launch, so that the production build can be
 * tested and measured: each `placeholder('label', 'value')` of
 * content/data/*.ts becomes a plain value, the sample testimonials are
 * replaced by others, and the copy gets EmailJS keys and an https address.
 * Never run it on the project itself. The one place that knows the data's
 * format on the filling side: when the data moves to YAML, rewrite this file.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { parseSource } from './check/ts-source.ts'

/** A real-looking value for each example, by its label. */
export const filledValues: Readonly<Record<string, string>> = {
  'nom de la consultante': 'Camille Martin',
  téléphone: '06 12 34 56 78',
  'adresse e-mail': 'contact@camille-martin-lactation.fr',
  ville: 'Lyon',
  'adresse professionnelle': '12 rue Victor-Hugo, 69002 Lyon',
  'numéro SIRET': '812 345 678 00014',
  'nom de l’hébergeur': 'Hébergement Rhône SAS',
  'adresse de l’hébergeur': '5 quai Perrache, 69002 Lyon',
  'téléphone de l’hébergeur': '04 78 12 34 56',
  'adresse du site': 'https://www.camille-martin-lactation.fr',
  'période de la formation en lactation': '2023 – 2024',
}

/** Three testimonials in place of the four samples: real ones need not be four. */
export const filledTestimonials = [
  { name: 'Anaïs', babyLine: 'maman de Noé, 5 semaines', text: 'Des gestes simples, montrés avec patience : les tétées ne font plus mal.', rating: 5 },
  { name: 'Lucie et Karim', babyLine: 'parents de Lina, 4 mois', text: 'Un plan clair pour tirer mon lait avant la reprise, et un suivi par message.', rating: 5 },
  { name: 'Élodie', babyLine: 'maman de Sacha, 8 mois', text: 'Une écoute précieuse pour le sevrage, à notre rythme.', rating: 4 },
] as const

/** Keys of the shape EmailJS gives; the tests and the bench never send a message. */
export const filledEmailEnv = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk_launch_test_0000',
  VITE_EMAILJS_SERVICE_ID: 'service_launch_test',
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact_test',
  VITE_EMAILJS_BOOKING_TEMPLATE_ID: 'template_booking_test',
} as const

const placeholderImport = /^import \{ placeholder \} from '[^']*'\n/m

/** The `placeholder(…)` calls of a module, last first, so replacing one keeps the others' offsets (its comments quote some). */
function placeholderCalls(file: ts.SourceFile): { start: number; end: number; label: string }[] {
  const calls: { start: number; end: number; label: string }[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'placeholder') {
      const label = node.arguments[0]
      calls.push({ start: node.getStart(file), end: node.getEnd(), label: label && ts.isStringLiteralLike(label) ? label.text : '' })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return calls.reverse()
}

function fillFacts(source: string, name: string): string {
  const calls = placeholderCalls(parseSource(source, name))
  if (calls.length === 0) return source
  let filled = source
  for (const call of calls) {
    const value = filledValues[call.label]
    if (value === undefined) throw new Error(`fillExamples has no value for « ${call.label} » (${name}): add one to filledValues.`)
    filled = `${filled.slice(0, call.start)}'${value}'${filled.slice(call.end)}`
  }
  // Its import would be unused, which the type check refuses.
  return filled.replace(placeholderImport, '')
}

function testimonialsModule(): string {
  const entries = filledTestimonials.map((entry) =>
    [
      '  {',
      `    name: '${entry.name}',`,
      `    babyLine: '${entry.babyLine}',`,
      `    text: '${entry.text}',`,
      `    rating: ${entry.rating},`,
      '  },',
    ].join('\n'),
  )
  return [
    "import type { Testimonial } from '../../src/types/content.ts'",
    '',
    'export const testimonials = [',
    ...entries,
    '] as const satisfies readonly Testimonial[]',
    '',
  ].join('\n')
}

/** Fills the copy at `projectDir` in place (see the top of this file). */
export function fillExamples(projectDir: string): void {
  const dataDir = join(projectDir, 'content', 'data')
  for (const name of readdirSync(dataDir).filter((file) => file.endsWith('.ts'))) {
    const path = join(dataDir, name)
    writeFileSync(path, name === 'testimonials.ts' ? testimonialsModule() : fillFacts(readFileSync(path, 'utf8'), name))
  }
  // Vite and the launch check read it for a production build; process.env still wins.
  const env = Object.entries(filledEmailEnv).map(([name, value]) => `${name}=${value}`)
  writeFileSync(join(projectDir, '.env.production.local'), `${env.join('\n')}\n`)
}
