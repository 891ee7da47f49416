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
