import { useCallback, useState } from 'react'
import { ContactSheet, type ContactTarget } from './contact-sheet'
import { signedInToContact } from './sign-in'

/**
 * The contact sheet of a screen: `open(target)` shows it (signed out, the login page opens
 * instead); put `sheet` anywhere in the screen.
 */
export function useContactSheet() {
  const [target, setTarget] = useState<ContactTarget | null>(null)
  const open = useCallback((next: ContactTarget) => {
    if (signedInToContact()) setTarget(next)
  }, [])
  const sheet = <ContactSheet target={target} onClose={() => setTarget(null)} />
  return { open, sheet }
}
