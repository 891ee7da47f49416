/**
 * Fills every example of a COPY of the project with a plausible real value,
 * as the consultant will before launch, so that the production build can be
 * tested and measured: each example value the schema knows
 * (declared with its field in src/content/schema.ts) is replaced by the
 * stand-in tests/helpers/stand-ins.ts gives for it, the example portrait gives way to a drawn « photo », and
 * the copy gets EmailJS keys, the auto-reply function's two server variables among them. Never run it on the
 * project itself.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import { parseDocument } from 'yaml'
import { assetsBeside, editorResave } from '../../scripts/build/content/keystatic-yaml.ts'
import { loadContent } from '../../scripts/build/content/load.ts'
import type { ContentFile } from '../../src/content/schema.ts'
import { portraitExamples } from '../../scripts/build/photos.ts'
import { standIns } from './stand-ins.ts'

/** Keys of the shape EmailJS gives; the tests and the bench never send a message. */
export const filledEmailEnv = {
  VITE_EMAILJS_PUBLIC_KEY: 'pk_launch_test_0000',
  VITE_EMAILJS_SERVICE_ID: 'service_launch_test',
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact_test',
  VITE_EMAILJS_BOOKING_TEMPLATE_ID: 'template_booking_test',
  // The auto-reply's server variables (src/functions/accuse-reception.ts): the launch check asks for them too.
  EMAILJS_PRIVATE_KEY: 'private_launch_test',
  EMAILJS_AUTOREPLY_TEMPLATE_ID: 'template_autoreply_test',
} as const

/**
 * Edits a YAML file of content/ as she does in the web editor: the change
 * made through the file's document model, the file written in the bytes
 * the editor's save sends (scripts/build/content/keystatic-yaml.ts).
 */
export function editYaml(contentDir: string, file: ContentFile, edit: (doc: ReturnType<typeof parseDocument>) => void): void {
  const path = join(contentDir, file)
  const doc = parseDocument(readFileSync(path, 'utf8'))
  edit(doc)
  writeFileSync(path, editorResave(file, doc.toString({ lineWidth: 0 }), assetsBeside(contentDir)))
}

/** A stand-in the fill wrote in place of an example. */
export interface FilledExample {
  /** The data file, as in content/: « data/testimonials.yaml ». */
  file: string
  path: readonly (string | number)[]
  standIn: string
  /** A sample testimonial's words rather than a fact of hers. */
  sample: boolean
}

/**
 * Fills the content folder in place, each example still there with the
 * value tests/helpers/stand-ins.ts gives for it; returns what it wrote.
 * A value she has already replaced is hers and stays.
 */
export function fillContentExamples(contentDir: string): FilledExample[] {
  const { examples } = loadContent(contentDir)
  const filled: FilledExample[] = []
  for (const shown of new Set(examples.map((example) => example.file))) {
    const file = shown.replace(/^content\//, '') as ContentFile
    editYaml(contentDir, file, (doc) => {
      for (const example of examples.filter((each) => each.file === shown)) {
        // A figure's stand-in is written as a figure, as she would write hers.
        const standIn = standIns.get(example.value)
        if (standIn === undefined) throw new Error(`no stand-in for the example « ${example.value} » (${shown}): add one to tests/helpers/stand-ins.ts`)
        const figure = typeof doc.getIn(example.path) === 'number' && /^\d+$/.test(standIn)
        doc.setIn(example.path, figure ? Number(standIn) : standIn)
        filled.push({ file, path: example.path, standIn, sample: example.kind === 'testimonial' })
      }
    })
  }
  return filled
}

/**
 * Puts a portrait that is not the example in place of the example one, as
 * she will put her photo: a JPEG, larger than the minimum and not 4:5, so
 * the build's crop and its versions are exercised, recorded in `contentDir`'s
 * photos.yaml as the web editor would. Returns the file written, or nothing
 * when the portrait is hers already.
 */
export async function fillPortraitExample(publicDir: string, contentDir: string): Promise<string | undefined> {
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
  // As the web editor records it beside the file; only the portrait's line: her optional photos, if named, stay as they are.
  const photosFile = join(contentDir, 'data', 'photos.yaml')
  writeFileSync(photosFile, readFileSync(photosFile, 'utf8').replace(/^portrait:.*$/m, 'portrait: /images/portrait.jpg'))
  return file
}

/** Fills the copy at `projectDir` in place (see the top of this file). */
export async function fillExamples(projectDir: string): Promise<FilledExample[]> {
  const filled = fillContentExamples(join(projectDir, 'content'))
  await fillPortraitExample(join(projectDir, 'public'), join(projectDir, 'content'))
  // Vite and the launch check read it for a production build; process.env still wins.
  const env = Object.entries(filledEmailEnv).map(([name, value]) => `${name}=${value}`)
  writeFileSync(join(projectDir, '.env.production.local'), `${env.join('\n')}\n`)
  return filled
}
