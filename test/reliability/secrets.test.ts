import {describeSecretsSweep} from './secrets-sweep.js'

// Every command in-process through the IO double, with a share run as processes and on a terminal; the whole
// sweep as processes is in the soak suite (test/soak/secrets.soak.test.ts).
describeSecretsSweep('in-process')
