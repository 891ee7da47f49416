import * as styles from './Icon.css.ts'

/**
 * A few line icons, drawn here on a 24 × 24 grid in the text's colour (they
 * take the palette of what holds them). Decorative: the words beside them
 * say the same, so screen readers skip them.
 */
const paths = {
  home: 'M3.5 11 12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5',
  video: 'M3.5 7.5h11v9h-11zM14.5 10.5l6-3.5v10l-6-3.5',
  baby: 'M12 12.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM10.5 8.2h.01M13.5 8.2h.01M10.8 10.3c.7.5 1.7.5 2.4 0M6.5 20c.6-3.6 2.8-5.5 5.5-5.5s4.9 1.9 5.5 5.5',
  pump: 'M3.5 5.5l6 3v1.5l-6 3zM9.5 9.25H12M12 6.5h5V9l1.5 2v9.5h-8V11L12 9zM10.5 14h8',
  gift: 'M4 9h16v3.5H4zM5.5 12.5V20h13v-7.5M12 9v11M12 9c-1.5-3.5-5.5-4-5.5-1.5S9.5 9 12 9Zm0 0c1.5-3.5 5.5-4 5.5-1.5S14.5 9 12 9Z',
  phone:
    'M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2Z',
} as const

export type IconName = keyof typeof paths

export const iconNames = Object.keys(paths) as IconName[]

export interface IconProps {
  /** Which drawing. */
  name: IconName
}

export function Icon({ name }: IconProps) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  )
}
