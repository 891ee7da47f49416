/** Temporary: replaced by the real form (issue 3). */
export function ContactForm() {
  return <form aria-label="Formulaire de contact" />
}
