/**
 * Her photos: her portrait, ONE file she replaces, public/images/portrait.<ext>
 * (.jpg, .jpeg, .png, .webp), and her optional photos. From each the build
 * derives every version the pages serve (scripts/build/vite-photos.ts): for
 * the portrait, 4:5 ones for the home page on a computer and for the page of <Portrait>
 * and small square ones for the round portrait of the home page on a phone;
 * 3:2 ones for an optional photo; each in AVIF and WebP. Here: finding the
 * files, checking them (one French problem per mistake, for `npm run check`
 * and the build), recognising the example illustration, and drawing the
 * versions with sharp.
 *
 * Not vite-imagetools. Measured with its 12.0.1 on 28 November 2026, with
 * the same sharp (0.35.5) and Vite 8: it draws byte-identical AVIF and WebP
 * files, and it now hashes her original without decoding it. It would save
 * about 90 of these lines, but three things keep it out:
 * - a photo wider than 4:5 gets, for each width its 4:5 crop cannot give, a
 *   copy of the whole uncropped photo (1000 × 700 from a 1000 × 700 one,
 *   announced as `1000w` among 4:5 versions), where ours leaves those widths
 *   out (`portraitVariants` below);
 * - an import the two portrait modules share becomes one more script on
 *   the pages with her portrait (a 0.09 kB chunk of its own) unless each gets a dummy
 *   query;
 * - the names lose their widths (portrait3.avif, portrait4.avif…).
 * Her French checks, the names, the `null` in dev and keeping originals out
 * of dist/ would stay ours anyway.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import sharp from 'sharp'
import { examplePortrait } from '../../src/content/examples.ts'
import { optionalPhotoNames, photoRules, photoWords, portraitRules, portraitWords, type OptionalPhoto } from '../../src/content/photos.ts'
import type { Problem } from '../../src/content/problems.ts'
import { fileNames, type LoadResult } from './content/load.ts'

/** Where the file lives, relative to the project, as she sees it. */
const photosFolder = 'public/images'
/** The file names of the formats sharp reads (src/content/photos.ts says which). */
const portraitFormats = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' } as const satisfies Record<string, (typeof portraitRules.formats)[number]>
const { minimumSize } = portraitRules

/** Widths of the 4:5 versions: ~22–24rem at 1x and 2x; 800 only from a photo that large. */
const tallWidths = [320, 480, 640, 800] as const
/** Widths of the round versions: 88 CSS px at 1x and 2x. */
const roundWidths = [88, 176] as const
const outputFormats = ['avif', 'webp'] as const
export type OutputFormat = (typeof outputFormats)[number]
export type PortraitShape = 'tall' | 'round' | 'wide'
/** Widths of an optional photo's 3:2 versions: up to the text's width (42rem, src/styles/media.ts) at 1x and 2x. */
const wideWidths = [480, 720, 960, 1400] as const

/**
 * Moderate qualities: a photo of a face stays soft and true; the round one
 * on a phone weighs a few KiB (`budgetsKiB.phonePortrait` of scripts/tools/bytes.ts).
 */
const quality: Readonly<Record<OutputFormat, number>> = { avif: 50, webp: 72 }

/** Bumped when the drawing below changes, so the hashed names change with it. */
const pipelineVersion = 1

export interface PhotoSource {
  /** Absolute path. */
  path: string
  /** « public/images/portrait.<ext> », or an optional photo's file */
  shown: string
  bytes: Buffer
  /** Once turned upright (a phone photo's EXIF orientation). */
  width: number
  height: number
  /** Short hash of the file and of the pipeline: the versions' names change with her photo. */
  hash: string
}

export interface PortraitVariant {
  shape: PortraitShape
  format: OutputFormat
  width: number
  height: number
  /** Relative to the site's root: « assets/portrait-1a2b3c4d-640.avif ». */
  fileName: string
}

/** The example illustration still in place: listed by the check, refused by a production build. */
export interface PortraitExample {
  kind: 'image'
  /** « public/images/portrait.<ext> », or an optional photo's file */
  file: string
  /** « le portrait » */
  label: string
}

const accepted = Object.keys(portraitFormats).map((extension) => `portrait.${extension}`)
const namesText = 'portrait.jpg, portrait.png ou portrait.webp'

/** What to do about the example: the check's list and the launch refusal say the same. */
export const portraitExampleFix = `choisissez votre photo dans l’éditeur du site, « Vos photos » (JPEG, PNG ou WebP, en hauteur, d’au moins ${minimumSize.width} × ${minimumSize.height} pixels, le visage au centre) ; à la main, enregistrez-la sous le nom ${photosFolder}/portrait.jpg (ou .png, .webp), supprimez l’illustration et écrivez son nom dans content/data/photos.yaml.`

