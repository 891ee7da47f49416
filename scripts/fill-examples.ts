/**
 * Fills every example of a COPY of the project with a plausible real value,
 * as the consultant will before launch, so that the production build can be
 * tested and measured: each example value the schema knows
 * (src/content/examples.ts) is replaced, the sample testimonials give way to
 * three others, the example portrait gives way to a drawn « photo », and the
 * copy gets EmailJS keys. Never run it on the project
 * itself. Edits go through YAML's own document model, so comments and layout
 * stay.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import { parseDocument } from 'yaml'
import { loadContent } from './content/load.ts'
import { portraitExamples } from './portrait.ts'

/** What a consultant would write instead of each example, by the example's place in its file. */
export const filledFacts: Readonly<Record<string, string>> = {
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
  cancellationNotice: '48 heures',
  paymentMethods: 'espèces, chèque ou virement',
  vatNote: 'TVA non applicable, art. 293 B du CGI',
  'giftCard.delivery': 'par e-mail, au format PDF',
  'giftCard.validity': 'un an',
  'mediator.name': 'Médiateur de test',
  'mediator.website': 'https://mediateur.example.org',
  'training.period': '2023 – 2024',
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

/** Fills the content folder in place; returns what it changed, as « file: field ». */
export function fillContentExamples(contentDir: string): string[] {
  const { examples } = loadContent(contentDir)
  const changed: string[] = []
  for (const shown of new Set(examples.map((example) => example.file))) {
    const file = shown.replace(/^content\//, '')
    const found = examples.filter((example) => example.file === shown)
    const path = join(contentDir, file)
    const doc = parseDocument(readFileSync(path, 'utf8'))
    if (found.some((example) => example.kind === 'testimonial')) {
      doc.setIn(['testimonials'], doc.createNode(filledTestimonials))
      changed.push(`${file}: testimonials`)
    }
    for (const example of found.filter((example) => example.kind === 'fact')) {
      const key = example.path.filter((step) => typeof step === 'string').join('.')
      const value = filledFacts[key]
      if (value === undefined) throw new Error(`fillExamples has no value for ${file} « ${key} »: add one to filledFacts.`)
      doc.setIn(example.path, value)
      changed.push(`${file}: ${key}`)
    }
    writeFileSync(path, doc.toString({ lineWidth: 0 }))
  }
  return changed
}

/**
 * Puts a portrait that is not the example in place of the example one, as
 * she will put her photo: a JPEG, larger than the minimum and not 4:5, so
 * the build's crop and its versions are exercised. Returns the file written,
 * or nothing when the portrait is hers already.
 */
export async function fillPortraitExample(publicDir: string): Promise<string | undefined> {
  const examples = portraitExamples(publicDir)
  if (examples.length === 0) return undefined
  for (const example of examples) rmSync(join(publicDir, 'images', basename(example.file)))
  const [width, height] = [900, 1200]
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e9ddd3"/><stop offset="1" stop-color="#c9d6cd"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="450" cy="430" rx="150" ry="185" fill="#d9a88c"/>
    <path d="M190 1200c0-260 110-420 260-420s260 160 260 420z" fill="#5d7a6a"/>
  </svg>`
  const file = join(publicDir, 'images', 'portrait.jpg')
  await sharp(Buffer.from(drawing)).jpeg({ quality: 85 }).toFile(file)
  return file
}

/** Fills the copy at `projectDir` in place (see the top of this file). */
export async function fillExamples(projectDir: string): Promise<void> {
  fillContentExamples(join(projectDir, 'content'))
  await fillPortraitExample(join(projectDir, 'public'))
  // Vite and the launch check read it for a production build; process.env still wins.
  const env = Object.entries(filledEmailEnv).map(([name, value]) => `${name}=${value}`)
  writeFileSync(join(projectDir, '.env.production.local'), `${env.join('\n')}\n`)
}
