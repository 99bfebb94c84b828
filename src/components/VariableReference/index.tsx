/**
 * Building blocks of a variable page. Each page writes its own h2 headings in MDX (so they
 * reach the table of contents) and puts one of these under each, all reading the same entry
 * from src/data/variables.
 */
export {default as Syntax} from './Syntax';
export {default as Parameters} from './Parameters';
export {default as Output} from './Output';
export {default as Examples} from './Examples';
export {default as Notes} from './Notes';
export {default as Platforms} from './Platforms';
export {default as Related} from './Related';
