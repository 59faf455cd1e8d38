import { pageConfigOf } from '../../../../../core/routes'

// Title and flags come from the route table, found by this file's location.
export default definePageConfig(pageConfigOf(__filename))
