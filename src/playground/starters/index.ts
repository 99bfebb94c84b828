/** The starter widgets, written for this site. The first one is what a new playground shows. */
import {alertBox} from './alertBox';
import {chatBox} from './chatBox';
import {firstWidget} from './firstWidget';
import {goalBar} from './goalBar';
import type {Starter} from './types';

export type {Starter};
export const starters: readonly Starter[] = [alertBox, chatBox, goalBar, firstWidget];
export const defaultStarter = alertBox;
