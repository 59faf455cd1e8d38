// Moved to src/core/theme (core is the bottom layer and needs the palette); this re-export goes once every branch has moved.
export * from '@/core/theme'