function problem(file: string, title: Problem['title'], message: string, fix: string): Problem {
  return { severity: 'error', file, title, message, fix }
}

/** The one portrait file, or the problem that keeps the site from using it (no reading of the image yet). */
function locate(publicDir: string): { name: string } | { problem: Problem } {
  // The files named « portrait.<anything> », whatever the case.
  const files = fileNames(join(publicDir, 'images'), /^portrait\.[^.]+$/i).sort()
  const usable = files.filter((name) => accepted.includes(name.toLowerCase()))
  const refuse = (...args: Parameters<typeof problem>) => ({ problem: problem(...args) })
  if (usable.length > 1) {
    return refuse(
      `${photosFolder}/${usable.join(', ')}`,
      'Portrait en double',
      `il y a ${usable.length} fichiers de portrait (${usable.join(', ')}) : le site ne sait pas lequel montrer.`,
      'gardez seulement votre photo et supprimez les autres.',
    )
  }
  const [name] = usable
  if (name) return { name }
  const [other] = files
  if (other) {
    return refuse(
      `${photosFolder}/${other}`,
      'Portrait illisible',
      `le site ne lit pas ce format (« ${other.split('.').pop()} »).`,
      `enregistrez la photo au format JPEG, PNG ou WebP (depuis un téléphone, « Exporter » ou « Partager » en JPEG), sous le nom ${namesText}, et supprimez ce fichier.`,
    )
  }
  return refuse(
    `${photosFolder}/portrait.jpg`,
    'Portrait manquant',
    `votre photo est introuvable : le site la cherche dans ${photosFolder}/, sous le nom ${namesText}.`,
    `ajoutez ${portraitWords.advice}, sous l’un de ces noms.`,
  )
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/**
 * The example illustration, when it is still the portrait: recognised by
 * its SHA-256 (src/content/examples.ts), whatever its name. Synchronous and
 * cheap: the preview banner and the launch check ask for it.
 */
export function portraitExamples(publicDir: string): PortraitExample[] {
  const found = locate(publicDir)
  if ('problem' in found) return []
  const bytes = readFileSync(join(publicDir, 'images', found.name))
  return examplePortrait.sha256.includes(sha256(bytes))
    ? [{ kind: 'image', file: `${photosFolder}/${found.name}`, label: examplePortrait.label }]
    : []
}

/** What decoding a photo checks, and the problems it names, for the portrait or an optional photo. */
interface PhotoCheck {
  minimumSize: { width: number; height: number }
  unreadable: Problem
  tooSmall: (width: number, height: number) => Problem
}

/**
 * Decodes one photo and checks it: the source to draw from, or the one
 * problem to tell her. Shared by the portrait and the optional photos.
 */
async function decode(path: string, shown: string, check: PhotoCheck): Promise<{ source: PhotoSource } | { problem: Problem }> {
  const bytes = readFileSync(path)
  let width: number
  let height: number
  try {
    const metadata = await sharp(bytes).metadata()
    // A HEIC photo renamed .jpg, say. A PNG named .jpg is fine: only its versions are published.
    if (!Object.values(portraitFormats).some((format) => format === metadata.format)) return { problem: check.unreadable }
    ;({ width, height } = metadata.autoOrient)
    // Decoding the whole image finds a truncated file now rather than in the middle of the build.
    await sharp(bytes, { failOn: 'error' }).resize(16).toBuffer()
  } catch {
    return { problem: check.unreadable }
  }
  if (width < check.minimumSize.width || height < check.minimumSize.height) return { problem: check.tooSmall(width, height) }
  const hash = sha256(Buffer.concat([bytes, Buffer.from(`:${pipelineVersion}`)])).slice(0, 8)
  return { source: { path, shown, bytes, width, height, hash } }
}

/** Reads and checks her portrait: the source to draw from, or the one problem to tell her. */
export async function readPortrait(publicDir: string): Promise<{ source: PhotoSource } | { problem: Problem }> {
  const found = locate(publicDir)
  if ('problem' in found) return found
  const shown = `${photosFolder}/${found.name}`
  return decode(join(publicDir, 'images', found.name), shown, {
    minimumSize,
    unreadable: problem(shown, 'Portrait illisible', portraitWords.unreadable, `${portraitWords.unreadableFix.slice(0, -1)}, sous le nom ${namesText}.`),
    tooSmall: (width, height) => problem(shown, 'Portrait trop petit', portraitWords.tooSmall(width, height), portraitWords.tooSmallFix),
  })
}

/** The versions of one shape, `w`:`h`, each width in each format, named `<name><width>.<format>`. */
function variantsOf(shape: PortraitShape, [w, h]: readonly [number, number], widths: readonly number[], name: string) {
  return widths.flatMap((width) => {
    const height = Math.round((width * h) / w)
    return outputFormats.map((format) => ({ shape, format, width, height, fileName: `${name}${width}.${format}` }))
  })
}

/** Every version the pages may ask for, from the largest the photo allows. */
export function portraitVariants(source: Pick<PhotoSource, 'width' | 'height' | 'hash'>): PortraitVariant[] {
  // The 4:5 crop of the photo: its width bounds the widths worth drawing (never enlarged).
  const cropWidth = Math.min(source.width, Math.floor((source.height * 4) / 5))
  const name = `assets/portrait-${source.hash}-`
  return [
    ...variantsOf('tall', [4, 5], tallWidths.filter((width) => width <= cropWidth), name),
    ...variantsOf('round', [1, 1], roundWidths, `${name}r`),
  ]
}

/**
 * Draws one version: upright, cropped where sharp's attention strategy finds
 * the face (skin tones, contrast), resized, without the photo's metadata
 * (a phone's EXIF can hold where it was taken).
 */
export async function renderVariant(source: Pick<PhotoSource, 'bytes'>, variant: PortraitVariant): Promise<Buffer> {
  const image = sharp(source.bytes).autoOrient().resize(variant.width, variant.height, { fit: 'cover', position: 'attention' })
  return variant.format === 'avif'
    ? image.avif({ quality: quality.avif, effort: 4 }).toBuffer()
    : image.webp({ quality: quality.webp, effort: 4 }).toBuffer()
}

/* ------------------------------------------------------- optional photos */

/**
 * One of her optional photos (src/content/photos.ts), from the path
 * content/data/photos.yaml gives it (« /images/visit.jpg »): the source to
 * draw from, or the one problem to tell her. Same checks as the portrait's,
 * for a landscape photo. A file photos.yaml names but public/images/ lacks is
 * told at its line of photos.yaml (`placeOf`, the loader's).
 */
export async function readPhoto(
  publicDir: string,
  photo: OptionalPhoto,
  named: string,
  placeOf: LoadResult['placeOf'],
): Promise<{ source: PhotoSource } | { problem: Problem }> {
  const shown = `public${named}`
  const path = join(publicDir, named)
  const what = optionalPhotoNames[photo]
  // The name as listed, capitals included: a host tells « hands.JPG » from « hands.jpg », where a Mac does not.
  const listed = existsSync(dirname(path)) ? readdirSync(dirname(path)) : []
  if (!listed.includes(basename(path))) {
    const otherCase = listed.find((each) => each.toLowerCase() === basename(path).toLowerCase())
    return {
      problem: {
        ...problem(
          'content/data/photos.yaml',
          'Photo manquante',
          `« Vos photos » nomme ${named} pour ${what}, mais ${otherCase ? `le fichier s’appelle ${otherCase} : l’hébergeur distingue les majuscules des minuscules` : `ce fichier n’est pas dans ${photosFolder}/`}.`,
          otherCase
            ? `renommez ${photosFolder}/${otherCase} en ${basename(path)}.`
            : `choisissez de nouveau la photo dans l’éditeur du site (« Vos photos »), ou retirez la ligne « ${photo}: ${named} » de content/data/photos.yaml pour ne plus la montrer.`,
        ),
        editorField: 'Vos photos',
        ...placeOf('data/photos.yaml', [photo]),
      },
    }
  }
  return decode(path, shown, {
    minimumSize: photoRules.minimumSize,
    unreadable: problem(shown, 'Photo illisible', portraitWords.unreadable, portraitWords.unreadableFix),
    tooSmall: (width, height) => problem(shown, 'Photo trop petite', photoWords.tooSmall(width, height), photoWords.tooSmallFix),
  })
}

/** The 3:2 versions of an optional photo, never enlarged. */
export function photoVariants(photo: OptionalPhoto, source: Pick<PhotoSource, 'width' | 'height' | 'hash'>): PortraitVariant[] {
  const cropWidth = Math.min(source.width, Math.floor((source.height * 3) / 2))
  return variantsOf('wide', [3, 2], wideWidths.filter((width) => width <= cropWidth), `assets/${photo}-${source.hash}-`)
}
