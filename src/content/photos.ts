/**
 * Her photos: the portrait's versions as `virtual:portrait` gives them
 * (scripts/build/vite-photos.ts), ready for a `<picture>`; the rules a photo
 * must meet and their French words, the same for the build and the editor;
 * and her six optional photos, with their names.
 */

/** One shape of the portrait, in AVIF and WebP. */
export interface PortraitSet {
  /** `srcset` of the AVIF versions: « /assets/portrait-1a2b3c4d-320.avif 320w, … ». */
  avif: string
  /** `srcset` of the WebP versions. */
  webp: string
  /** A WebP version, for a browser that reads no `srcset`. */
  src: string
  /** The largest version's size, for the `width` and `height` attributes (its proportions, really). */
  width: number
  height: number
}

export interface PortraitImages {
  /** 4:5, cropped around the face: the home page on a computer, the page of <Portrait>. */
  tall: PortraitSet
  /** Square, shown round: the home page on a phone. */
  round: PortraitSet
}

/**
 * What her photo must be, for the build (scripts/build/photos.ts, with sharp)
 * and for the web editor (src/admin/fields.tsx, before anything is saved):
 * the same rules and the same French words.
 */
export const portraitRules = {
  /** The formats a phone, a camera or an image editor gives, and the build reads. */
  formats: ['jpeg', 'png', 'webp'] as const,
  /**
   * 640 px fills the portrait's column at 2x on a 360-px phone (320 px); wider phones and computers (up to 22rem,
   * 24rem in the hero) show it up to 704–768 px at 2x, a little enlarged, still sharp. Smaller, it would be blurred.
   */
  minimumSize: { width: 640, height: 800 },
} as const

export const portraitWords = {
  advice: `une photo en hauteur (format 4:5, le visage au centre), d’au moins ${portraitRules.minimumSize.width} × ${portraitRules.minimumSize.height} pixels, au format JPEG, PNG ou WebP`,
  unreadable:
    'ce fichier ne se lit pas comme une image : il est peut-être abîmé, ou n’est pas une vraie photo JPEG, PNG ou WebP (un simple changement de nom ne change pas le format).',
  unreadableFix: 'enregistrez de nouveau votre photo depuis l’appareil ou le logiciel d’origine, au format JPEG, PNG ou WebP (depuis un téléphone, « Exporter » ou « Partager » en JPEG).',
  tooSmall: (width: number, height: number) =>
    `votre photo fait ${width} × ${height} pixels ; il en faut au moins ${portraitRules.minimumSize.width} × ${portraitRules.minimumSize.height} pour qu’elle reste nette sur les grands écrans.`,
  tooSmallFix: 'reprenez la photo d’origine, en grand (celle de l’appareil ou du téléphone, pas une copie réduite ou une capture d’écran), en hauteur, le visage au centre.',
} as const

/**
 * Her six optional photos besides the portrait: a home visit (the home
 * page), hands with a baby, a consultation, a breast pump, a
 * gift card, a family (content/README.md says which page places each).
 * Each shows where a page places
 * `<Photo of="…" />` when content/data/photos.yaml names it, and nothing
 * when it does not. No stock photo ships: none is there until she adds hers.
 */
export const optionalPhotos = ['visit', 'hands', 'consultation', 'pump', 'gift', 'family'] as const
export type OptionalPhoto = (typeof optionalPhotos)[number]

/** What each optional photo is, as she reads it in the editor and in the check's messages. */
export const optionalPhotoNames: Readonly<Record<OptionalPhoto, string>> = {
  visit: 'la photo d’une visite à domicile',
  hands: 'la photo des mains et du bébé',
  consultation: 'la photo d’une consultation',
  pump: 'la photo d’un tire-lait',
  gift: 'la photo d’une carte cadeau',
  family: 'la photo d’une famille accompagnée',
}

/** Where the site as shipped places each one (a `<Photo of="…" />` of content/*.mdx): she may move it. */
export const optionalPhotoPlaces: Readonly<Record<OptionalPhoto, string>> = {
  visit: 'la page d’accueil',
  hands: 'la page « À propos »',
  consultation: 'la page « Pourquoi consulter ? »',
  pump: 'la page de location de tire-lait',
  gift: 'la page des cartes cadeaux',
  family: 'la page des témoignages',
}

/** Landscape photos, 3:2, shown up to the text's width (42rem, about 1,350 px on a 2x screen); the portrait's formats. */
export const photoRules = {
  minimumSize: { width: 1200, height: 800 },
} as const

export const photoWords = {
  tooSmall: (width: number, height: number) =>
    `cette photo fait ${width} × ${height} pixels ; il en faut au moins ${photoRules.minimumSize.width} × ${photoRules.minimumSize.height}, en largeur, pour qu’elle reste nette sur les grands écrans.`,
  tooSmallFix: 'reprenez la photo d’origine, en grand (celle de l’appareil ou du téléphone, pas une copie réduite ou une capture d’écran), prise en largeur.',
} as const

/** One optional photo as the pages serve it: its versions and its description. */
export interface PhotoImage extends PortraitSet {
  alt: string
}
