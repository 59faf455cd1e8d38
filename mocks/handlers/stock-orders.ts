import type { HttpHandler } from 'msw'

export const stockOrdersHandlers: HttpHandler[] = []
