/**
 * The Markdown elements of MDX pages, styled. The components the consultant
 * places in her pages are not in this provider map: each MDX file imports
 * the ones it uses at build time (scripts/build/mdx/remark-import-components.ts), so
 * each page's CSS, taken from its modules in the styles build
 * (scripts/build/prerender.ts), holds only its own components' styles.
 */
import type { MDXProvider } from '@mdx-js/react'
import type { ComponentProps } from 'react'
import * as prose from './styles/prose.css.ts'

export const mdxComponents = {
  h1: (props) => <h1 className={prose.h1} {...props} />,
  h2: (props) => <h2 className={prose.h2} {...props} />,
  h3: (props) => <h3 className={prose.h3} {...props} />,
  p: (props) => <p className={prose.p} {...props} />,
  ul: (props) => <ul className={prose.list} {...props} />,
  ol: (props) => <ol className={prose.list} {...props} />,
  blockquote: (props) => <blockquote className={prose.blockquote} {...props} />,
  hr: (props) => <hr className={prose.hr} {...props} />,
  // A page of the site, her e-mail, her phone or another site: a plain link, the browser loads it.
  a: (props) => <a className={prose.link} {...props} />,
} satisfies ComponentProps<typeof MDXProvider>['components']
