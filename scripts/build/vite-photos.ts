/**
 * Her photos as the pages serve them: the optional ones content/data/photos.yaml
 * names (`import { photos } from 'virtual:photos/photo'`, one record of them,
 * each `null` when she gave none), and her
 * portrait, derived from her one file
 * (public/images/portrait.<ext>, .jpg, .png or .webp; see scripts/build/photos.ts):
 * `import { portrait } from 'virtual:portrait/hero'` gives the `srcset`s of
 * the AVIF and WebP versions and their sizes, for the components' `<picture>`.
 * Each component imports its own id (`virtual:portrait/<name>`), all with
 * the same content: a module shared by two pages would become a chunk of
 * its own, one more request on each.
 *
 * - `vite build` draws the versions into dist/assets/ (names hashed from
 *   the photo: cached for good, renewed with it) and leaves her original
 *   out of dist/ (a phone photo is heavy, and its EXIF can say where it was
 *   taken).
 * - `npm run dev` draws each version when the browser asks for it, and
 *   reloads the site's pages when she replaces the file.
 * A missing, unreadable or too small photo stops the build with the same
 * French message as `npm run check`; the dev server prints it and shows the
 * pages without a portrait.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite'
import { formatProblem, type Problem } from '../../src/content/problems.ts'
import { optionalPhotos, type OptionalPhoto, type PhotoImage } from '../../src/content/photos.ts'
import type { PortraitImages, PortraitSet } from '../../src/content/photos.ts'
import { contentChangedEvent } from '../../src/dev-reload.ts'
import { previewModuleId } from './vite-content.ts'
import { frenchError, loadContent } from './content/load.ts'
import { photoVariants, portraitVariants, readPhoto, readPortrait, renderVariant } from './photos.ts'
import type { PortraitShape, PhotoSource, PortraitVariant } from './photos.ts'

const prefix = 'virtual:portrait/'
/** Her photos' originals in public/images/: never published, only the versions drawn from them. */
const originalName = new RegExp(`^(portrait|${optionalPhotos.join('|')})\\.[^.]+$`, 'i')
const isOriginal = (name: string) => originalName.test(name)
/** `virtual:photos/…`: one record of her optional photos (src/content/photos.ts), each `null` when photos.yaml names none. */
const photosPrefix = 'virtual:photos/'

export interface PhotosPluginOptions {
  /** The site's public/ folder, where images/portrait.* lives. */
  publicDir: string
  /** The content/ folder, whose data/photos.yaml names her optional photos. */
  contentDir: string
}

interface OptionalPhotoSource {
  photo: OptionalPhoto
  alt: string
  /** Its source, or the French problem that keeps the site from using it. */
  source: PhotoSource | string
}

/** The `srcset`s and sizes of one shape, for the component. */
function setOf(variants: readonly PortraitVariant[], shape: PortraitShape, base: string): PortraitSet {
  const own = variants.filter((variant) => variant.shape === shape)
  const srcset = (format: PortraitVariant['format']) =>
    own
      .filter((variant) => variant.format === format)
      .map((variant) => `${base}${variant.fileName} ${variant.width}w`)
      .join(', ')
  const webp = own.filter((variant) => variant.format === 'webp')
  const largest = webp[webp.length - 1]
  // The middle width as `src`: what a browser that ignores `srcset` shows.
  const fallback = webp[Math.floor((webp.length - 1) / 2)]
  if (!largest || !fallback) throw new Error(`site-photos: no ${shape} version was planned.`)
  return { avif: srcset('avif'), webp: srcset('webp'), src: `${base}${fallback.fileName}`, width: largest.width, height: largest.height }
}

/** A photo's source, or the French problem that keeps the site from using it. */
function sourceOf(read: { source: PhotoSource } | { problem: Problem }): PhotoSource | string {
  return 'problem' in read ? formatProblem(read.problem) : read.source
}

/** Her photos' sources, each read once, and again once forgotten (a file of hers changed). */
function photoSources(publicDir: string, contentDir: string) {
  let portraitReading: Promise<PhotoSource | string> | undefined
  let photosReading: Promise<OptionalPhotoSource[]> | undefined
  /** Her portrait's source, or its French problem. */
  const portrait = () => (portraitReading ??= readPortrait(publicDir).then(sourceOf))
  /** Her optional photos as photos.yaml names them, each with its source or its problem. */
  const photos = () =>
    (photosReading ??= (async () => {
      // A mistake in the data files is the content plugin's to tell: here, no photo.
      const { content, placeOf } = loadContent(contentDir)
      const named = content?.photos
      if (!named) return []
      return Promise.all(
        optionalPhotos.flatMap((photo) => {
          const path = named[photo]
          if (path === undefined) return []
          const alt = named[`${photo}Alt`] ?? ''
          return [readPhoto(publicDir, photo, path, placeOf).then((read) => ({ photo, alt, source: sourceOf(read) }))]
        }),
      )
    })())
  return {
    portrait,
    photos,
    /** The versions of the photos asked for, each with the photo it is drawn from; a photo with a problem has none. */
    async versions(asked: { portrait: boolean; photos: boolean }) {
      const source = asked.portrait ? await portrait() : undefined
      return [
        ...(asked.photos ? await photos() : []).flatMap(({ photo, source }) =>
          typeof source === 'string' ? [] : photoVariants(photo, source).map((variant) => ({ source, variant })),
        ),
        ...(typeof source === 'object' ? portraitVariants(source).map((variant) => ({ source, variant })) : []),
      ]
    },
    forget() {
      portraitReading = undefined
      photosReading = undefined
    },
  }
}

type PhotoSources = ReturnType<typeof photoSources>

