import {describeUntrustedArguments, HOSTILE_VALUES} from '../reliability/untrusted-arguments.js'

// The whole sweep: each hostile value on its own in every argument and value flag of every command, piped and on a terminal.
describeUntrustedArguments({values: HOSTILE_VALUES, onTerminal: () => true})
