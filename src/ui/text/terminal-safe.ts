export {terminalSafe} from '../../core/visible-text.js'
