export { ContactSheet, type ContactItem, type ContactTarget } from './contact-sheet'
export { useContactSheet } from './use-contact-sheet'
export { AttachedItem } from './attached-item'