/** `virtual:photos/…`: her optional photos' versions and words; in a build, a photo with a problem stops it. */
async function photosModule(sources: PhotoSources, config: ResolvedConfig): Promise<string> {
  const photos: Record<string, PhotoImage | null> = Object.fromEntries(optionalPhotos.map((photo) => [photo, null]))
  for (const { photo, alt, source } of await sources.photos()) {
    if (typeof source === 'string') {
      if (config.command === 'build') throw frenchError(source)
      config.logger.error(`\n${source}\n`)
      continue
    }
    photos[photo] = { ...setOf(photoVariants(photo, source), 'wide', config.base), alt }
  }
  return `export const photos = ${JSON.stringify(photos)}`
}

/** `virtual:portrait/…`: her portrait's versions; in a build, a problem stops it; on the dev server, `null`, and `tell` her. */
async function portraitModule(sources: PhotoSources, config: ResolvedConfig, tell: (problem: string) => void): Promise<string> {
  const source = await sources.portrait()
  if (typeof source === 'string') {
    if (config.command === 'build') throw frenchError(source)
    tell(source)
    return 'export const portrait = null'
  }
  const variants = portraitVariants(source)
  const images: PortraitImages = { tall: setOf(variants, 'tall', config.base), round: setOf(variants, 'round', config.base) }
  return `export const portrait = ${JSON.stringify(images)}`
}

/** The dev server draws a version when a page asks for it, once until her photo changes. */
function serveVersions(server: ViteDevServer, config: ResolvedConfig, sources: PhotoSources, drawn: Map<string, Promise<Buffer>>) {
  server.middlewares.use((request, response, next) => {
    const path = request.url?.split('?')[0] ?? ''
    if (!path.startsWith(`${config.base}assets/`) || !/\.(avif|webp)$/.test(path)) return next()
    void (async () => {
      const found = (await sources.versions({ portrait: true, photos: true })).find(({ variant }) => `${config.base}${variant.fileName}` === path)
      if (!found) return next()
      let bytes = drawn.get(path)
      if (!bytes) drawn.set(path, (bytes = renderVariant(found.source, found.variant)))
      response.setHeader('Content-Type', `image/${found.variant.format}`)
      response.setHeader('Cache-Control', 'no-cache')
      response.end(await bytes)
    })().catch(next)
  })
}

export function photosPlugin({ publicDir, contentDir }: PhotosPluginOptions): Plugin {
  let config: ResolvedConfig
  const sources = photoSources(publicDir, contentDir)
  /** The dev server tells her each problem once, not once per module that asks. */
  let told = false
  /** Whether a page of this build shows the portrait, and the optional photos (the web editor's build shows neither). */
  let portraitAsked = false
  let photosAsked = false
  /** Versions drawn for the dev server, by URL path. */
  const drawn = new Map<string, Promise<Buffer>>()
  const imagesDir = join(publicDir, 'images')
  const isPhotoFile = (file: string) => file.startsWith(imagesDir) && isOriginal(file.slice(imagesDir.length + 1))

  return {
    name: 'site-photos',
    async configResolved(resolved) {
      config = resolved
      // Before the bundler starts: its own error report would add a stack trace under her message.
      if (config.command === 'build' && config.publicDir) {
        const source = await sources.portrait()
        if (typeof source === 'string') throw frenchError(source)
      }
    },
    resolveId(source) {
      return source.startsWith(prefix) || source.startsWith(photosPrefix) ? `\0${source}` : undefined
    },
    load(loaded) {
      if (loaded.startsWith(`\0${photosPrefix}`)) {
        photosAsked = true
        return photosModule(sources, config)
      }
      if (!loaded.startsWith(`\0${prefix}`)) return undefined
      portraitAsked = true
      return portraitModule(sources, config, (problem) => {
        if (!told) config.logger.error(`\n${problem}\n`)
        told = true
      })
    },
    async generateBundle() {
      // The server build only renders HTML: the files come from the client build.
      if (config.build.ssr) return
      // A build without a portrait (the web editor's) draws none. A photo with a problem has already stopped
      // the build, when its module was loaded.
      const drawing = (await sources.versions({ portrait: portraitAsked, photos: photosAsked })).map(async ({ source, variant }) => ({
        type: 'asset' as const,
        fileName: variant.fileName,
        source: await renderVariant(source, variant),
      }))
      for (const file of await Promise.all(drawing)) this.emitFile(file)
    },
    closeBundle() {
      if (config.command !== 'build' || config.build.ssr || !config.publicDir) return
      // Vite copied public/ as it is: her original photo goes, its versions stay.
      const copied = join(config.build.outDir, 'images')
      // No images/ folder in this build (the web editor's); any other fault stops the build, her original must not ship.
      if (!existsSync(copied)) return
      for (const name of readdirSync(copied)) if (isOriginal(name)) rmSync(join(copied, name))
    },
    configureServer(server) {
      server.watcher.add(imagesDir)
      const photosYaml = join(contentDir, 'data', 'photos.yaml')
      const replaced = (file: string) => {
        if (!isPhotoFile(file) && file !== photosYaml) return
        sources.forget()
        told = false
        drawn.clear()
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          // The preview banner (scripts/build/vite-content.ts) counts the example illustration too.
          if (module.id?.startsWith(`\0${prefix}`) || module.id?.startsWith(`\0${photosPrefix}`) || module.id === previewModuleId) {
            server.moduleGraph.invalidateModule(module)
          }
        }
        // The site's pages reload with the new photo; the web editor, which wrote it, stays as it is
        // (a full reload would reach it too: see scripts/build/vite-content.ts).
        server.environments.client.hot.send({ type: 'custom', event: contentChangedEvent })
      }
      server.watcher.on('add', replaced).on('change', replaced).on('unlink', replaced)
      serveVersions(server, config, sources, drawn)
    },
  }
}
