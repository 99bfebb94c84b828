/**
 * Building blocks of the websocket topic pages. Each page imports its own topic entry
 * (src/data/topics/entries/<name>.ts) and hands it to each part, so a topic's name, scope, fields and
 * examples are written once and a page's chunk holds only its own topic. The topics index reads every
 * topic: it imports `./TopicIndex` and `./TopicsWithoutPage` itself, so nothing here pulls all the
 * topics into a topic page.
 */
export {default as TopicFacts} from './TopicFacts';
export {default as TopicSubscribe} from './TopicSubscribe';
export {default as TopicFields} from './TopicFields';
export {default as TopicExamples} from './TopicExamples';
