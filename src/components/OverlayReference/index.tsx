/**
 * Reference tables for the overlay and custom widget pages, generated from src/data/overlays so
 * every field type, event, placeholder and method is written once.
 */
export {FieldTypes, CommonFieldProperties, ReservedFields} from './FieldTables';
export {WindowEventDetail, Listeners, AlertEventFields, ChatMessageFields} from './EventTables';
export {SessionKeys, RecentEntryFields, RecentListLastIndex, RecentListLength, RecentListNames} from './SessionTables';
export {AlertPlaceholders, SeApiMethods} from './CodeTables';
