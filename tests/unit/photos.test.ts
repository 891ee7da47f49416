/**
 * Her portrait, on images drawn by sharp in a temporary public/ folder
 * (never her own photo, which she changes): what the check and the build say
 * about each mistake, the example illustration (a frozen copy in
 * tests/fixtures/images/) recognised as an example, and the versions the
 * build draws.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { compile } from '@mdx-js/mdx'
import type { ResolvedConfig } from 'vite'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { runCheck } from '../../scripts/build/check/index.ts'
import { fillPortraitExample } from '../helpers/fill-examples.ts'
import { budgetsKiB } from '../../scripts/tools/bytes.ts'
import { formatLaunchProblem, launchProblems } from '../../scripts/build/launch-problems.ts'
import { portraitExamples, portraitVariants, readPortrait, renderVariant, type PhotoSource } from '../../scripts/build/photos.ts'
import { photosPlugin } from '../../scripts/build/vite-photos.ts'
import { photoProblem } from '../../src/admin/fields.tsx'
import remarkImportComponents from '../../scripts/build/mdx/remark-import-components.ts'
import { importedComponents, pageComponents } from '../../src/content/components.ts'
import remarkPhotos from '../../scripts/build/mdx/remark-photos.ts'
import { formatProblem } from '../../src/content/problems.ts'
import { optionalPhotos } from '../../src/content/photos.ts'
import { copyForTest, fixtureContent, repoRoot, type ContentCopy } from '../helpers/content-copy.ts'
import { plain } from '../helpers/text.ts'

vi.setConfig({ testTimeout: 30_000 })

const exampleIllustration = join(repoRoot, 'tests/fixtures/images/portrait.webp')

let publicDir = ''
/** A fresh public/ folder with an images/ folder for each test, removed after it. */
beforeEach(() => {
  const dir = (publicDir = mkdtempSync(join(tmpdir(), 'portrait-')))
  mkdirSync(join(dir, 'images'))
  return () => rmSync(dir, { recursive: true, force: true })
})
const image = (name: string) => join(publicDir, 'images', name)
const exampleAsPortrait = () => copyFileSync(exampleIllustration, image('portrait.webp'))
/** A file of public/images/ as the web editor hands it over when she chooses it. */
const chosen = async (name: string) => ({ data: new Uint8Array(await readFile(image(name))), extension: name.split('.').pop()!, filename: name })

/** The plugin as Vite runs it for `command`, with only what its hooks read, and the module it gives for `id`. */
function plugin(command: 'build' | 'serve', logged: string[] = [], contentDir = fixtureContent) {
  const instance = photosPlugin({ publicDir, contentDir })
  const config = { command, base: '/', build: { ssr: false }, logger: { error: (message: string) => logged.push(message) } }
  ;(instance.configResolved as (config: ResolvedConfig) => void)(config as unknown as ResolvedConfig)
  return { load: (id: string) => (instance.load as (id: string) => Promise<string | undefined>).call({}, id) }
}

