import {ALL_HOSTILE, describeUntrustedArguments} from './untrusted-arguments.js'

// Every surface once with all the hostile values in one, piped and on a terminal; each value on its own is the
// soak suite's (test/soak/untrusted-arguments.soak.test.ts).
describeUntrustedArguments({values: [ALL_HOSTILE], terminal: true})
