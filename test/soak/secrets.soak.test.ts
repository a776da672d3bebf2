import {describeSecretsSweep} from '../reliability/secrets-sweep.js'

// The whole sweep with each command a process of its own (~70 s on two cores).
describeSecretsSweep('process')
