/**
 * content/pages.ts against the files of content/: every page has its entry,
 * every entry its file, and each a title and a description that fits.
 */
import { every } from '../../src/lib/every.ts'
import type { PageEntry } from '../../src/types/pages.ts'
import { frenchList, type Problem } from './problems.ts'
import { closest } from './suggest.ts'
import { asList, isRecord, isText, reporter, type LoadedModule } from './ts-module.ts'

/** The properties of an entry, tied to PageEntry in src/types/pages.ts. */
const pageKeys = every<keyof PageEntry>()(['path', 'file', 'nav', 'title', 'kind', 'description'])
const notFoundKeys: readonly (keyof PageEntry)[] = ['file', 'title', 'description']
const pageKinds = every<NonNullable<PageEntry['kind']>>()(['legal'])

/** Search engines cut longer descriptions. */
export const MAX_DESCRIPTION = 160

export interface ManifestPage {
  /** `null` for the page shown at unknown addresses. */
  path: string | null
  /** The MDX file, without `.mdx`. */
  file: string
}

/**
 * @param mdxFiles the top-level .mdx files of content/, without `.mdx`
 * @returns the pages it lists, for the link checks
 */
export function checkManifest(module: LoadedModule, mdxFiles: readonly string[], problems: Problem[]): ManifestPage[] {
  const report = reporter(module, problems)
  const pages: ManifestPage[] = []
  const entries: { exportName: string; path: (string | number)[]; entry: Readonly<Record<string, unknown>>; isNotFound: boolean }[] = []

  const list = asList(module.exports?.pages)
  if (!module.exports) return pages
  if (!list) {
    report('pages', [], {
      title: 'Liste manquante',
      message: 'la liste des pages « pages » est introuvable.',
      fix: 'gardez la ligne « export const pages = [ » telle quelle : le menu et le site la lisent sous ce nom.',
    })
  }
  list?.forEach((entry, index) => {
    if (isRecord(entry)) entries.push({ exportName: 'pages', path: [index], entry, isNotFound: false })
  })
  const notFound = module.exports.notFoundPage
  if (isRecord(notFound)) entries.push({ exportName: 'notFoundPage', path: [], entry: notFound, isNotFound: true })

  const seenPaths = new Map<string, number>()
  for (const { exportName, path, entry, isNotFound } of entries) {
    const name = isText(entry.title) ? `la page « ${entry.title} »` : isText(entry.file) ? `la page « ${entry.file} »` : 'une page'
    const allowed: readonly string[] = isNotFound ? notFoundKeys : pageKeys
    const misspelt = new Set<string>()
    for (const key of Object.keys(entry).filter((key) => !allowed.includes(key))) {
      const guess = closest(key, allowed)
      if (guess && !(guess in entry)) misspelt.add(guess)
      report(exportName, [...path, key], {
        title: 'Propriété inconnue',
        message: `${name} a une propriété « ${key} » que le site ne connaît pas.`,
        fix: `${guess ? `vouliez-vous écrire « ${guess} » ? P` : 'p'}ropriétés possibles : ${frenchList(allowed)}.`,
      })
    }
    const kind = entry.kind
    if (kind !== undefined && !pageKinds.some((allowedKind) => allowedKind === kind)) {
      report(exportName, [...path, 'kind'], {
        title: 'Valeur non prévue',
        message: `${name} a kind: ${typeof kind === 'string' ? `'${kind}'` : String(kind)}, qui n’est pas une valeur prévue.`,
        fix: `écrivez kind: ${frenchList(pageKinds.map((value) => `'${value}'`))} pour une page liée en bas de page (mentions légales…), ou supprimez la ligne.`,
      })
    }
    if (entry.nav !== undefined && !isText(entry.nav)) {
      report(exportName, [...path, 'nav'], {
        title: 'Texte manquant',
        message: `le libellé de menu (nav) de ${name} est vide.`,
        fix: 'écrivez le libellé entre apostrophes, nav: \'…\', ou supprimez la ligne pour que la page n’apparaisse pas dans le menu.',
      })
    }
    if (!isText(entry.file)) {
      if (!misspelt.has('file')) report(exportName, [...path, 'file'], {
        title: 'Fichier de page manquant',
        message: `${name} n’indique pas son fichier (file).`,
        fix: 'écrivez file: \'nom-du-fichier\', le nom du fichier .mdx de content/, sans « .mdx ».',
      })
    } else if (!mdxFiles.includes(entry.file)) {
      report(exportName, [...path, 'file'], {
        title: 'Fichier de page manquant',
        message: `${name} annonce le fichier content/${entry.file}.mdx, qui n’existe pas.`,
        fix: `créez content/${entry.file}.mdx, ou corrigez file: pour reprendre exactement le nom d’un fichier existant (sans « .mdx »).`,
      })
    }
    if (!isNotFound) {
      const pagePath = entry.path
      // A misspelt « path: » is reported once, as such.
      if (misspelt.has('path')) {
        // nothing more to say
      } else if (typeof pagePath !== 'string' || !/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/.test(pagePath)) {
        report(exportName, [...path, 'path'], {
          title: 'Adresse de page invalide',
          message: `l’adresse de ${name} (${typeof pagePath === 'string' ? `'${pagePath}'` : 'path'}) n’est pas valable.`,
          fix: 'écrivez une barre « / » puis des minuscules sans accent, des chiffres et des tirets, sans barre à la fin : path: \'/ma-page\'.',
        })
      } else if (seenPaths.has(pagePath)) {
        report(exportName, [...path, 'path'], {
          title: 'Adresse de page invalide',
          message: `l’adresse ${pagePath} est déjà celle d’une autre page.`,
          fix: 'donnez à chaque page une adresse différente.',
        })
      } else {
        seenPaths.set(pagePath, 0)
      }
      if (typeof pagePath === 'string' && isText(entry.file)) pages.push({ path: pagePath, file: entry.file })
    } else if (isText(entry.file)) {
      pages.push({ path: null, file: entry.file })
    }
    if (!isText(entry.title) && !misspelt.has('title')) {
      report(exportName, [...path, 'title'], {
        title: 'Titre manquant',
        message: `${name} n’a pas de titre (title), ou il est vide.`,
        fix: 'écrivez title: \'…\' : c’est le titre de l’onglet du navigateur et des résultats de recherche.',
      })
    }
    const description = entry.description
    if (!isText(description)) {
      if (!misspelt.has('description')) report(exportName, [...path, 'description'], {
        title: 'Description manquante',
        message: `${name} n’a pas de description, ou elle est vide.`,
        fix: `écrivez description: '…', une phrase de ${MAX_DESCRIPTION} caractères au plus qui résume la page pour les moteurs de recherche.`,
      })
    } else if ([...description].length > MAX_DESCRIPTION) {
      report(exportName, [...path, 'description'], {
        title: 'Description trop longue',
        message: `la description de ${name} fait ${[...description].length} caractères, pour ${MAX_DESCRIPTION} au plus.`,
        fix: `raccourcissez-la d’au moins ${[...description].length - MAX_DESCRIPTION} caractères : au-delà, les moteurs de recherche la coupent.`,
      })
    }
  }

  // A file named by an entry is used, even when the entry has another problem.
  const used = new Set(entries.flatMap(({ entry }) => (isText(entry.file) ? [entry.file] : [])))
  for (const file of mdxFiles) {
    if (used.has(file)) continue
    problems.push({
      severity: 'error',
      file: `content/${file}.mdx`,
      title: 'Page absente de la liste',
      message: 'aucune entrée de content/pages.ts n’utilise ce fichier : la page ne serait pas publiée.',
      fix: `ajoutez dans content/pages.ts une entrée { path: '/${file}', file: '${file}', title: '…', description: '…' }, ou déplacez le fichier s’il n’est pas une page (un bloc partagé va dans content/blocs/).`,
    })
  }
  return pages
}
