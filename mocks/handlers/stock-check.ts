import type { HttpHandler } from 'msw'

export const stockCheckHandlers: HttpHandler[] = []
