import { resolve } from 'node:path'

// `npm run mock:reset`: back to the seeded data set. The data file is named before the db
// module loads, hence the dynamic import.
process.env.MOCK_DATA_FILE ??= resolve(__dirname, '..', '.mock-data', 'db.json')
void import('./db').then(({ resetDb }) => {
  resetDb()
  console.log(`[mock] data reset to the seed: ${process.env.MOCK_DATA_FILE}`)
})
