import type {ScreenSize} from '../text/pay-screen-layout.js'

/**
 * Room the live view's status block takes below (or beside) a pay screen: the title, four details, the history,
 * a message and the keys; its widest line is the title of a PENDING object with a UUID id (53 columns). Apart
 * from the Ink view, so that laying out a screen does not load Ink.
 */
export const STATUS_BLOCK: ScreenSize = {columns: 53, rows: 10}
