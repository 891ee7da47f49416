/** content/data/photos.yaml: her portrait and her optional photos, as the web editor records them, with their descriptions. */
import { field } from '../model.ts'
import { optionalPhotoNames, optionalPhotoPlaces, optionalPhotos, photoRules, portraitRules, type OptionalPhoto } from '../photos.ts'
import { z } from 'zod'
import { capitalized } from '../problems.ts'
import { emptyAsAbsent, explain, file, prose } from '../rules.ts'

const badPortraitPath = explain({
  title: 'Portrait manquant',
  message: 'le portrait ({value}) doit être une image de public/images/, nommée portrait.jpg, portrait.png ou portrait.webp.',
  fix: 'choisissez votre photo dans l’éditeur du site (« Vos photos »), qui l’enregistre sous ce nom ; à la main, écrivez « portrait: /images/portrait.jpg », avec l’extension de votre fichier dans public/images/ (.jpg, .png ou .webp).',
  editor: 'Choisissez votre photo.',
})

/** « portrait.webp », « images/portrait.jpg »: the right file, its folder left out or written otherwise. */
const portraitWithoutFolder = Object.fromEntries(
  ['jpg', 'jpeg', 'png', 'webp'].map((extension) => [
    extension,
    explain({
      title: 'Portrait manquant',
      message: `le chemin du portrait ({value}) n’a pas « /images/ » devant portrait.${extension} : le site ne trouverait pas la photo.`,
      fix: `écrivez « portrait: /images/portrait.${extension} ».`,
      editor: 'Choisissez votre photo.',
    }),
  ]),
)
const portraitPathError = (issue: { input?: unknown }) => {
  const extension = typeof issue.input === 'string' ? /^(?:\.?\/)?(?:public\/)?(?:images\/)?portrait\.(jpe?g|png|webp)$/.exec(issue.input)?.[1] : undefined
  return (extension && portraitWithoutFolder[extension]) ?? badPortraitPath
}

/** The path the editor writes for optional photo `name` (« /images/visit.jpg »), or the problem of another one. */
const optionalPhotoPath = (name: OptionalPhoto) => {
  const bad = explain({
    title: 'Photo manquante',
    message: `le chemin de ${optionalPhotoNames[name]} ({value}) doit être une image de public/images/, nommée ${name}.jpg, ${name}.png ou ${name}.webp.`,
    fix: `choisissez la photo dans l’éditeur du site (« Vos photos »), qui l’enregistre sous ce nom ; à la main, renommez le fichier dans public/images/ en ${name}, en gardant son extension (.jpg, .png ou .webp), puis écrivez son chemin : « ${name}: /images/${name}.jpg » (ou .png, .webp).`,
    editor: 'Choisissez la photo.',
  })
  return z.string({ error: bad }).regex(new RegExp(`^/images/${name}\\.(jpe?g|png|webp)$`, 'i'), { error: bad })
}
/** An optional photo's field: its label is its name in « Vos photos », capitalised. */
const optionalPhoto = (name: OptionalPhoto) =>
  field(optionalPhotoPath(name), {
    label: capitalized(optionalPhotoNames[name]),
    help: `Facultative. Une photo à vous (jamais une photo de banque d’images), en largeur (3:2), d’au moins ${photoRules.minimumSize.width} × ${photoRules.minimumSize.height} pixels, en JPEG, PNG ou WebP. Elle s’affiche là où une page place le bloc « Photo facultative » qui la choisit (au départ : ${optionalPhotoPlaces[name]}) ; sans elle, rien à sa place. Avant de la publier, assurez-vous que chaque personne visible (ou ses parents) est d’accord.`,
    input: 'image',
  }).optional()
/** « IMG_2034.jpg », « DSC01234 »: the file's name typed or pasted where a sentence goes, which screen readers would read out. */
const fileNameAlt = /\.(?:jpe?g|png|webp|heic|heif|gif|tiff?)$|^(?:IMG|DSC|DSCN|PXL|P|photo)[_-]?\d{3,}\S*$/i
const fileNameAlts = new Map(
  optionalPhotos.map((name) => [
    name,
    explain({
      title: 'Description manquante',
      message: `la description de ${optionalPhotoNames[name]} ({value}) est le nom d’un fichier : les personnes qui ne voient pas la photo entendraient ce nom, pas ce qu’elle montre.`,
      fix: `écrivez à la place, dans « ${name}Alt: », une phrase qui dit ce que montre la photo.`,
      editor: 'Dites en une phrase ce que montre la photo, pas le nom de son fichier.',
    }),
  ]),
)

// Left empty by hand, it is absent: « Description manquante » if the photo is there.
const photoAlt = (name: OptionalPhoto) =>
  emptyAsAbsent(
    field(prose().refine((text) => !fileNameAlt.test(text.trim()), { error: fileNameAlts.get(name) }), {
      label: 'Description de cette photo',
      help: 'Ce qu’elle montre, en une phrase, pour les lecteurs d’écran. Obligatoire avec la photo.',
    }),
  )
const missingPhotoAlt = (name: OptionalPhoto) =>
  explain({
    title: 'Description manquante',
    message: `${optionalPhotoNames[name]} n’a pas de description.`,
    fix: `écrivez « ${name}Alt: … », une phrase qui dit ce que montre la photo, pour les personnes qui ne la voient pas (lecteurs d’écran).`,
    editor: 'Dites en une phrase ce que montre la photo, pour les personnes qui ne la voient pas.',
  })

const missingAlts = new Map(optionalPhotos.map((name) => [name, missingPhotoAlt(name)]))

/**
 * Her photos, as the web editor records them: the path of the file it
 * writes in public/images/ (`portrait.jpg` for a JPEG). The build draws the
 * versions the pages serve from that file (scripts/build/photos.ts), and checks
 * that this path names it.
 */
export const photosSchema = file({
  portrait: field(z.string({ error: badPortraitPath }).regex(/^\/images\/portrait\.(jpe?g|png|webp)$/i, { error: portraitPathError }), {
    label: 'Votre portrait',
    help: `Une photo de vous, en hauteur (4:5), le visage au centre, d’au moins ${portraitRules.minimumSize.width} × ${portraitRules.minimumSize.height} pixels, en JPEG, PNG ou WebP : celle de l’appareil ou du téléphone, pas une copie réduite. Le site en fait lui-même toutes les versions, et ne publie jamais l’original.`,
    input: 'image',
  }),
  visit: optionalPhoto('visit'),
  visitAlt: photoAlt('visit'),
  hands: optionalPhoto('hands'),
  handsAlt: photoAlt('hands'),
  consultation: optionalPhoto('consultation'),
  consultationAlt: photoAlt('consultation'),
  pump: optionalPhoto('pump'),
  pumpAlt: photoAlt('pump'),
  gift: optionalPhoto('gift'),
  giftAlt: photoAlt('gift'),
  family: optionalPhoto('family'),
  familyAlt: photoAlt('family'),
}).superRefine((photos, context) => {
  for (const name of optionalPhotos) {
    if (photos[name] !== undefined && !photos[`${name}Alt`]) context.addIssue({ code: 'custom', message: missingAlts.get(name), path: [`${name}Alt`] })
  }
})
