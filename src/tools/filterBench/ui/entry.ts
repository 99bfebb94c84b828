/** The bench's chunk: the tool, and the share link's reader the mount needs before opening it. */
export {default} from './Bench';
export type {BenchProps} from './Bench';
export {decodeBench, sharedValue} from '../model/share';
