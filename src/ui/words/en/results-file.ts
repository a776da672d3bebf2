/** A batch's results file refused before any row is sent (src/services/batch/results-csv.ts). */
export const resultsFile = {
  isInput: (results: string, input: string) =>
    `The results file ${results} is the payout file ${input}: writing it would replace the payouts. Nothing was sent.`,
  another: 'Give --results another file name, or leave --results out to write FILE.results.csv beside the payout file.',
  isDirectory: (results: string) => `The results file ${results} is a directory. Nothing was sent.`,
  nameFile: 'Give --results a file name, e.g. --results results/payouts-results.csv.',
  noFolder: (folder: string) => `The folder ${folder} of the results file does not exist. Nothing was sent.`,
  createFolder: 'Create the folder first, or give --results a file in a folder that exists.',
  notWritable: (folder: string) => `The folder ${folder} of the results file cannot be written to. Nothing was sent.`,
  writableFolder: 'Give --results a file in a folder you can write to.',
}
