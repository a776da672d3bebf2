import {speakErrorsInEnglish} from '../../src/ui/words/active.js'

// As the command runtime does when it loads: errors made of facts in a test that loads no command get their English.
speakErrorsInEnglish()
