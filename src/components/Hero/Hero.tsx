import type { ReactNode } from 'react'
import { practice } from 'virtual:content/practice'
import { contentGrid, full, wide } from '../../styles/layout.css.ts'
import * as styles from './Hero.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import { HeroPortrait } from './HeroPortrait.tsx'

export interface HeroProps {
  /** The title, the tagline, the buttons (in `<Actions>`) and a list of credentials, written in MDX. */
  children: ReactNode
}

/** The opening band of the home page: what she does, her portrait, then the page's own words. */
export function Hero({ children }: HeroProps) {
  return (
    <div className={`${full} ${contentGrid} ${styles.hero}`}>
      <div className={`${wide} ${styles.inner}`}>
        {/* Her name is in the header just above, with her mark: here, what she does, beside her face. */}
        <p className={styles.identity}>
          <NoBreakAtHyphens>{practice.profession}</NoBreakAtHyphens>
        </p>
        <HeroPortrait />
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  )
}
