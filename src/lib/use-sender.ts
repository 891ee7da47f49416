import { useCallback, useRef, useState } from 'react'
import type { FormKind } from './email-client.ts'

/** Where a form's send stands: the notices and the submit button follow it. */
export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed'

export interface Sender {
  status: SendStatus
  /**
   * Builds the payload and sends it, once: a second call while one is under
   * way (a double click) does nothing. `onSent` runs before the success
   * notice shows, to clear the form.
   */
  send: (build: () => Promise<Readonly<Record<string, string>>>, onSent: () => void) => Promise<void>
  /** The success notice without sending: what a bot that filled the honeypot sees. */
  pretendSent: (onSent: () => void) => void
  /** Closes the notice. */
  dismiss: () => void
}

export function useSender(kind: FormKind): Sender {
  const [status, setStatus] = useState<SendStatus>('idle')
  // A ref, not the state: two clicks can land before React re-renders the disabled button.
  const busy = useRef(false)

  const send = useCallback<Sender['send']>(
    async (build, onSent) => {
      if (busy.current) return
      busy.current = true
      setStatus('sending')
      try {
        // Loaded on the first send, not with every page: most visits never send anything.
        const { sendEmail } = await import('./email-client.ts')
        const result = await sendEmail(kind, await build())
        if (result.ok) {
          onSent()
          setStatus('sent')
        } else {
          // Status and text, not the object: a minified class prints as « y {} ».
          console.error(`EmailJS send failed (${kind}): ${result.failure.status} ${result.failure.text}`)
          setStatus('failed')
        }
      } catch (error) {
        console.error(`EmailJS send failed (${kind}): 0 ${String(error)}`)
        setStatus('failed')
      } finally {
        busy.current = false
      }
    },
    [kind],
  )

  const pretendSent = useCallback<Sender['pretendSent']>((onSent) => {
    onSent()
    setStatus('sent')
  }, [])

  const dismiss = useCallback(() => setStatus('idle'), [])

  return { status, send, pretendSent, dismiss }
}
