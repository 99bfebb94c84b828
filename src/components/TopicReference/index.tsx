/**
 * Building blocks of the websocket topic pages and the topics index. Each part of a topic page gets
 * what it shows from plugins/remark-topic-page, which reads the typed topic data in src/data/topics
 * when the page is compiled, so a topic's name, scope, fields and examples are written once.
 */
export {default as TopicFacts} from './TopicFacts';
export {default as TopicSubscribe} from './TopicSubscribe';
export {default as TopicFields} from './TopicFields';
export {default as TopicExamples} from './TopicExamples';
export {default as TopicIndex} from './TopicIndex';
