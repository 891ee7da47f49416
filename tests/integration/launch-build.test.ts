/**
 * The two ends of `npm run build`, each on a throwaway copy of the project
 * (dist/ is never touched):
 * - on the content as it is, with its examples and no EmailJS key, the
 *   production build refuses, lists every example in French and writes nothing;
 * - after her first edit (one sample testimonial rewritten, or her first one
 *   written; her price and menu label are the week of edits'), two optional
 *   photos (the first her pages place, or placed on the copy's home page),
 *   and every example left filled
 *   (tests/helpers/fill-examples.ts), it
 *   builds the real site: indexable, with its sitemap, and without any preview
 *   mark. What it expects comes from the filled content and from the
 *   stand-ins the fill actually wrote, never from how many samples she keeps.
 *   Then the host's functions, bundled by Netlify's own bundler beside that
 *   build, answer from their folders as the host runs them.
 * The preview build's marks are tests/e2e/preview-marks.spec.ts.
 */
import { execFile, spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { zipFunctions } from '@netlify/zip-it-and-ship-it'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { headersFor, readHeaderRules, unknownPath } from '../../scripts/tools/static-server.ts'
import { editYaml, filledEmailEnv, fillExamples, type FilledExample } from '../helpers/fill-examples.ts'
import { pathsMatching } from '../helpers/page-source.ts'
import { optionalPhotos, type OptionalPhoto } from '../../src/content/photos.ts'
import { frenchTypography } from '../../src/lib/typography.ts'
import { loadContent, siteContent } from '../../scripts/build/content/load.ts'
import { htmlFileOf } from '../../scripts/build/html-files.ts'
import type { SiteContent } from '../../src/content/schema.ts'
import { applyFirstEdit } from '../helpers/week-of-edits.ts'
import { copyProject, type ProjectCopy } from '../../scripts/tools/project-copy.ts'
import { canonicalUrl } from '../../src/lib/seo.ts'
import { pages, ui } from '../helpers/content.ts'
import { copyProjectWithFixtures } from '../helpers/content-copy.ts'
import { readAppointmentContent } from '../../scripts/build/content/functions-data.ts'
import { readOutbox, receiptEnvAt, startEmailJsSink } from '../helpers/local-server.ts'
import { addDays, isBookableDay, parisDay } from '../../src/lib/booking-days.ts'
import { parentCalendarLinks } from '../../src/lib/confirmation.ts'
import { autoReplyPath } from '../../src/lib/auto-reply.ts'
import { availabilityPath } from '../../src/lib/availability.ts'
import { plain } from '../helpers/text.ts'

/** A production build on a host where nothing is set yet: no SITE_ENV, no EmailJS key. */
function build(root: string, env: NodeJS.ProcessEnv = {}) {
  const unset = Object.fromEntries(['SITE_ENV', ...Object.keys(filledEmailEnv)].map((name) => [name, undefined]))
  return spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', env: { ...process.env, ...unset, ...env } })
}

/** Two optional photos as the web editor records them beside the files, a JPEG and a PNG, each with its description. */
const testPhotos = [
  { format: 'jpeg', extension: 'jpg', alt: 'Une consultation à domicile, le bébé au sein sur le canapé.' },
  { format: 'png', extension: 'png', alt: 'Les mains d’une mère autour de son bébé endormi.' },
] as const

/** A host set up for the web editor in GitHub mode (content/LANCEMENT.md, « L’éditeur du site »). */
const editorRepo = 'consultante/site'

describe('npm run build on the content as it is', () => {
  let copy: ProjectCopy
  beforeAll(() => {
    // The tests' own content, full of examples, and the example illustration as the portrait: she may have filled hers.
    copy = copyProjectWithFixtures('launch-refused-')
  })
  afterAll(() => copy.remove())

  test('refuses, lists every example with its file and line in French, and writes no dist/', () => {
    const { examples } = loadContent(join(copy.root, 'content'))
    expect(examples.length).toBeGreaterThan(0)
    const result = build(copy.root)
    const output = plain(result.stdout + result.stderr)
    expect(result.status, output).not.toBe(0)
    for (const example of examples) {
      expect(output).toContain(`✖ À compléter avant la mise en ligne — ${example.file}, ligne ${example.line}`)
      expect(output).toContain(`« ${example.value} »`)
    }
    expect(output).toContain('✖ À compléter avant la mise en ligne — public/images/portrait.webp\n  Le portrait : c’est encore l’illustration d’exemple, pas votre photo.')
    expect(output).toContain('Aucune clé EmailJS n’est définie')
    // The booking auto-reply, which carries the information the law asks before the contract, could not be sent by the host.
    expect(output).toContain('✖ À compléter avant la mise en ligne — accusé de réception des demandes de rendez-vous')
    expect(output).toContain('npm run build:preview')
    expect(output, 'no stack trace').not.toMatch(/^\s+at /m)
    expect(existsSync(join(copy.root, 'dist'))).toBe(false)
  }, 120_000)
})

describe('npm run build with every example filled', () => {
  let copy: ProjectCopy
  let result: ReturnType<typeof build>
  const dist = (file: string) => readFileSync(join(copy.root, 'dist', file), 'utf8')
  let filled: FilledExample[] = []
  let herWords = ''
  /** Two optional photos the build gets (the first her pages place, or placed on the copy's home page), with the pages placing each. */
  let photos: { name: OptionalPhoto; paths: string[]; alt: string }[] = []
  /** The addresses of her pages whose text, blocks included, matches `pattern`, in the copy as the build read it. */
  const placing = (pattern: RegExp) => pathsMatching(join(copy.root, 'content'), built.pages.pages, pattern)
  /** Her content as the build read it: her edits, and the stand-ins where examples were. */
  let built: SiteContent
  const htmlFiles = [...pages.map((page) => htmlFileOf(page.path)), htmlFileOf(null)]
  /** Her own pages (kind: private): built, but never indexed nor in the sitemap. */
  const privatePaths = pages.flatMap((page) => (page.kind === 'private' ? [page.path] : []))
  const privateFiles = privatePaths.map(htmlFileOf)

  beforeAll(async () => {
    copy = copyProject('launch-filled-')
    herWords = applyFirstEdit(join(copy.root, 'content'))
    filled = await fillExamples(copy.root)
    built = siteContent(join(copy.root, 'content'))
    // What she places nowhere, the copy's home page places, so the proofs below never rest on her layout.
    const home = join(copy.root, 'content', `${built.pages.pages.find((page) => page.path === '/')!.file}.mdx`)
    if (placing(/<TestimonialList\b/).length === 0) appendFileSync(home, '\n<TestimonialList />\n')
    const placedBy = (name: OptionalPhoto) => placing(new RegExp(`<Photo of="${name}"`))
    const unplaced = optionalPhotos.filter((name) => placedBy(name).length === 0)
    const lacking = testPhotos.length - (optionalPhotos.length - unplaced.length)
    for (const name of unplaced.slice(0, Math.max(0, lacking))) appendFileSync(home, `\n<Photo of="${name}" />\n`)
    const placed = optionalPhotos.map((name) => ({ name, paths: placedBy(name) })).filter((photo) => photo.paths.length > 0)
    photos = testPhotos.map((photo, index) => ({ ...placed[index]!, alt: photo.alt }))
    for (const [index, { name, alt }] of photos.entries()) {
      const { format, extension } = testPhotos[index]!
      await sharp({ create: { width: 1600, height: 1100, channels: 3, background: '#c9b8a6' } })
        .toFormat(format)
        .toFile(join(copy.root, 'public', 'images', `${name}.${extension}`))
      editYaml(join(copy.root, 'content'), 'data/photos.yaml', (doc) => {
        doc.set(name, `/images/${name}.${extension}`)
        doc.set(`${name}Alt`, alt)
      })
    }
    result = build(copy.root, { VITE_KEYSTATIC_GITHUB_REPO: editorRepo })
  }, 420_000)
  afterAll(() => copy.remove())

  test('builds the real site, forms sending through EmailJS, with the filled facts, and her testimonial beside the filled ones', () => {
    expect(result.status, result.stdout + result.stderr).toBe(0)
    expect(result.stdout).toContain('Formulaires : envoi par EmailJS')
    expect(dist('index.html')).toContain(built.practice.name)
    // On each page of hers that lists the testimonials: her own words stay hers, and each stand-in the fill wrote for a remaining sample is shown.
    const samples = filled.filter((example) => example.sample && example.path.at(-1) === 'text')
    for (const path of placing(/<TestimonialList\b/)) {
      const testimonials = plain(dist(htmlFileOf(path)))
      for (const { text } of built.testimonials.testimonials) expect(testimonials).toContain(plain(text))
      expect(testimonials).toContain(plain(frenchTypography(herWords)))
      for (const { standIn } of samples) expect(testimonials).toContain(plain(frenchTypography(standIn)))
    }
  })

  test('serves her portrait and optional photos as AVIF and WebP versions drawn from hers, never the originals', () => {
    const assets = readdirSync(join(copy.root, 'dist', 'assets')).filter((file) => file.startsWith('portrait-'))
    expect(assets.filter((file) => file.endsWith('.avif')).length).toBeGreaterThan(2)
    expect(assets.filter((file) => file.endsWith('.webp')).length).toBeGreaterThan(2)
    expect(readdirSync(join(copy.root, 'dist', 'images')).filter((file) => file.startsWith('portrait.'))).toEqual([])
    const portraitPages = placing(/<(Hero|Portrait)\b/).map((path) => dist(htmlFileOf(path))).join('')
    for (const file of assets) expect(portraitPages).toContain(`/assets/${file}`)
    // Her optional photos: on each page that places them and only there, with their descriptions, as versions only.
    const allAssets = readdirSync(join(copy.root, 'dist', 'assets'))
    for (const { name, paths, alt } of photos) {
      for (const page of built.pages.pages) {
        const html = dist(htmlFileOf(page.path))
        if (!paths.includes(page.path)) {
          expect(html, page.path).not.toContain(`/assets/${name}-`)
          continue
        }
        const figure = [...html.matchAll(/<figure[^>]*data-photo[^>]*>.*?<\/figure>/gs)].map((match) => match[0]).find((each) => each.includes(`/assets/${name}-`)) ?? ''
        expect(figure, page.path).toContain(`alt="${alt}"`)
        expect(figure, page.path).toMatch(new RegExp(`/assets/${name}-\\w{8}-1400\\.avif 1400w`))
        expect(figure, page.path).toContain('loading="lazy"')
      }
      expect(allAssets.filter((file) => file.startsWith(`${name}-`)).length, name).toBe(8)
      expect(readdirSync(join(copy.root, 'dist', 'images')).filter((file) => file.startsWith(`${name}.`))).toEqual([])
    }
  })

  test('builds the web editor into dist/keystatic/, apart from the pages, never indexed; no visitor\'s script names her repository', () => {
    expect(result.stdout).toContain(`admin: éditeur en ligne → dist/keystatic/ (GitHub, ${editorRepo})`)
    const admin = dist('keystatic/index.html')
    expect(admin).toContain('<meta name="robots" content="noindex, nofollow" />')
    const scripts = [...admin.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) expect(src).toMatch(/^\/keystatic\/assets\//)
    for (const file of htmlFiles) expect(dist(file), file).not.toContain('/keystatic')
    // Nor does a visitor's script name her repository: the forms read their five variables by name.
    for (const file of readdirSync(join(copy.root, 'dist', 'assets')).filter((name) => name.endsWith('.js'))) expect(dist(`assets/${file}`), file).not.toContain(editorRepo)
  })

  test('has no preview mark (banner, nofollow, X-Robots-Tag), a sitemap of every page and its robots.txt', async () => {
    for (const file of htmlFiles) {
      const html = dist(file)
      expect(html, file).not.toContain(ui.preview.title)
      const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((match) => match[1])
      expect(robots, file).toEqual(file === '404.html' ? ['noindex'] : privateFiles.includes(file) ? ['noindex, nofollow'] : [])
    }
    // The pages are indexed; only the web editor, /keystatic, and her own pages are not.
    const rules = await readHeaderRules(join(copy.root, 'dist', '_headers'))
    for (const path of [...pages.flatMap((page) => (page.kind === 'private' ? [] : [page.path])), unknownPath]) expect(headersFor(rules, path)['X-Robots-Tag'], path).toBeUndefined()
    expect(headersFor(rules, '/keystatic/')['X-Robots-Tag']).toBe('noindex, nofollow')
    // Her own pages, if she keeps any (the rule itself: tests/unit/headers.test.ts).
    for (const path of privatePaths) expect(headersFor(rules, path)['X-Robots-Tag'], path).toBe('noindex, nofollow')
    // A sitemap of exactly the manifest’s pages but hers, each built, and a robots.txt pointing to it.
    const locs = [...dist('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    const { siteUrl } = built.practice
    expect(locs).toEqual(built.pages.pages.filter((page) => page.kind !== 'private').map((page) => canonicalUrl(siteUrl, page.path)))
    for (const file of htmlFiles) expect(existsSync(join(copy.root, 'dist', file)), file).toBe(true)
    expect(dist('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)
  })

  test('each host function, bundled as Netlify bundles it, answers from its own folder with the files it reads: the .ics, the auto-reply, her calendar, the editor’s sign-in', async () => {
    // Netlify's own bundler, with netlify.toml's included_files (a TOML array of strings, JSON's syntax).
    const includedFiles = JSON.parse(/^\s*included_files = (\[.*\])$/m.exec(readFileSync(join(copy.root, 'netlify.toml'), 'utf8'))?.[1] ?? '[]') as string[]
    const out = join(copy.root, '.netlify-functions')
    const bundled = await zipFunctions(join(copy.root, 'src', 'functions'), out, { archiveFormat: 'none', basePath: copy.root, repositoryRoot: copy.root, config: { '*': { includedFiles } } })
    expect(bundled.map((found) => found.name).sort()).toEqual(['accuse-reception', 'appointment-ics', 'availability', 'keystatic'])
    /** One call, in a Node of its own started in the function's folder, as the host starts it, with only the host's variables. */
    const call = async (name: string, url: string, env: Record<string, string> = {}, body?: unknown) => {
      const code = `const { default: handle } = await import(process.argv[1]); const answer = await handle(new Request(process.argv[2], JSON.parse(process.argv[3])), {}); console.log(JSON.stringify({ status: answer.status, location: answer.headers.get('location'), text: await answer.text() }))`
      const init = body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code, join(out, name, 'src', 'functions', `${name}.mjs`), url, JSON.stringify(init)], { cwd: join(out, name), env: { PATH: process.env.PATH, ...env } })
      return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { status: number; location: string | null; text: string }
    }
    const site = built.practice.siteUrl
    const receipt = readAppointmentContent(join(copy.root, 'content'))
    const today = parisDay(new Date())
    let day = addDays(today, 1)
    while (!isBookableDay(day, today, receipt.terms.closed)) day = addDays(day, 1)
    const slot = receipt.timeSlots[0]!
    const offer = receipt.offers[0]!

    // The parent's calendar file, from her data shipped beside the function.
    const ics = await call('appointment-ics', parentCalendarLinks({ day, slot, place: offer.place }, offer, site).ics)
    expect(ics.status, ics.text).toBe(200)
    expect(ics.text).toContain('BEGIN:VEVENT')

    // Her calendar, served on 127.0.0.1: its busy time comes back. The auto-reply, to EmailJS's REST shape there too.
    const local = await startEmailJsSink((req, res) => {
      if (req.url !== '/agenda.ics') return false
      res.end(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1\r\nDTSTART:${day.replaceAll('-', '')}T090000Z\r\nDTEND:${day.replaceAll('-', '')}T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`)
      return true
    })
    try {
      const availability = await call('availability', `${site}${availabilityPath}?from=${today}`, { CALENDAR_ICS_URL: `${local.url}/agenda.ics` })
      expect(availability.status, availability.text).toBe(200)
      expect((JSON.parse(availability.text) as { busy: unknown[] }).busy).toHaveLength(1)

      const service = receipt.services.find((option) => option.value === offer.booking)!
      const request = { request_id: 'a1b2c3d4e5', service: service.value, offer: offer.id, day, slot, place: service.place, town: service.place === 'home' ? 'Nantes' : '', name: 'Camille Testeuse', email: 'parent@example.fr' }
      const autoReply = await call('accuse-reception', `${site}${autoReplyPath}`, receiptEnvAt(local.url), request)
      expect(autoReply.status, autoReply.text).toBe(200)
      expect(await readOutbox(local.outbox)).toHaveLength(1)
    } finally {
      await local.stop()
    }

    // The editor's sign-in, through Keystatic's own handler shipped in the bundle.
    const editorEnv = { KEYSTATIC_GITHUB_CLIENT_ID: 'client', KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret', KEYSTATIC_SECRET: 'a'.repeat(40), VITE_KEYSTATIC_GITHUB_REPO: editorRepo }
    const signIn = await call('keystatic', `${site}/api/keystatic/github/login`, editorEnv)
    expect(signIn.status, signIn.text).toBe(307)
    expect(signIn.location).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?client_id=client/)
  }, 120_000)
})
