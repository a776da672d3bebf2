export {terminalSafe} from '../../core/text/visible-text.js'
