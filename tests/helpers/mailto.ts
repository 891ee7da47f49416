/** A `mailto:` or `sms:` link as the app that opens it reads it: to whom, the subject, the body. Reads no content. */
export function opened(href: string) {
  const url = new URL(href)
  return { protocol: url.protocol, to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject') ?? '', body: url.searchParams.get('body') ?? '' }
}
