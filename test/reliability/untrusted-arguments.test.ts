import {ALL_HOSTILE, describeUntrustedArguments} from './untrusted-arguments.js'

// Every surface once with all the hostile values in one, piped; the positional arguments again on a terminal.
// Each value on its own, and every surface on a terminal, is the soak suite's
// (test/soak/untrusted-arguments.soak.test.ts).
describeUntrustedArguments({values: [ALL_HOSTILE], onTerminal: (surface) => surface.kind === 'arg'})
