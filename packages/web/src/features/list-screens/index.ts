/** The split screen and the floating list (issue 7): their screens are loaded by the route table. */
export { movedIndex } from './arrow-selection.js';
