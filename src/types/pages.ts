/** One entry of the page list in content/pages.ts. */
export interface PageEntry {
  /** The URL path, starting with a slash, without a trailing one. */
  path: `/${string}`
  /** The MDX file in content/, without `.mdx`. */
  file: string
  /** The label in the header and footer navigation; pages without one are not listed there. */
  nav?: string
  /** The `<title>`, before « · » and the practice's name. */
  title: string
  /** `legal` pages are linked from the footer's bottom line rather than its menu. */
  kind?: 'legal'
  /** The meta description, 160 characters at most. */
  description: string
}
