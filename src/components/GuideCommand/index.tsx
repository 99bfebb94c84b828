/** The parts a guide page builds from its data: what it needs, the steps and settings of its commands, the chat equivalent, the chat it makes. */
export {default as GuideNeeds} from './Needs';
export {default as CommandSteps} from './Steps';
export {default as CommandSettings} from './Settings';
export {default as CommandFromChat} from './FromChat';
export {default as CommandChat} from './Chat';
