/**
 * Fills every example value of a content folder with a plausible real one,
 * and replaces the sample testimonials: what the consultant does before her
 * launch. For the tests (a production build of a filled copy) and for
 * `npm run bench`, which measures the site as visitors will get it.
 * Edits through YAML's own document model, so comments and layout stay.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { loadContent } from './load.ts'

/** What a consultant would write instead of each example, by the example's place. */
const standIns: Readonly<Record<string, string>> = {
  name: 'Camille Martin',
  phone: '06 12 34 56 78',
  email: 'bonjour@camille-martin-lactation.fr',
  city: 'Nantes',
  address: '12 rue de la Paix, 44000 Nantes',
  siret: '812 345 678 00015',
  'host.name': 'Netlify, Inc.',
  'host.address': '512 2nd Street, Suite 200, San Francisco, CA 94107, États-Unis',
  'host.phone': '+1 844 899 7312',
  siteUrl: 'https://www.camille-martin-lactation.fr',
  'training.period': '2023 – 2024',
}

const testimonials = [
  { name: 'Anaïs', babyLine: 'maman de Noé, 2 mois', text: 'Des conseils simples et concrets, qui ont changé nos tétées dès le lendemain.', rating: 5 },
  { name: 'Pauline et Hugo', babyLine: 'parents de Rose, 5 semaines', text: 'Nous nous sommes sentis écoutés tous les deux, sans jugement.', rating: 5 },
  { name: 'Inès', babyLine: 'maman de Sacha, 7 mois', text: 'Un accompagnement précieux pour reprendre le travail en continuant d’allaiter.', rating: 5 },
]

/** Rewrites the content folder in place; returns what it changed, as « file: field ». */
export function fillExamples(contentDir: string): string[] {
  const { examples } = loadContent(contentDir)
  const changed: string[] = []
  const files = [...new Set(examples.map((example) => example.file))]
  for (const shown of files) {
    const file = shown.replace(/^content\//, '')
    const found = examples.filter((example) => example.file === shown)
    const path = join(contentDir, file)
    const doc = parseDocument(readFileSync(path, 'utf8'))
    if (found.some((example) => example.kind === 'testimonial')) {
      doc.setIn(['testimonials'], doc.createNode(testimonials))
      changed.push(`${file}: testimonials`)
    }
    for (const example of found.filter((example) => example.kind === 'fact')) {
      const key = example.path.filter((step) => typeof step === 'string').join('.')
      const value = standIns[key]
      if (value === undefined) throw new Error(`fillExamples: no stand-in for ${file} ${key}: add one.`)
      doc.setIn(example.path, value)
      changed.push(`${file}: ${key}`)
    }
    writeFileSync(path, doc.toString({ lineWidth: 0 }))
  }
  return changed
}