/** A photo-like image (a gradient and a face-like oval) of that size, as public/images/<name>, in its name's format. */
async function photo(name: string, width: number, height: number, options: { orientation?: number } = {}): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#d8cfc6"/>
    <ellipse cx="${width / 2}" cy="${height / 2.6}" rx="${width / 6}" ry="${height / 5}" fill="#c98f72"/>
  </svg>`
  const drawn = sharp(Buffer.from(svg))
  if (options.orientation) drawn.withMetadata({ orientation: options.orientation })
  await drawn.toFile(image(name))
}

/** What a promise is refused with: the build's error. */
const failureOf = (promise: Promise<unknown>) => promise.then(() => new Error('accepted'), (caught: unknown) => caught as Error)

describe('her portrait file, as the check and the build read it', () => {
  test.each([
    ['a JPEG of 900 × 1200 is accepted, with its size once upright', 'portrait.jpg', 900, 1200, 0, [900, 1200]],
    ['a phone photo stored sideways (EXIF orientation) is measured upright', 'portrait.JPG', 1000, 800, 6, [800, 1000]],
  ])('%s', async (_, name, width, height, orientation, upright) => {
    await photo(name, width, height, { orientation })
    const result = await readPortrait(publicDir)
    expect('source' in result && [result.source.shown, result.source.width, result.source.height]).toEqual([`public/images/${name}`, ...upright])
  })

  /** Each mistake in public/images/ and its one problem: title, file, words of its message and of what to do. */
  const mistakes: { name: string; put: () => unknown; title: string; file?: string; message?: string[]; fix?: string[] }[] = [
    { name: 'unreadable: a damaged file', title: 'Portrait illisible', file: 'public/images/portrait.jpg',
      put: () => writeFileSync(image('portrait.jpg'), 'ceci n’est pas une image') },
    { name: 'unreadable: an iPhone (HEIF) photo renamed .jpg', title: 'Portrait illisible', fix: ['JPEG, PNG ou WebP'],
      put: () => sharp(exampleIllustration).heif({ compression: 'av1' }).toFile(image('portrait.jpg')) },
    { name: 'missing: one message that names the folder, the accepted names and the size', put: () => {}, title: 'Portrait manquant',
      message: ['public/images/', 'portrait.jpg, portrait.png ou portrait.webp'], fix: ['640 × 800 pixels'] },
    { name: 'too small: says its size and the size it needs', put: () => photo('portrait.png', 600, 750), title: 'Portrait trop petit', file: 'public/images/portrait.png',
      message: ['600 × 750 pixels ; il en faut au moins 640 × 800'] },
    { name: 'a format the site does not read (HEIC) is named, with how to convert it', put: () => writeFileSync(image('portrait.heic'), 'HEIC'), title: 'Portrait illisible',
      file: 'public/images/portrait.heic', message: ['« heic »'], fix: ['JPEG, PNG ou WebP'] },
    { name: 'two portrait files: the site cannot choose, she keeps one', put: () => photo('portrait.jpg', 800, 1000).then(exampleAsPortrait), title: 'Portrait en double',
      message: ['portrait.jpg, portrait.webp'] },
  ]
  for (const { name, put, title, file, message = [], fix = [] } of mistakes) {
    test(name, async () => {
      await put()
      const result = await readPortrait(publicDir)
      const problem = 'problem' in result ? result.problem : expect.unreachable('the portrait was accepted')
      expect(problem).toMatchObject({ title, ...(file && { file }) })
      for (const words of message) expect(plain(problem.message)).toContain(words)
      for (const words of fix) expect(plain(problem.fix)).toContain(words)
    })
  }
})

describe('the example illustration', () => {
  test('is recognised by its content and listed, whatever its name; a real photo is not', async () => {
    exampleAsPortrait()
    expect(portraitExamples(publicDir)).toEqual([{ kind: 'image', file: 'public/images/portrait.webp', label: 'le portrait' }])
    rmSync(image('portrait.webp'))
    await photo('portrait.webp', 640, 800)
    expect(portraitExamples(publicDir)).toEqual([])
  })

  test('a production build refuses it with one French message: the file, and « choisissez votre photo dans l’éditeur »', () => {
    exampleAsPortrait()
    const problems = launchProblems({ env: { VITE_EMAILJS_PUBLIC_KEY: 'a', VITE_EMAILJS_SERVICE_ID: 'b', VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'c', VITE_EMAILJS_BOOKING_TEMPLATE_ID: 'd', EMAILJS_PRIVATE_KEY: 'e', EMAILJS_AUTOREPLY_TEMPLATE_ID: 'f' }, examples: portraitExamples(publicDir) })
    expect(problems).toHaveLength(1)
    const text = plain(formatLaunchProblem(problems[0]!))
    expect(text).toMatch(/^✖ À compléter avant la mise en ligne — public\/images\/portrait\.webp\n {2}Le portrait : c’est encore l’illustration d’exemple, pas votre photo\.\n {2}À faire : choisissez votre photo dans l’éditeur du site, « Vos photos » \(JPEG, PNG ou WebP/)
  })

  test('the check lists it as an example, not an error; fill-examples puts a non-example photo in its place, then accepted', async () => {
    // fill-examples is what the bench and the production-build tests run.
    exampleAsPortrait()
    const copy = copyForTest()
    const result = await runCheck(copy.dir, { publicDir })
    expect(result.examples).toContainEqual({ kind: 'image', file: 'public/images/portrait.webp', label: 'le portrait' })
    expect(result.problems.filter((problem) => problem.file.startsWith('public/'))).toEqual([])
    expect(await fillPortraitExample(publicDir, copy.dir)).toBe(image('portrait.jpg'))
    expect(portraitExamples(publicDir)).toEqual([])
    expect('source' in (await readPortrait(publicDir))).toBe(true)
    expect((await runCheck(copy.dir, { publicDir })).exitCode).toBe(0)
  })

  test('the check reports a portrait mistake with the content’s, and fails', async () => {
    const result = await runCheck(copyForTest().dir, { publicDir })
    expect(result.problems.map((problem) => problem.title)).toEqual(['Portrait manquant'])
    expect(result.exitCode).toBe(1)
  })

  test('the check refuses a photos.yaml that names another file than her photo, with the editor’s words', async () => {
    await photo('portrait.png', 800, 1000)
    const copy = copyForTest()
    copy.replace('data/photos.yaml', 'portrait.webp', 'portrait.jpg')
    const result = await runCheck(copy.dir, { publicDir })
    expect(result.problems.map(formatProblem)).toEqual([
      [
        '✖ Erreur — content/data/photos.yaml, ligne 1',
        '  Portrait manquant : « Vos photos » nomme /images/portrait.jpg, mais votre photo est public/images/portrait.png.',
        '  À faire : choisissez de nouveau votre photo dans l’éditeur du site (« Vos photos »), ou écrivez « portrait: /images/portrait.png » dans content/data/photos.yaml.',
        '  Dans l’éditeur : Vos photos › Votre portrait',
        '     1 | portrait: /images/portrait.jpg',
      ].join('\n'),
    ])
  })
})

test('a portrait written without its folder, in WebP: the fix is her line with the folder, her extension kept', async () => {
  const copy = copyForTest()
  copy.replace('data/photos.yaml', '/images/portrait.webp', 'portrait.webp')
  const result = await runCheck(copy.dir)
  expect(result.problems.filter((problem) => problem.file === 'content/data/photos.yaml')).toMatchObject([
    { title: 'Portrait manquant', line: 1, message: expect.stringContaining('n’a pas « /images/ » devant portrait.webp'), fix: 'écrivez « portrait: /images/portrait.webp ».' },
  ])
})

test('a portrait named otherwise: the names it may take, the extension left to her file', async () => {
  const copy = copyForTest()
  copy.replace('data/photos.yaml', '/images/portrait.webp', '/images/moi.webp')
  const result = await runCheck(copy.dir)
  expect(result.problems.filter((problem) => problem.file === 'content/data/photos.yaml')).toMatchObject([
    { title: 'Portrait manquant', line: 1, fix: expect.stringContaining('« portrait: /images/portrait.jpg », avec l’extension de votre fichier dans public/images/ (.jpg, .png ou .webp)') },
  ])
})

describe('her photo chosen in the web editor, before anything is saved: the build’s rules', () => {
  test('a photo large enough, in any of the three formats, upright or turned by its EXIF, is accepted', async () => {
    await photo('a.jpg', 640, 800)
    await photo('b.webp', 900, 1200)
    // Stored sideways (1000 × 800) with an orientation that turns it upright: 800 × 1000.
    await photo('c.jpg', 1000, 800, { orientation: 6 })
    for (const name of ['a.jpg', 'b.webp', 'c.jpg']) expect(photoProblem(await chosen(name)), name).toBeUndefined()
  })

  test('none, too small, or not a JPEG, PNG or WebP whatever its name: refused with the build’s French words', async () => {
    await photo('small.jpg', 600, 800)
    expect(photoProblem(null)).toMatch(/^Choisissez votre photo/)
    expect(photoProblem(await chosen('small.jpg'))).toBe(
      'Votre photo fait 600 × 800 pixels\u202f; il en faut au moins 640 × 800 pour qu’elle reste nette sur les grands écrans. Reprenez la photo d’origine, en grand (celle de l’appareil ou du téléphone, pas une copie réduite ou une capture d’écran), en hauteur, le visage au centre.',
    )
    // A GIF, or bytes that are no image at all, renamed .jpg.
    await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#ccc' } }).gif().toFile(image('gif.jpg'))
    writeFileSync(image('junk.jpg'), 'not a photo')
    for (const name of ['gif.jpg', 'junk.jpg']) expect(photoProblem(await chosen(name)), name).toMatch(/^Ce fichier ne se lit pas comme une image/)
  })
})

describe('the versions the build draws', () => {
  const source = (width: number, height: number): Pick<PhotoSource, 'width' | 'height' | 'hash'> => ({ width, height, hash: 'abcd1234' })

  test('4:5 ones up to the photo’s own width, never enlarged, and round ones of 88 and 176 px, each in AVIF and WebP', () => {
    const names = (width: number, height: number) => portraitVariants(source(width, height)).map((variant) => variant.fileName.replace('assets/portrait-abcd1234-', ''))
    expect(names(640, 800)).toEqual(['320.avif', '320.webp', '480.avif', '480.webp', '640.avif', '640.webp', 'r88.avif', 'r88.webp', 'r176.avif', 'r176.webp'])
    // A landscape photo is cropped to 4:5 first: 1600 × 900 gives 720 × 900, not enough for 800.
    expect(names(1600, 900)).not.toContain('800.webp')
    expect(names(2400, 3000)).toContain('800.avif')
    for (const variant of portraitVariants(source(2400, 3000))) {
      expect(variant.height / variant.width).toBe(variant.shape === 'round' ? 1 : 1.25)
    }
  })

  test('are drawn in their format and size, cropped from a landscape photo, the round phone one under its budget', async () => {
    await photo('portrait.jpg', 1600, 1000)
    const result = await readPortrait(publicDir)
    if (!('source' in result)) throw new Error(formatProblem(result.problem))
    const variants = portraitVariants(result.source)
    for (const variant of variants.filter((candidate) => candidate.width === 640 || candidate.width === 176)) {
      const bytes = await renderVariant(result.source, variant)
      const metadata = await sharp(bytes).metadata()
      expect([metadata.format, metadata.width, metadata.height]).toEqual([variant.format === 'avif' ? 'heif' : 'webp', variant.width, variant.height])
      if (variant.shape === 'round') expect(bytes.length).toBeLessThan(budgetsKiB.phonePortrait * 1024)
    }
  })

  test('their names change with the photo, so a browser never keeps the old one', async () => {
    await photo('portrait.jpg', 800, 1000)
    const first = await readPortrait(publicDir)
    await photo('portrait.jpg', 800, 1001)
    const second = await readPortrait(publicDir)
    expect('source' in first && 'source' in second && first.source.hash !== second.source.hash).toBe(true)
  })
})

describe('the Vite plugin', () => {
  test('gives the components the srcset of each shape and its size', async () => {
    await photo('portrait.jpg', 800, 1000)
    const code = (await plugin('build').load('\0virtual:portrait/hero')) ?? ''
    const images = JSON.parse(code.replace('export const portrait = ', '')) as { tall: { avif: string; width: number; height: number }; round: { webp: string } }
    expect(images.tall).toMatchObject({ width: 800, height: 1000 })
    expect(images.tall.avif).toMatch(/^\/assets\/portrait-\w{8}-320\.avif 320w, /)
    expect(images.round.webp).toMatch(/-r88\.webp 88w, \/assets\/portrait-\w{8}-r176\.webp 176w$/)
  })

  test('stops the build with the check’s French message and no stack trace', async () => {
    await photo('portrait.jpg', 320, 400)
    const error = await failureOf(plugin('build').load('\0virtual:portrait/hero'))
    expect(error.stack).toBe(error.message)
    expect(plain(error.message)).toMatch(/^✖ Erreur — public\/images\/portrait\.jpg\n {2}Portrait trop petit : /)
  })

  test('stops `vite build` before the bundler starts, so no bundler report wraps her message', async () => {
    const instance = photosPlugin({ publicDir, contentDir: fixtureContent })
    const config = { command: 'build', base: '/', publicDir, build: { ssr: false } } as unknown as ResolvedConfig
    const error = await failureOf((instance.configResolved as (config: ResolvedConfig) => Promise<void>)(config))
    expect(error.stack).toMatch(/^✖ Erreur — public\/images\/portrait\.jpg\n {2}Portrait manquant/)
  })

  test('on the dev server, tells her once and shows the pages without a portrait', async () => {
    const logged: string[] = []
    const dev = plugin('serve', logged)
    expect(await dev.load('\0virtual:portrait/hero')).toBe('export const portrait = null')
    expect(await dev.load('\0virtual:portrait/portrait')).toBe('export const portrait = null')
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain('Portrait manquant')
  })
})

describe('her optional photos (a home visit, hands and baby, and the others)', () => {
  /** The tests' content with photos.yaml naming `lines` besides the portrait. */
  function contentNaming(lines: string): ContentCopy {
    const copy = copyForTest()
    copy.write('data/photos.yaml', `portrait: /images/portrait.webp\n${lines}`)
    return copy
  }
  const photosOf = async (contentDir: string, command: 'build' | 'serve' = 'build', logged: string[] = []) => {
    const code = await plugin(command, logged, contentDir).load('\0virtual:photos/photo')
    return JSON.parse((code ?? '').replace('export const photos = ', '')) as Record<string, { avif: string; webp: string; alt: string; width: number; height: number } | null>
  }

  test('none named: each is null, and the page shows nothing in its place', async () => {
    await photo('visit.jpg', 1500, 1000)
    expect(await photosOf(fixtureContent)).toEqual(Object.fromEntries(optionalPhotos.map((name) => [name, null])))
  })

  test('named, with a description: 3:2 versions in AVIF and WebP, never wider than the photo, and its description', async () => {
    // 1300 px wide: no 1400 px version is drawn from it.
    await photo('visit.jpg', 1300, 900)
    const copy = contentNaming('visit: /images/visit.jpg\nvisitAlt: Une consultation à domicile, sur le canapé.\n')
    const photos = await photosOf(copy.dir)
    expect(photos.hands).toBeNull()
    expect(photos.visit).toMatchObject({ width: 960, height: 640, alt: 'Une consultation à domicile, sur le canapé.' })
    expect(photos.visit?.avif).toMatch(/^\/assets\/visit-\w{8}-480\.avif 480w, \/assets\/visit-\w{8}-720\.avif 720w, \/assets\/visit-\w{8}-960\.avif 960w$/)
  })

  test('named but missing, or too small: the build stops with one French message, the dev server shows the page without it', async () => {
    const missing = contentNaming('hands: /images/hands.jpg\nhandsAlt: Des mains autour d’un bébé.\n')
    const error = await failureOf(photosOf(missing.dir))
    expect(error.stack).toBe(error.message)
    expect(plain(error.message)).toMatch(/^✖ Erreur — content\/data\/photos\.yaml, ligne 2\n {2}Photo manquante : « Vos photos » nomme \/images\/hands\.jpg pour la photo des mains et du bébé/)
    const logged: string[] = []
    expect((await photosOf(missing.dir, 'serve', logged)).hands).toBeNull()
    expect(logged.join('')).toContain('Photo manquante')

    await photo('hands.jpg', 900, 600)
    expect(plain((await failureOf(photosOf(missing.dir))).message)).toMatch(/^✖ Erreur — public\/images\/hands\.jpg\n {2}Photo trop petite : cette photo fait 900 × 600 pixels/)
  })

  test('the check refuses a photo without its description, with one emptied by hand, or with its file’s name for one, with the file and the line', async () => {
    await photo('visit.jpg', 1500, 1000)
    const inPhotos = async (lines: string) => (await runCheck(contentNaming(lines).dir, { publicDir })).problems.filter((problem) => problem.file === 'content/data/photos.yaml')
    for (const lines of ['visit: /images/visit.jpg\n', 'visit: /images/visit.jpg\nvisitAlt: ""\n']) {
      const problems = await inPhotos(lines)
      expect(problems.map((problem) => problem.title), lines).toEqual(['Description manquante'])
      expect(problems[0]?.message).toContain('la photo d’une visite à domicile n’a pas de description')
      expect(problems[0]?.line).toBeGreaterThan(0)
    }
    // Emptied with no photo named: nothing to describe, nothing to say.
    expect(await inPhotos('visitAlt: ""\n')).toEqual([])
    // The file's name pasted where the sentence goes: screen readers would read it out.
    for (const name of ['IMG_2034.jpg', 'DSC01234', 'visite chez Marion.heic']) {
      const [problem, ...more] = await inPhotos(`visit: /images/visit.jpg\nvisitAlt: ${name}\n`)
      expect(more, name).toEqual([])
      expect(problem, name).toMatchObject({ title: 'Description manquante', excerpt: `visitAlt: ${name}`, message: expect.stringContaining('est le nom d’un fichier') })
    }
    // A sentence that starts like a camera's file name is a sentence.
    expect(await inPhotos('visit: /images/visit.jpg\nvisitAlt: Photo 2024 d’une consultation à domicile.\n')).toEqual([])
  })

  test('the editor lets an optional photo stay empty, and refuses one too small, landscape rules in French', async () => {
    await photo('hands.jpg', 900, 600)
    expect(photoProblem(null, 'optional')).toBeUndefined()
    expect(photoProblem(await chosen('hands.jpg'), 'optional')).toMatch(/^Cette photo fait 900 × 600 pixels\u202f; il en faut au moins 1200 × 800/)
    // The same file is large enough for no rule of the portrait's either: each kind has its own.
    expect(photoProblem(await chosen('hands.jpg'))).toMatch(/^Votre photo fait 900 × 600 pixels/)
  })

  test('the check names a photo that photos.yaml gives but public/images/ lacks, at its line, with its field', async () => {
    await photo('portrait.jpg', 800, 1000)
    const copy = contentNaming('hands: /images/hands.webp\nhandsAlt: Des mains autour d’un bébé.\n')
    const { problems } = await runCheck(copy.dir, { publicDir })
    const line = readFileSync(join(copy.dir, 'data/photos.yaml'), 'utf8').split('\n').indexOf('hands: /images/hands.webp') + 1
    expect(problems.filter((problem) => problem.title === 'Photo manquante').map(({ file, line, excerpt, editorField }) => ({ file, line, excerpt, editorField }))).toEqual([
      { file: 'content/data/photos.yaml', line, excerpt: 'hands: /images/hands.webp', editorField: 'Vos photos › La photo des mains et du bébé' },
    ])
    expect(line).toBeGreaterThan(1)
  })

  test('a photo whose file differs only in its capitals: named, with the rename, as the host would refuse it even where a Mac finds it', async () => {
    await photo('portrait.jpg', 800, 1000)
    await photo('hands.JPG', 1200, 800)
    const copy = contentNaming('hands: /images/hands.jpg\nhandsAlt: Des mains autour d’un bébé.\n')
    const { problems } = await runCheck(copy.dir, { publicDir })
    const [missing] = problems.filter((problem) => problem.title === 'Photo manquante')
    expect(missing?.message).toContain('mais le fichier s’appelle hands.JPG')
    expect(missing?.fix).toBe('renommez public/images/hands.JPG en hands.jpg.')
    // The file named there too, beside the other: found, nothing to rename.
    await photo('hands.jpg', 1200, 800)
    expect((await runCheck(copy.dir, { publicDir })).problems.filter((problem) => problem.title === 'Photo manquante')).toEqual([])
  })
})

describe('a page that places <Photo>', () => {
  const page = '# À propos\n\n<Photo of="visit" />\n\nMon histoire.\n\n<Photo of="hands" />\n'
  const compiled = async (named: readonly string[]) =>
    String(
      await compile(page, {
        remarkPlugins: [
          [remarkPhotos, { named: () => named }],
          [remarkImportComponents, { components: importedComponents(pageComponents), componentsDir: join(repoRoot, 'src/components') }],
        ],
      }),
    )

  test('keeps the <Photo> of each photo photos.yaml names, and only those; none when it names none', async () => {
    const none = await compiled([])
    expect(none).not.toContain('Photo')
    expect(none).toContain('Mon histoire.')
    const hands = await compiled(['hands'])
    expect(hands).toContain('components/Photo/Photo.tsx')
    expect(hands).toContain('of: "hands"')
    expect(hands).not.toContain('of: "visit"')
  })
})
