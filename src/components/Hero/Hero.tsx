import type { ReactNode } from 'react'
import { contentGrid, full } from '../../styles/layout.css.ts'
import * as styles from './Hero.css.ts'

export interface HeroProps {
  /** The title, the tagline, the buttons (in `<Actions>`) and a list of credentials, written in MDX. */
  children: ReactNode
}

/** The opening band of the home page. */
export function Hero({ children }: HeroProps) {
  return (
    <div className={`${full} ${contentGrid} ${styles.hero}`}>
      <div className={styles.inner}>{children}</div>
    </div>
  )
}
