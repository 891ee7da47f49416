/**
 * Her portrait as `virtual:portrait` gives it (scripts/vite-portrait.ts):
 * the versions the build draws from her one photo, ready for a `<picture>`.
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
  /** 4:5, cropped around the face: the home page on a computer, /a-propos. */
  tall: PortraitSet
  /** Square, shown round: the home page on a phone. */
  round: PortraitSet
}

/**
 * What her photo must be, for the build (scripts/portrait.ts, with sharp)
 * and for the web editor (src/admin/fields.tsx, before anything is saved):
 * the same rules and the same French words.
 */
export const portraitRules = {
  /** The formats a phone, a camera or an image editor gives, and the build reads. */
  formats: ['jpeg', 'png', 'webp'] as const,
  /** Smaller, the 4:5 version of /a-propos (up to 640 px wide on a 2x screen) would be blurred. */
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
